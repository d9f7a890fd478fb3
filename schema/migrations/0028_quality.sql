CREATE TABLE `quality_assessments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`excerpt` text NOT NULL,
	`word_count` integer NOT NULL,
	`scores` text NOT NULL,
	`overall_score` real NOT NULL,
	`ready` integer,
	`confidence` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quality_assessments_user_idx` ON `quality_assessments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `quality_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`stage` text NOT NULL,
	`status` text NOT NULL,
	`excerpt` text NOT NULL,
	`feedback` text NOT NULL,
	`total_issues` integer NOT NULL,
	`critical_issues` integer NOT NULL,
	`time_spent` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quality_reviews_user_idx` ON `quality_reviews` (`user_id`,`created_at`);