CREATE TABLE `discount_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`creator_id` text NOT NULL,
	`code` text NOT NULL,
	`product_id` integer,
	`percent_off` integer,
	`amount_off_cents` integer,
	`expires_at` integer,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_creator_code_unique` ON `discount_codes` (`creator_id`,`code`);--> statement-breakpoint
DROP INDEX `creator_ledger_purchase_unique`;--> statement-breakpoint
DROP INDEX `creator_ledger_creator_idx`;--> statement-breakpoint
ALTER TABLE `creator_ledger` ADD `kind` text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE `creator_ledger` ADD `payout_id` text;--> statement-breakpoint
ALTER TABLE `creator_ledger` ADD `test_mode` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `creator_ledger_purchase_kind_unique` ON `creator_ledger` (`purchase_id`,`kind`);--> statement-breakpoint
CREATE INDEX `creator_ledger_creator_idx` ON `creator_ledger` (`creator_id`,`test_mode`);--> statement-breakpoint
ALTER TABLE `purchases` ADD `list_price_cents` integer;--> statement-breakpoint
ALTER TABLE `purchases` ADD `discount_code_id` text REFERENCES discount_codes(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `purchases` ADD `provider_payment_id` text;--> statement-breakpoint
ALTER TABLE `purchases` ADD `refunded_at` integer;--> statement-breakpoint
CREATE INDEX `purchases_payment_idx` ON `purchases` (`provider_payment_id`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_subscription_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_customer_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `current_period_end` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `subscriptions_provider_idx` ON `subscriptions` (`provider_subscription_id`);--> statement-breakpoint
-- Ledger rows carry their sale's mode, so test sales stay out of real earnings.
UPDATE `creator_ledger` SET `test_mode` = (SELECT `test_mode` FROM `purchases` WHERE `purchases`.`id` = `creator_ledger`.`purchase_id`)
  WHERE `purchase_id` IS NOT NULL;
--> statement-breakpoint
-- Sales rank and the bestseller mark count real sales only: a test-mode sale moves no money and ranks nothing.
-- A product is a bestseller from its 10th real sale; a refund or a dispute takes the sale back.
DROP TRIGGER `purchases_count_on_insert`;
--> statement-breakpoint
DROP TRIGGER `purchases_count_on_paid`;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_insert` AFTER INSERT ON `purchases` WHEN new.status = 'paid' AND new.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count + 1, bestseller = (purchase_count + 1 >= 10) WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_paid` AFTER UPDATE OF status ON `purchases`
  WHEN new.status = 'paid' AND old.status <> 'paid' AND new.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count + 1, bestseller = (purchase_count + 1 >= 10) WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_unpaid` AFTER UPDATE OF status ON `purchases`
  WHEN old.status = 'paid' AND new.status <> 'paid' AND old.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count - 1, bestseller = (purchase_count - 1 >= 10) WHERE id = new.product_id;
END;
--> statement-breakpoint
UPDATE `products` SET
  `purchase_count` = (SELECT count(*) FROM `purchases` WHERE `product_id` = `products`.`id` AND `status` = 'paid' AND `test_mode` = 0),
  `bestseller` = ((SELECT count(*) FROM `purchases` WHERE `product_id` = `products`.`id` AND `status` = 'paid' AND `test_mode` = 0) >= 10);
