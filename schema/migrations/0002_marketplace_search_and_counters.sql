-- Full-text search over products (title, description, tags), kept in sync by triggers.
CREATE VIRTUAL TABLE `products_fts` USING fts5(title, description, tags, content='products', content_rowid='id', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_insert` AFTER INSERT ON `products` BEGIN
  INSERT INTO products_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, new.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_delete` AFTER DELETE ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id, old.title, old.description, old.tags);
END;
--> statement-breakpoint
CREATE TRIGGER `products_fts_after_update` AFTER UPDATE OF title, description, tags ON `products` BEGIN
  INSERT INTO products_fts(products_fts, rowid, title, description, tags) VALUES ('delete', old.id, old.title, old.description, old.tags);
  INSERT INTO products_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, new.tags);
END;
--> statement-breakpoint
-- Purchases shown on cards are the paid purchases, counted by triggers rather than typed in.
CREATE TRIGGER `purchases_count_on_insert` AFTER INSERT ON `purchases` WHEN new.status = 'paid' BEGIN
  UPDATE products SET purchase_count = purchase_count + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_paid` AFTER UPDATE OF status ON `purchases` WHEN new.status = 'paid' AND old.status <> 'paid' BEGIN
  UPDATE products SET purchase_count = purchase_count + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
-- Ratings are the reviews' average, maintained the same way.
CREATE TRIGGER `reviews_rating_on_insert` AFTER INSERT ON `product_reviews` BEGIN
  UPDATE products SET rating_sum = rating_sum + new.rating, rating_count = rating_count + 1,
    rating_avg = CAST(rating_sum + new.rating AS REAL) / (rating_count + 1) WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_on_update` AFTER UPDATE OF rating ON `product_reviews` BEGIN
  UPDATE products SET rating_sum = rating_sum - old.rating + new.rating,
    rating_avg = CAST(rating_sum - old.rating + new.rating AS REAL) / rating_count WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_on_delete` AFTER DELETE ON `product_reviews` BEGIN
  UPDATE products SET rating_sum = rating_sum - old.rating, rating_count = rating_count - 1,
    rating_avg = CASE WHEN rating_count - 1 > 0 THEN CAST(rating_sum - old.rating AS REAL) / (rating_count - 1) END
    WHERE id = old.product_id;
END;
