CREATE TABLE `platform_settings` (
	`id` text PRIMARY KEY NOT NULL,
	`ga_tracking_id` text,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
