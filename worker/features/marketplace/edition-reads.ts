import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { productEditions } from "../../../schema/marketplace-editions";

/** A product keeps at most this many editions (each a stored file of up to 25 MB). */
export const MAX_EDITIONS = 50;

/** The read of a product's editions, newest first, as its changelog shows them to everyone. */
export function editionsStatement(db: Database, productId: number) {
  return db
    .select({
      number: productEditions.number,
      label: productEditions.label,
      notes: productEditions.notes,
      fileType: productEditions.fileType,
      fileSize: productEditions.fileSize,
      hasChapters: sql<boolean>`${productEditions.chaptersKey} is not null`.mapWith(Boolean),
      createdAt: productEditions.createdAt,
    })
    .from(productEditions)
    .where(eq(productEditions.productId, productId))
    .orderBy(desc(productEditions.number))
    .limit(MAX_EDITIONS);
}

/** A product's editions, newest first. */
export async function listEditions(db: Database, productId: number) {
  return await editionsStatement(db, productId);
}

export type Edition = Awaited<ReturnType<typeof listEditions>>[number];
