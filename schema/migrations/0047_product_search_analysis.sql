CREATE TABLE `search_words` (
	`word` text PRIMARY KEY NOT NULL,
	`head` text NOT NULL,
	`tail` text NOT NULL,
	`length` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `search_words_head_idx` ON `search_words` (`head`,`length`);--> statement-breakpoint
CREATE INDEX `search_words_tail_idx` ON `search_words` (`tail`,`length`);--> statement-breakpoint
ALTER TABLE `products` ADD `language` text DEFAULT 'und' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_tags` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `search_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `products_search_version_idx` ON `products` (`search_version`);--> statement-breakpoint
-- The full-text index reads, for each product, the analysed columns the application writes (worker/text/search-terms.ts:
-- words split as each script writes them, folded, with their stems), or its raw text while it has not been analysed
-- (search_version 0: written before this migration, or by SQL in a seed or script) until the minute job analyses it.
-- The view says which, so the triggers, 'rebuild' and 'integrity-check' all read the same text.
DROP TRIGGER `products_fts_after_insert`;
--> statement-breakpoint
DROP TRIGGER `products_fts_after_delete`;
--> statement-breakpoint
DROP TRIGGER `products_fts_after_update`;
--> statement-breakpoint
DROP TABLE `products_fts`;
--> statement-breakpoint
CREATE VIEW `products_search` AS SELECT `id`,
  CASE WHEN `search_version` > 0 THEN `search_title` ELSE `title` END AS `title`,
  CASE WHEN `search_version` > 0 THEN `search_description` ELSE `description` END AS `description`,
  CASE WHEN `search_version` > 0 THEN `search_tags` ELSE `tags` END AS `tags`
FROM `products`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `products_fts` USING fts5(title, description, tags, content='products_search', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, title, description, tags) SELECT id, title, description, tags FROM products_search WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id,
    CASE WHEN old.search_version > 0 THEN old.search_title ELSE old.title END,
    CASE WHEN old.search_version > 0 THEN old.search_description ELSE old.description END,
    CASE WHEN old.search_version > 0 THEN old.search_tags ELSE old.tags END);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags, search_title, search_description, search_tags, search_version ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id,
    CASE WHEN old.search_version > 0 THEN old.search_title ELSE old.title END,
    CASE WHEN old.search_version > 0 THEN old.search_description ELSE old.description END,
    CASE WHEN old.search_version > 0 THEN old.search_tags ELSE old.tags END);
  INSERT INTO products_fts(rowid, title, description, tags) SELECT id, title, description, tags FROM products_search WHERE id = new.id;
END;
--> statement-breakpoint
INSERT INTO products_fts(products_fts) VALUES ('rebuild');
