CREATE TABLE `content_pipelines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`template_id` text NOT NULL,
	`title` text NOT NULL,
	`goal` text NOT NULL,
	`target_markets` text NOT NULL,
	`language` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_pipelines_user_idx` ON `content_pipelines` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `currency_rates` (
	`currency` text PRIMARY KEY NOT NULL,
	`per_usd` real NOT NULL,
	`as_of` text NOT NULL,
	`source` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pipeline_steps` (
	`id` text PRIMARY KEY NOT NULL,
	`pipeline_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`progress` integer DEFAULT 0 NOT NULL,
	`estimated_time` text NOT NULL,
	`output` text,
	`engine` text,
	FOREIGN KEY (`pipeline_id`) REFERENCES `content_pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_steps_position_unique` ON `pipeline_steps` (`pipeline_id`,`position`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`period` text NOT NULL,
	`currency` text NOT NULL,
	`amount_minor` integer NOT NULL,
	`usd_cents` integer NOT NULL,
	`status` text NOT NULL,
	`test_mode` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `language` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `country` text;