-- The bestseller mark becomes a sales rank over a window (refreshBestsellers, run daily): the triggers keep
-- counting real sales but no longer set the mark from a lifetime total.
DROP TRIGGER `purchases_count_on_insert`;
--> statement-breakpoint
DROP TRIGGER `purchases_count_on_paid`;
--> statement-breakpoint
DROP TRIGGER `purchases_count_on_unpaid`;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_insert` AFTER INSERT ON `purchases` WHEN new.status = 'paid' AND new.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_paid` AFTER UPDATE OF status ON `purchases`
  WHEN new.status = 'paid' AND old.status <> 'paid' AND new.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count + 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `purchases_count_on_unpaid` AFTER UPDATE OF status ON `purchases`
  WHEN old.status = 'paid' AND new.status <> 'paid' AND old.test_mode = 0 BEGIN
  UPDATE products SET purchase_count = purchase_count - 1 WHERE id = new.product_id;
END;
--> statement-breakpoint
-- Until the first daily run, nobody holds the mark: it is earned by the rank, not carried over.
UPDATE `products` SET `bestseller` = 0;
