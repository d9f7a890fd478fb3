CREATE TABLE `outreach_recipients` (
	`email` text PRIMARY KEY NOT NULL,
	`added_at` integer NOT NULL,
	`added_by` text,
	FOREIGN KEY (`added_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `outreach_deliveries` (
	`send_id` text NOT NULL,
	`recipient` text NOT NULL,
	`success` integer NOT NULL,
	PRIMARY KEY(`send_id`, `recipient`),
	FOREIGN KEY (`send_id`) REFERENCES `outreach_sends`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `outreach_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`delivery` text NOT NULL,
	`sent` integer NOT NULL,
	`failed` integer NOT NULL,
	`sent_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `outreach_sends_created_idx` ON `outreach_sends` (`created_at`);--> statement-breakpoint
ALTER TABLE `voice_profiles` ADD `refinement` text;