/** The marketplace's fixed value lists, free of table code so the web app can import them too. */
export const PRODUCT_CATEGORIES = [
  "Health & Recovery",
  "Business & Entrepreneurship",
  "Healthcare",
  "Business",
  "Finance",
] as const;
export const SORTS = ["featured", "popular", "rating", "price-low", "price-high"] as const;
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type Sort = (typeof SORTS)[number];

/** A purchase waits for payment, is paid (downloadable), was refunded, or is held while its payment is disputed. */
export const PURCHASE_STATUSES = ["pending", "paid", "refunded", "disputed"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const CHECKOUT_PROVIDERS = ["test", "stripe"] as const;
/** What a creator-ledger row records: a sale's share, its refund, a dispute's hold and release, a payout. */
export const LEDGER_KINDS = ["sale", "refund", "dispute_hold", "dispute_release", "payout"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYOUT_ACCOUNT_STATUSES = ["onboarding", "active"] as const;
export const PAYOUT_STATUSES = ["pending", "paid", "failed"] as const;

/** How far into a marketplace listing one can page (page × page size); past it a search or a category narrows it. */
export const MAX_BROWSABLE = 2400;
