import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { discountCodes, products } from "../../../schema/marketplace";
import { MIN_PRICE_CENTS } from "../../common/money";
import { ApiError } from "../../http/errors";

/** A creator keeps at most this many codes, so the table and the list page stay bounded. */
export const MAX_CODES_PER_CREATOR = 200;

export interface NewDiscountCode {
  code: string;
  /** Null: every product of the creator. */
  productId: number | null;
  percentOff: number | null;
  amountOffCents: number | null;
  expiresAt: number | null;
  maxUses: number | null;
}

type DiscountCode = typeof discountCodes.$inferSelect;

/** What a code takes off a price: never below the smallest card charge, unless it makes the product free. */
export function discountedPrice(code: Pick<DiscountCode, "percentOff" | "amountOffCents">, priceCents: number) {
  const off = code.percentOff !== null ? Math.round((priceCents * code.percentOff) / 100) : (code.amountOffCents ?? 0);
  const price = Math.max(0, priceCents - off);
  const charged = price === 0 ? 0 : Math.min(priceCents, Math.max(price, MIN_PRICE_CENTS));
  return { priceCents: charged, discountCents: priceCents - charged };
}

/**
 * The code a buyer typed, checked for one product at the server: it must be the product's creator's, for this
 * product or all of theirs, not expired and not used up. Each refusal says which of these failed.
 */
export async function applyDiscountCode(
  db: Database,
  product: { id: number; creatorId: string; priceCents: number },
  typed: string,
  now = Date.now(),
) {
  const code = typed.trim().toUpperCase();
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.creatorId, product.creatorId), eq(discountCodes.code, code)))
    .limit(1);
  if (!row || (row.productId !== null && row.productId !== product.id)) {
    throw new ApiError(404, "discount_unknown", `There is no discount code "${code}" for this product.`);
  }
  if (row.expiresAt !== null && row.expiresAt <= now) {
    throw new ApiError(410, "discount_expired", `The discount code "${code}" has expired.`);
  }
  if (row.maxUses !== null && row.uses >= row.maxUses) {
    throw new ApiError(410, "discount_used_up", `The discount code "${code}" has been used up.`);
  }
  return { discountCodeId: row.id, code: row.code, ...discountedPrice(row, product.priceCents) };
}

/** The price of a published product with a code, before buying it. */
export async function previewDiscount(db: Database, productId: number, typed: string) {
  const [product] = await db
    .select({
      id: products.id,
      creatorId: products.creatorId,
      priceCents: products.priceCents,
      status: products.status,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (product?.status !== "published") {
    throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  }
  const { code, priceCents, discountCents } = await applyDiscountCode(db, product, typed);
  return { code, priceCents, discountCents };
}

export async function listDiscountCodes(db: Database, creatorId: string) {
  return db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      productId: discountCodes.productId,
      productTitle: products.title,
      percentOff: discountCodes.percentOff,
      amountOffCents: discountCodes.amountOffCents,
      expiresAt: discountCodes.expiresAt,
      maxUses: discountCodes.maxUses,
      uses: discountCodes.uses,
      createdAt: discountCodes.createdAt,
    })
    .from(discountCodes)
    .leftJoin(products, eq(products.id, discountCodes.productId))
    .where(eq(discountCodes.creatorId, creatorId))
    .orderBy(desc(discountCodes.createdAt))
    .limit(MAX_CODES_PER_CREATOR);
}

export async function createDiscountCode(db: Database, creatorId: string, input: NewDiscountCode) {
  if (input.productId !== null) {
    const [product] = await db
      .select({ creatorId: products.creatorId })
      .from(products)
      .where(eq(products.id, input.productId))
      .limit(1);
    if (product?.creatorId !== creatorId) {
      throw new ApiError(404, "not_found", "You have no such product.", {
        productId: ["Choose one of your products."],
      });
    }
  }
  const existing = await db.$count(discountCodes, eq(discountCodes.creatorId, creatorId));
  if (existing >= MAX_CODES_PER_CREATOR) {
    throw new ApiError(409, "conflict", `You have ${MAX_CODES_PER_CREATOR} codes; delete some before adding more.`);
  }
  const [created] = await db
    .insert(discountCodes)
    .values({ id: crypto.randomUUID(), creatorId, ...input, code: input.code.toUpperCase(), createdAt: Date.now() })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    throw new ApiError(409, "conflict", `You already have a code "${input.code.toUpperCase()}".`, {
      code: ["Choose another code."],
    });
  }
  return created;
}

export async function deleteDiscountCode(db: Database, creatorId: string, id: string) {
  const deleted = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.id, id), eq(discountCodes.creatorId, creatorId)))
    .returning({ id: discountCodes.id });
  if (deleted.length === 0) throw new ApiError(404, "not_found", "You have no such discount code.");
}
