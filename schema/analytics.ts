import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Page views counted per page per day (UTC), nothing about who viewed: a product page also names its product, so
 * creators can see their products' traffic and conversion.
 */
export const pageViews = sqliteTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    productId: integer("product_id"),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), index("page_views_product_idx").on(t.productId, t.day)],
);
