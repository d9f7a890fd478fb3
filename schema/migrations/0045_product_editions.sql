CREATE TABLE `edition_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`edition_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`edition_id`) REFERENCES `product_editions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `edition_notices_unique` ON `edition_notices` (`edition_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `edition_notices_pending_idx` ON `edition_notices` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `edition_notices_user_idx` ON `edition_notices` (`user_id`);--> statement-breakpoint
CREATE TABLE `product_editions` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`number` integer NOT NULL,
	`label` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`file_key` text NOT NULL,
	`file_name` text NOT NULL,
	`file_type` text NOT NULL,
	`file_size` integer NOT NULL,
	`chapters_key` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_editions_number_unique` ON `product_editions` (`product_id`,`number`);--> statement-breakpoint
CREATE INDEX `product_editions_file_idx` ON `product_editions` (`file_key`);--> statement-breakpoint
CREATE TABLE `update_opt_outs` (
	`user_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `purchases` ADD `downloaded_edition` integer;--> statement-breakpoint
INSERT INTO `product_editions` (`id`, `product_id`, `number`, `label`, `notes`, `file_key`, `file_name`, `file_type`, `file_size`, `created_at`)
  SELECT lower(hex(randomblob(16))), `id`, 1, '1', '', `file_key`, `file_name`, `file_type`, `file_size`, `created_at` FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `products_first_edition` AFTER INSERT ON `products` BEGIN
  INSERT INTO `product_editions` (`id`, `product_id`, `number`, `label`, `notes`, `file_key`, `file_name`, `file_type`, `file_size`, `created_at`)
    VALUES (lower(hex(randomblob(16))), NEW.`id`, 1, '1', '', NEW.`file_key`, NEW.`file_name`, NEW.`file_type`, NEW.`file_size`, NEW.`created_at`);
END;
