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
