import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { discountCodes, products, purchases } from "../../../schema/marketplace";
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
  if (row.maxUses !== null && row.uses >= row.maxUses) throw usedUp(row.code);
  return { discountCodeId: row.id, code: row.code, ...discountedPrice(row, product.priceCents) };
}

/**
 * How long a checkout holds a use of its code when nothing gives it back sooner: Stripe's payment page closes after
 * 30 minutes and its expiry event gives the use back; this bound covers an event that never comes.
 */
export const CODE_HOLD_MS = 2 * 60 * 60 * 1000;

export const usedUp = (code: string) =>
  new ApiError(410, "discount_used_up", `The discount code "${code}" has been used up.`);

/**
 * Takes one use of a code for a pending purchase and sets its discounted price, in one conditional write: it
 * succeeds only while the code's paid uses and the other checkouts holding it leave a use free, so however many
 * buyers race for a single-use code, one gets it. False when the code is used up.
 */
export async function holdDiscountCode(
  db: Database,
  purchaseId: string,
  discount: { discountCodeId: string; priceCents: number },
  listPriceCents: number,
  now = Date.now(),
) {
  const codeId = discount.discountCodeId;
  const held = await db
    .update(purchases)
    .set({ priceCents: discount.priceCents, listPriceCents, discountCodeId: codeId, codeHeldUntil: now + CODE_HOLD_MS })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, "pending"),
        sql`exists (select 1 from ${discountCodes} where ${discountCodes.id} = ${codeId} and (${discountCodes.maxUses} is null
          or ${discountCodes.uses} + (select count(*) from purchases as held where held.discount_code_id = ${codeId}
            and held.status = 'pending' and held.code_held_until > ${now} and held.id <> ${purchaseId}) < ${discountCodes.maxUses}))`,
      ),
    )
    .returning({ id: purchases.id });
  return held.length > 0;
}

/** Gives back the code use a pending purchase holds: its checkout failed, closed or expired. */
export function releaseDiscountCode(db: Database, purchaseId: string) {
  return db
    .update(purchases)
    .set({ codeHeldUntil: null })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, "pending")));
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
