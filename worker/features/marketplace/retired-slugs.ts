import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { retiredProductSlugs } from "../../../schema/marketplace";

/** Keeps the slug a product gives up, so that its old URLs lead to it; the last product to give a slug up owns it. */
export function retireSlug(db: Database, slug: string, productId: number) {
  return db
    .insert(retiredProductSlugs)
    .values({ slug, productId })
    .onConflictDoUpdate({ target: retiredProductSlugs.slug, set: { productId } });
}

/** The id of the product that gave `slug` up, if one did. */
export async function retiredSlugOwner(db: Database, slug: string): Promise<number | null> {
  const [row] = await db
    .select({ productId: retiredProductSlugs.productId })
    .from(retiredProductSlugs)
    .where(eq(retiredProductSlugs.slug, slug))
    .limit(1);
  return row?.productId ?? null;
}
