CREATE TABLE `product_translations` (
	`product_id` integer NOT NULL,
	`language` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`what_you_learn` text DEFAULT '[]' NOT NULL,
	`requirements` text DEFAULT '[]' NOT NULL,
	`edition_notes` text DEFAULT '{}' NOT NULL,
	`source` text NOT NULL,
	`original_hash` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`product_id`, `language`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_translations_language_idx` ON `product_translations` (`language`,`product_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `translated_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `translated_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `translated_tags` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The full-text index also reads a listing's saved translations, each analysed in its own language, which the
-- application writes into the translated_* columns with the translation.
DROP TRIGGER `products_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `products_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `products_fts_after_update`;
--> statement-breakpoint
DROP VIEW `products_search`;
--> statement-breakpoint
CREATE VIEW `products_search` AS SELECT `id`,
  CASE WHEN `search_version` > 0 THEN `search_title` ELSE `title` END || ' ' || `translated_title` AS `title`,
  CASE WHEN `search_version` > 0 THEN `search_description` ELSE `description` END || ' ' || `translated_description` AS `description`,
  CASE WHEN `search_version` > 0 THEN `search_tags` ELSE `tags` END || ' ' || `translated_tags` AS `tags`
FROM `products`;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, title, description, tags) SELECT id, title, description, tags FROM products_search WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id,
    CASE WHEN old.search_version > 0 THEN old.search_title ELSE old.title END || ' ' || old.translated_title,
    CASE WHEN old.search_version > 0 THEN old.search_description ELSE old.description END || ' ' || old.translated_description,
    CASE WHEN old.search_version > 0 THEN old.search_tags ELSE old.tags END || ' ' || old.translated_tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags, search_title, search_description, search_tags, search_version, translated_title, translated_description, translated_tags ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id,
    CASE WHEN old.search_version > 0 THEN old.search_title ELSE old.title END || ' ' || old.translated_title,
    CASE WHEN old.search_version > 0 THEN old.search_description ELSE old.description END || ' ' || old.translated_description,
    CASE WHEN old.search_version > 0 THEN old.search_tags ELSE old.tags END || ' ' || old.translated_tags);
  INSERT INTO products_fts(rowid, title, description, tags) SELECT id, title, description, tags FROM products_search WHERE id = new.id;
END;
--> statement-breakpoint
INSERT INTO products_fts(products_fts) VALUES ('rebuild');
