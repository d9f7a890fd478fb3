import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";

/** Real (not test-mode) paid sales of the creator's own products that are like a template. */
export interface ComparableSales {
  products: number;
  sales: number;
  grossCents: number;
}

export interface TemplateLike {
  id: string;
  keywords: readonly string[];
  /** For a template made from one of the creator's works: the product it was listed as. */
  productId?: number | null;
}

/**
 * What the platform can say about a template's earning power: the real sales of the creator's products that match
 * it (the work's own listing, or products whose title or tags contain one of its keywords). Null when none match:
 * no estimate rather than an invented one.
 */
export async function comparableSales(db: Database, creatorId: string, templates: TemplateLike[]) {
  const own = await db
    .select({
      id: products.id,
      title: products.title,
      tags: products.tags,
      sales: sql<number>`count(${purchases.id})`,
      grossCents: sql<number>`coalesce(sum(${purchases.priceCents}), 0)`,
    })
    .from(products)
    .leftJoin(
      purchases,
      and(eq(purchases.productId, products.id), eq(purchases.status, "paid"), eq(purchases.testMode, false)),
    )
    .where(eq(products.creatorId, creatorId))
    .groupBy(products.id);
  const result = new Map<string, ComparableSales | null>();
  for (const template of templates) {
    const keywords = template.keywords.map((keyword) => keyword.toLowerCase());
    const matching = own.filter((product) =>
      template.productId
        ? product.id === template.productId
        : keywords.some((keyword) =>
            [product.title, ...product.tags].some((text) => text.toLowerCase().includes(keyword)),
          ),
    );
    result.set(
      template.id,
      matching.length === 0
        ? null
        : {
            products: matching.length,
            sales: matching.reduce((sum, p) => sum + p.sales, 0),
            grossCents: matching.reduce((sum, p) => sum + p.grossCents, 0),
          },
    );
  }
  return result;
}
