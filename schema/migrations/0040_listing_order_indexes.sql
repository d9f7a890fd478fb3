DROP INDEX `products_featured_idx`;--> statement-breakpoint
DROP INDEX `products_popular_idx`;--> statement-breakpoint
DROP INDEX `products_rating_idx`;--> statement-breakpoint
DROP INDEX `products_category_featured_idx`;--> statement-breakpoint
CREATE INDEX `products_featured_order_idx` ON `products` (`status`,"featured" desc,"bestseller" desc,"purchase_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_popular_order_idx` ON `products` (`status`,"purchase_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_rating_order_idx` ON `products` (`status`,"rating_avg" desc,"rating_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_price_high_idx` ON `products` (`status`,"price_cents" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_category_featured_order_idx` ON `products` (`status`,`category`,"featured" desc,"bestseller" desc,"purchase_count" desc,`id`);--> statement-breakpoint
CREATE INDEX `products_category_price_high_idx` ON `products` (`status`,`category`,"price_cents" desc,`id`);