CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`product_id` integer,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE INDEX `page_views_product_idx` ON `page_views` (`product_id`,`day`);--> statement-breakpoint
ALTER TABLE `ai_usage` ADD `score_before` integer;--> statement-breakpoint
ALTER TABLE `ai_usage` ADD `score_after` integer;