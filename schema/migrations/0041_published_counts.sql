CREATE TABLE `published_counts` (
	`category` text PRIMARY KEY NOT NULL,
	`products` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `published_counts` (`category`, `products`)
  SELECT '', count(*) FROM products WHERE status = 'published'
  UNION ALL
  SELECT category, count(*) FROM products WHERE status = 'published' GROUP BY category;
--> statement-breakpoint
-- A product counts while it is published: listed, unpublished, published again, moved to another category, deleted.
CREATE TRIGGER `products_count_on_insert` AFTER INSERT ON `products` WHEN NEW.status = 'published' BEGIN
  INSERT INTO published_counts (category, products) VALUES ('', 1), (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET products = products + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_count_on_delete` AFTER DELETE ON `products` WHEN OLD.status = 'published' BEGIN
  UPDATE published_counts SET products = products - 1 WHERE category IN ('', OLD.category);
END;
--> statement-breakpoint
CREATE TRIGGER `products_count_on_update` AFTER UPDATE OF status, category ON `products`
WHEN OLD.status IS NOT NEW.status OR OLD.category IS NOT NEW.category BEGIN
  UPDATE published_counts SET products = products - 1
    WHERE OLD.status = 'published' AND category IN ('', OLD.category);
  INSERT INTO published_counts (category, products)
    SELECT name, 1 FROM (SELECT '' AS name UNION ALL SELECT NEW.category) WHERE NEW.status = 'published'
    ON CONFLICT (category) DO UPDATE SET products = products + 1;
END;
