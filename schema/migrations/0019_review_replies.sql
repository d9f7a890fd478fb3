ALTER TABLE `product_reviews` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `reply_body` text;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `replied_at` integer;--> statement-breakpoint
CREATE INDEX `product_reviews_product_idx` ON `product_reviews` (`product_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `testimonial`;