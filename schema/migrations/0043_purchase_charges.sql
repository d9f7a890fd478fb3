CREATE TABLE `purchase_charges` (
	`purchase_id` text PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`per_usd` real NOT NULL,
	`amount_minor` integer NOT NULL,
	`tax_behavior` text NOT NULL,
	`total_minor` integer,
	`tax_minor` integer,
	`tax_country` text,
	`tax_note` text,
	`settled_cents` integer,
	`invoice_id` text,
	`paid_at` integer,
	FOREIGN KEY (`purchase_id`) REFERENCES `purchases`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `purchase_charges_tax_idx` ON `purchase_charges` (`paid_at`,`tax_country`);