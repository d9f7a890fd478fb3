-- One taxonomy: "Healthcare" is merged into "Health & Recovery" and "Business" into "Business & Entrepreneurship"
-- (schema/marketplace-enums.ts). Links and clients that still name the old ones are read as the merged ones.
UPDATE `products` SET `category` = 'Health & Recovery' WHERE `category` = 'Healthcare';
--> statement-breakpoint
UPDATE `products` SET `category` = 'Business & Entrepreneurship' WHERE `category` = 'Business';
