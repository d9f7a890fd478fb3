CREATE TABLE `automation_rules` (
	`user_id` text NOT NULL,
	`rule` text NOT NULL,
	`enabled` integer NOT NULL,
	`last_triggered_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `rule`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `campaign_content` (
	`id` text PRIMARY KEY NOT NULL,
	`campaign_id` text NOT NULL,
	`content_type` text NOT NULL,
	`market` text NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`engine` text NOT NULL,
	`model` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaign_content_piece_unique` ON `campaign_content` (`campaign_id`,`content_type`,`market`);--> statement-breakpoint
CREATE TABLE `campaign_visits` (
	`campaign_id` text NOT NULL,
	`visitor_id` text NOT NULL,
	`first_seen_at` integer NOT NULL,
	PRIMARY KEY(`campaign_id`, `visitor_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_visits_time_idx` ON `campaign_visits` (`campaign_id`,`first_seen_at`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`target_audience` text NOT NULL,
	`goal` text NOT NULL,
	`markets` text NOT NULL,
	`language` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`status_changed_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `campaigns_code_unique` ON `campaigns` (`code`);--> statement-breakpoint
CREATE INDEX `campaigns_owner_idx` ON `campaigns` (`owner_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `purchases` ADD `campaign_id` text REFERENCES campaigns(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `purchases_campaign_idx` ON `purchases` (`campaign_id`);