/**
 * The marketplace's categories, stored by these English names and shown in the reader's language (the common
 * catalog's `categories.<key>`, keyed by CATEGORY_KEYS).
 */
export const PRODUCT_CATEGORIES = ["Health & Recovery", "Business & Entrepreneurship", "Finance"] as const;
export const SORTS = ["featured", "popular", "rating", "price-low", "price-high"] as const;
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Each category's key in the catalogs. */
export const CATEGORY_KEYS: Record<ProductCategory, "health" | "business" | "finance"> = {
  "Health & Recovery": "health",
  "Business & Entrepreneurship": "business",
  Finance: "finance",
};

/** Names of categories merged into the ones above (migration 0037): old links and clients still use them. */
export const MERGED_CATEGORY_NAMES = ["Healthcare", "Business"] as const;
export const MERGED_CATEGORIES: Record<(typeof MERGED_CATEGORY_NAMES)[number], ProductCategory> = {
  Healthcare: "Health & Recovery",
  Business: "Business & Entrepreneurship",
};

/** The category a name stands for, a merged one included; null for a name that is none. */
export function categoryNamed(name: string | null | undefined): ProductCategory | null {
  if (!name) return null;
  if ((PRODUCT_CATEGORIES as readonly string[]).includes(name)) return name as ProductCategory;
  return MERGED_CATEGORIES[name as keyof typeof MERGED_CATEGORIES] ?? null;
}
export type Sort = (typeof SORTS)[number];

/** A purchase waits for payment, is paid (downloadable), was refunded, or is held while its payment is disputed. */
export const PURCHASE_STATUSES = ["pending", "paid", "refunded", "disputed"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const CHECKOUT_PROVIDERS = ["test", "stripe"] as const;
/** A price shown with tax included (the custom in most of the world) or with tax added at checkout (the US, Canada). */
export const TAX_BEHAVIORS = ["inclusive", "exclusive"] as const;
export type TaxBehavior = (typeof TAX_BEHAVIORS)[number];
/** What a creator-ledger row records: a sale's share, its refund, a dispute's hold and release, a payout. */
export const LEDGER_KINDS = ["sale", "refund", "dispute_hold", "dispute_release", "payout"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYOUT_ACCOUNT_STATUSES = ["onboarding", "active"] as const;
export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;

/** How far into a marketplace listing one can page (page × page size); past it a search or a category narrows it. */
export const MAX_BROWSABLE = 2400;

/** A buyer's e-mail about a new edition: waiting, sent, not sent (they opted out), or given up after retries. */
export const EDITION_NOTICE_STATUSES = ["pending", "sent", "skipped", "failed"] as const;

/** Who wrote a listing's translation: its creator, or a model whose draft the creator reviewed and saved. */
export const TRANSLATION_SOURCES = ["creator", "ai-reviewed"] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];
