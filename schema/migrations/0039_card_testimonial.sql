ALTER TABLE `products` ADD `testimonial` text;--> statement-breakpoint
-- The card's quote, chosen as the listing's per-row subquery chose it, now when a review changes instead of on every
-- read: the newest of the best-rated reviews of four or five stars with at least 30 characters.
CREATE TRIGGER `reviews_testimonial_on_insert` AFTER INSERT ON `product_reviews` BEGIN
  UPDATE products SET testimonial = (
    SELECT r.body FROM product_reviews r
    WHERE r.product_id = NEW.product_id AND r.rating >= 4 AND length(r.body) >= 30
    ORDER BY r.rating DESC, r.created_at DESC LIMIT 1
  ) WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_testimonial_on_update` AFTER UPDATE OF rating, body, created_at, product_id ON `product_reviews` BEGIN
  UPDATE products SET testimonial = (
    SELECT r.body FROM product_reviews r
    WHERE r.product_id = products.id AND r.rating >= 4 AND length(r.body) >= 30
    ORDER BY r.rating DESC, r.created_at DESC LIMIT 1
  ) WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_testimonial_on_delete` AFTER DELETE ON `product_reviews` BEGIN
  UPDATE products SET testimonial = (
    SELECT r.body FROM product_reviews r
    WHERE r.product_id = OLD.product_id AND r.rating >= 4 AND length(r.body) >= 30
    ORDER BY r.rating DESC, r.created_at DESC LIMIT 1
  ) WHERE id = OLD.product_id;
END;
--> statement-breakpoint
UPDATE products SET testimonial = (
  SELECT r.body FROM product_reviews r
  WHERE r.product_id = products.id AND r.rating >= 4 AND length(r.body) >= 30
  ORDER BY r.rating DESC, r.created_at DESC LIMIT 1
);
