import { z } from "zod";
import { categoryNamed, MERGED_CATEGORY_NAMES, PRODUCT_CATEGORIES } from "../../../schema/marketplace-enums";

/** How long a visitor's catalogue read is served from the edge cache when nothing behind it changes. */
export const CATALOGUE_TTL = 60;

/** A category by its name; a name merged into another (Healthcare, Business) is read as the one it became. */
export const categoryInput = z
  .enum([...PRODUCT_CATEGORIES, ...MERGED_CATEGORY_NAMES])
  .transform((name) => categoryNamed(name)!);

export const numericId = z.object({ id: z.coerce.number().int().positive() });
export const purchaseParam = z.object({ purchaseId: z.string().uuid("Unknown purchase.") });

/** A discount code as a buyer types it and a creator names it. */
export const codeText = z
  .string()
  .trim()
  .min(3, "Use 3 to 32 letters, digits, - or _.")
  .max(32, "Use 3 to 32 letters, digits, - or _.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use 3 to 32 letters, digits, - or _.");

/** Discount codes are guessable words, so trying them (to preview or to buy) is bounded per address and account. */
export const DISCOUNT_TRIES = {
  name: "discount-code",
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: "Too many discount codes tried. Please wait a few minutes.",
};
