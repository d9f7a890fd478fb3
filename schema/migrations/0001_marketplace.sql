CREATE TABLE `product_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_user_product_unique` ON `product_reviews` (`user_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `product_views` (
	`user_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`viewed_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_views_user_product_unique` ON `product_views` (`user_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`creator_id` text NOT NULL,
	`title` text NOT NULL,
	`author` text NOT NULL,
	`author_bio` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`price_cents` integer NOT NULL,
	`original_price_cents` integer,
	`tags` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`bestseller` integer DEFAULT false NOT NULL,
	`testimonial` text,
	`preview_content` text DEFAULT '' NOT NULL,
	`what_you_learn` text DEFAULT '[]' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`estimated_time` text DEFAULT '' NOT NULL,
	`difficulty` text DEFAULT 'Beginner' NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`purchase_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_avg` real,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_unique` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_creator_idx` ON `products` (`creator_id`);--> statement-breakpoint
CREATE INDEX `products_featured_idx` ON `products` (`status`,`featured`,`bestseller`,`purchase_count`,`id`);--> statement-breakpoint
CREATE INDEX `products_popular_idx` ON `products` (`status`,`purchase_count`,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_idx` ON `products` (`status`,`rating_avg`,`rating_count`,`id`);--> statement-breakpoint
CREATE INDEX `products_price_idx` ON `products` (`status`,`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_featured_idx` ON `products` (`status`,`category`,`featured`,`bestseller`,`purchase_count`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_price_idx` ON `products` (`status`,`category`,`price_cents`,`id`);--> statement-breakpoint
CREATE TABLE `purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`buyer_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`test_mode` integer NOT NULL,
	`provider_session_id` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_buyer_product_unique` ON `purchases` (`buyer_id`,`product_id`);--> statement-breakpoint
CREATE INDEX `purchases_product_idx` ON `purchases` (`product_id`,`status`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_ledger_purchase_unique` ON `creator_ledger` (`purchase_id`);