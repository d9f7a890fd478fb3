CREATE TABLE `launched_markets` (
	`code` text PRIMARY KEY NOT NULL,
	`launched_at` integer NOT NULL,
	`launched_by` text,
	FOREIGN KEY (`launched_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
