import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./auth";
import { campaigns } from "./marketing";
import {
  CHECKOUT_PROVIDERS,
  DIFFICULTIES,
  LEDGER_KINDS,
  PRODUCT_CATEGORIES,
  PURCHASE_STATUSES,
} from "./marketplace-enums";

export { DIFFICULTIES, PRODUCT_CATEGORIES, type ProductCategory } from "./marketplace-enums";

/** A column in descending order, for an index that serves a descending sort. */
const desc = (column: AnySQLiteColumn) => sql`${column} desc`;

export const PRODUCT_STATUSES = ["published", "unpublished"] as const;
export {
  CHECKOUT_PROVIDERS,
  LEDGER_KINDS,
  type LedgerKind,
  PURCHASE_STATUSES,
  type PurchaseStatus,
} from "./marketplace-enums";

/**
 * Products on sale. `purchase_count` and the rating columns are never written by the application: triggers keep
 * them equal to the paid purchases and the reviews (see the migration), so listings can sort by them cheaply.
 */
export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    author: text("author").notNull(),
    authorBio: text("author_bio").notNull().default(""),
    description: text("description").notNull(),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    bestseller: integer("bestseller", { mode: "boolean" }).notNull().default(false),
    previewContent: text("preview_content").notNull().default(""),
    whatYouLearn: text("what_you_learn", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    requirements: text("requirements", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    estimatedTime: text("estimated_time").notNull().default(""),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull().default("Beginner"),
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    /** The uploaded cover in R2 (`covers/<uuid>.<ext>`) and its pixel size; without one the cover is generated. */
    coverKey: text("cover_key"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("published"),
    purchaseCount: integer("purchase_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    ratingAvg: real("rating_avg"),
    /** The quote a card shows (its best recent review of a sentence or more), kept by the review triggers. */
    testimonial: text("testimonial"),
    /** The language detected in the title and description ("und": not told). */
    language: text("language").notNull().default("und"),
    /** What `products_fts` indexes: the analysis of worker/text/search-terms.ts and its version (migration 0047). */
    searchTitle: text("search_title").notNull().default(""),
    searchDescription: text("search_description").notNull().default(""),
    searchTags: text("search_tags").notNull().default(""),
    searchVersion: integer("search_version").notNull().default(0),
    /** The same analysis of the listing's saved translations (product_translations), each in its own language. */
    translatedTitle: text("translated_title").notNull().default(""),
    translatedDescription: text("translated_description").notNull().default(""),
    translatedTags: text("translated_tags").notNull().default(""),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_search_version_idx").on(t.searchVersion),
    index("products_creator_idx").on(t.creatorId),
    // One index per listing order, its columns in the order's own directions (a descending sort with the id as an
    // ascending tie-break), so a page is read from the index in order and the read stops at the page's end.
    index("products_featured_order_idx").on(
      ...[t.status, desc(t.featured), desc(t.bestseller), desc(t.purchaseCount), t.id],
    ),
    index("products_popular_order_idx").on(t.status, desc(t.purchaseCount), t.id),
    index("products_rating_order_idx").on(t.status, desc(t.ratingAvg), desc(t.ratingCount), t.id),
    index("products_price_idx").on(t.status, t.priceCents, t.id),
    index("products_price_high_idx").on(t.status, desc(t.priceCents), t.id),
    index("products_category_featured_order_idx").on(
      ...[t.status, t.category, desc(t.featured), desc(t.bestseller), desc(t.purchaseCount), t.id],
    ),
    index("products_category_price_idx").on(t.status, t.category, t.priceCents, t.id),
    index("products_category_price_high_idx").on(t.status, t.category, desc(t.priceCents), t.id),
    index("products_category_popular_order_idx").on(t.status, t.category, desc(t.purchaseCount), t.id),
    index("products_category_rating_order_idx").on(t.status, t.category, desc(t.ratingAvg), desc(t.ratingCount), t.id),
  ],
);

/**
 * Slugs a product has given up (on a new title, or when slugs became ASCII): their URLs answer 301 to the product's
 * current one. A product that takes a slug later owns it; a retired slug only answers where no product has it.
 */
export const retiredProductSlugs = sqliteTable(
  "retired_product_slugs",
  {
    slug: text("slug").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [index("retired_product_slugs_product_idx").on(t.productId)],
);

export const purchases = sqliteTable(
  "purchases",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the buyer pays (or paid): the listing's price less any discount. */
    priceCents: integer("price_cents").notNull(),
    /** The listing's price when the purchase was made, before any discount code. */
    listPriceCents: integer("list_price_cents"),
    discountCodeId: text("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    /**
     * Until when this pending purchase holds one use of its discount code: the code's open holds and its paid uses
     * together never exceed `max_uses`. Null once the checkout is given up or the purchase is paid.
     */
    codeHeldUntil: integer("code_held_until"),
    /** Set when the provider reported a payment unlike the one asked (amount, currency): held for an operator. */
    paymentReview: text("payment_review"),
    status: text("status", { enum: PURCHASE_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: CHECKOUT_PROVIDERS }).notNull(),
    /** True for orders paid through the built-in test-mode provider: no money moved. */
    testMode: integer("test_mode", { mode: "boolean" }).notNull(),
    providerSessionId: text("provider_session_id"),
    /** The provider's payment (a Stripe PaymentIntent id), which refunds and disputes refer to. */
    providerPaymentId: text("provider_payment_id"),
    /** The buyer's country as Cloudflare saw it (ISO 3166-1 alpha-2), for sales by market; null locally. */
    country: text("country"),
    /** The campaign of the product's creator whose link brought the buyer, if one did. */
    campaignId: text("campaign_id").references(() => campaigns.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull(),
    paidAt: integer("paid_at"),
    refundedAt: integer("refunded_at"),
    /** The number of the newest edition the buyer downloaded; null until their first download. */
    downloadedEdition: integer("downloaded_edition"),
  },
  (t) => [
    uniqueIndex("purchases_buyer_product_unique").on(t.buyerId, t.productId),
    index("purchases_product_idx").on(t.productId, t.status),
    index("purchases_payment_idx").on(t.providerPaymentId),
    index("purchases_campaign_idx").on(t.campaignId),
    index("purchases_discount_idx").on(t.discountCodeId, t.status),
  ],
);

/**
 * Money owed to creators, in integer cents: a credit of the creator's 80% share per paid sale, and a debit for each
 * refund, dispute hold and payout (a won dispute's release credits it back). The sum of a creator's rows is what the
 * platform owes them; test-mode rows are kept apart by `test_mode`.
 */
export const creatorLedger = sqliteTable(
  "creator_ledger",
  {
    id: text("id").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull().default("sale"),
    purchaseId: text("purchase_id"),
    payoutId: text("payout_id"),
    amountCents: integer("amount_cents").notNull(),
    testMode: integer("test_mode", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [
    index("creator_ledger_creator_idx").on(t.creatorId, t.testMode),
    uniqueIndex("creator_ledger_purchase_kind_unique").on(t.purchaseId, t.kind),
  ],
);

/**
 * A creator's discount code: a percentage or a fixed amount off one of their products, or all. `uses` counts paid
 * purchases that used it; with the checkouts holding it (`purchases.code_held_until`), never more than `max_uses`.
 */
export const discountCodes = sqliteTable(
  "discount_codes",
  {
    id: text("id").primaryKey(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stored in capitals; buyers may type it in any case. */
    code: text("code").notNull(),
    /** Null: every product of the creator. */
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    expiresAt: integer("expires_at"),
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [uniqueIndex("discount_codes_creator_code_unique").on(t.creatorId, t.code)],
);

export const productReviews = sqliteTable(
  "product_reviews",
  {
    id: text("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull().default(""),
    createdAt: integer("created_at").notNull(),
    /** Set when the buyer changes their review. */
    updatedAt: integer("updated_at"),
    /** The product's creator may answer each review once. */
    replyBody: text("reply_body"),
    repliedAt: integer("replied_at"),
  },
  (t) => [
    uniqueIndex("product_reviews_user_product_unique").on(t.userId, t.productId),
    index("product_reviews_product_idx").on(t.productId, t.createdAt),
  ],
);

/** Product pages a signed-in user opened: one row per user and product, the latest time kept. */
export const productViews = sqliteTable(
  "product_views",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    viewedAt: integer("viewed_at").notNull(),
  },
  (t) => [uniqueIndex("product_views_user_product_unique").on(t.userId, t.productId)],
);
