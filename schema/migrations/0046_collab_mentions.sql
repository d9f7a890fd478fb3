CREATE TABLE `collab_mention_emails` (
	`user_id` text NOT NULL,
	`project_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `project_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `collab_projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `collab_mention_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`emails` integer DEFAULT true NOT NULL,
	`token` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collab_mention_settings_token_unique` ON `collab_mention_settings` (`token`);--> statement-breakpoint
CREATE TABLE `collab_mentions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`user_id` text NOT NULL,
	`author_id` text NOT NULL,
	`author_name` text NOT NULL,
	`source` text NOT NULL,
	`excerpt` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	`email_state` text DEFAULT 'none' NOT NULL,
	`origin` text,
	FOREIGN KEY (`project_id`) REFERENCES `collab_projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collab_mentions_user_idx` ON `collab_mentions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `collab_mentions_email_idx` ON `collab_mentions` (`email_state`,`created_at`);