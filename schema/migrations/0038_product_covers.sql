ALTER TABLE `products` ADD `cover_key` text;--> statement-breakpoint
ALTER TABLE `products` ADD `cover_width` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `cover_height` integer;