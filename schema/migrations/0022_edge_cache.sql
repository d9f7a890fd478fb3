CREATE TABLE `cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `cache_versions` (`scope`, `version`) VALUES ('catalogue', 0), ('pricing', 0);
--> statement-breakpoint
-- Anything that changes what anonymous catalogue reads answer: a product (its fields, counts and ratings, which the
-- purchase and review triggers keep) or a review (its text and the creator's reply).
CREATE TRIGGER `products_cache_on_insert` AFTER INSERT ON `products` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `products_cache_on_update` AFTER UPDATE ON `products` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `products_cache_on_delete` AFTER DELETE ON `products` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_on_insert` AFTER INSERT ON `product_reviews` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_on_update` AFTER UPDATE ON `product_reviews` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_on_delete` AFTER DELETE ON `product_reviews` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
-- Members and creators are counted in the marketplace's stats.
CREATE TRIGGER `users_cache_on_insert` AFTER INSERT ON `users` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
CREATE TRIGGER `rates_cache_on_insert` AFTER INSERT ON `currency_rates` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'pricing';
END;
--> statement-breakpoint
CREATE TRIGGER `rates_cache_on_update` AFTER UPDATE ON `currency_rates` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'pricing';
END;
--> statement-breakpoint
CREATE TRIGGER `users_cache_on_deleted` AFTER UPDATE OF `deleted_at` ON `users` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
--> statement-breakpoint
-- Reviews show their reviewer's chosen name and picture.
CREATE TRIGGER `users_cache_on_profile` AFTER UPDATE OF `name`, `avatar_key` ON `users` BEGIN
  UPDATE cache_versions SET version = version + 1 WHERE scope = 'catalogue';
END;
