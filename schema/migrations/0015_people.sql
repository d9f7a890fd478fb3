CREATE TABLE `hiring_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`sender_id` text NOT NULL,
	`recipient_id` text NOT NULL,
	`message_type` text NOT NULL,
	`original_text` text NOT NULL,
	`original_language` text NOT NULL,
	`translated_text` text,
	`target_language` text NOT NULL,
	`engine` text,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hiring_messages_recipient_idx` ON `hiring_messages` (`recipient_id`,`read_at`);--> statement-breakpoint
CREATE INDEX `hiring_messages_pair_idx` ON `hiring_messages` (`sender_id`,`recipient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `opportunities` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`skills` text NOT NULL,
	`budget_minor` integer NOT NULL,
	`currency` text NOT NULL,
	`timeframe` text NOT NULL,
	`languages` text NOT NULL,
	`client_location` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `opportunities_user_idx` ON `opportunities` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;