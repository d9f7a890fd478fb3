CREATE TABLE `chapters` (
	`id` text PRIMARY KEY NOT NULL,
	`work_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`work_id`) REFERENCES `works`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chapters_work_position_unique` ON `chapters` (`work_id`,`position`);--> statement-breakpoint
CREATE TABLE `works` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`content_type` text NOT NULL,
	`settings` text NOT NULL,
	`engine` text DEFAULT 'offline' NOT NULL,
	`model` text DEFAULT '' NOT NULL,
	`scaffold` integer DEFAULT false NOT NULL,
	`word_count` integer DEFAULT 0 NOT NULL,
	`marketplace_product_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `works_user_idx` ON `works` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `kdp_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`work_id` text NOT NULL,
	`tier` text NOT NULL,
	`status` text NOT NULL,
	`title` text NOT NULL,
	`zip_key` text,
	`zip_size` integer,
	`pages` integer DEFAULT 0 NOT NULL,
	`word_count` integer DEFAULT 0 NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_id`) REFERENCES `works`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `kdp_packages_user_idx` ON `kdp_packages` (`user_id`,`generated_at`);