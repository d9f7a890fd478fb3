ALTER TABLE `purchases` ADD `code_held_until` integer;--> statement-breakpoint
CREATE INDEX `purchases_discount_idx` ON `purchases` (`discount_code_id`,`status`);