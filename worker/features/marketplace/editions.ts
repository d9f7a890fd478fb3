import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { editionNotices, productEditions, updateOptOuts } from "../../../schema/marketplace-editions";
import { logActivity } from "../../activity/log";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { MAX_EDITIONS } from "./edition-reads";
import { checkProductFile } from "./files";
import { slugify } from "./shared/slugify";

export const MAX_EDITION_LABEL_CHARS = 40;
export const MAX_EDITION_NOTES_CHARS = 2000;

/** What a creator writes about an edition: its name and release notes. */
export const editionText = {
  label: z.string().trim().min(1, "Name the edition (for example 2 or 2.1).").max(MAX_EDITION_LABEL_CHARS),
  notes: z
    .string()
    .trim()
    .max(MAX_EDITION_NOTES_CHARS, `Keep the notes under ${MAX_EDITION_NOTES_CHARS} characters.`)
    .default(""),
};

/** A chapter of the Literary Studio work an edition was built from, kept to compare editions. */
export interface EditionChapter {
  id: string;
  title: string;
  body: string;
}

export interface NewEdition {
  label: string;
  notes: string;
  bytes: Uint8Array;
  /** The work's chapters, when the edition is built from a Literary Studio work. */
  chapters?: EditionChapter[];
}

/** The creator's own product: 404 for none, 403 for someone else's. */
async function ownProduct(db: Database, creatorId: string, productId: number) {
  const [product] = await db
    .select({ id: products.id, creatorId: products.creatorId, slug: products.slug, title: products.title })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (product.creatorId !== creatorId)
    throw new ApiError(403, "forbidden", "Only the product's creator can publish its editions.");
  return product;
}

async function newestEdition(db: Database, productId: number) {
  const [row] = await db
    .select({ number: sql<number>`coalesce(max(${productEditions.number}), 0)`, count: sql<number>`count(*)` })
    .from(productEditions)
    .where(eq(productEditions.productId, productId));
  return { number: Number(row?.number ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * Publishes a new edition of the creator's product: its file under a new key (earlier editions stay stored), the
 * product's file becomes it, and every paying buyer who has not opted out gets one e-mail about it, queued here
 * in the same batch (see edition-notices.ts for the sending). `origin` is where those e-mails' links point.
 */
export async function publishEdition(
  db: Database,
  env: Env,
  creatorId: string,
  productId: number,
  edition: NewEdition,
  origin: string,
) {
  const product = await ownProduct(db, creatorId, productId);
  const newest = await newestEdition(db, productId);
  if (newest.count >= MAX_EDITIONS) {
    throw new ApiError(429, "quota_exceeded", `A product keeps at most ${MAX_EDITIONS} editions.`);
  }
  const kind = checkProductFile(edition.bytes);
  const id = crypto.randomUUID();
  const number = newest.number + 1;
  const fileKey = `products/${crypto.randomUUID()}.${kind.extension}`;
  const chaptersKey = edition.chapters ? `editions/${id}.json` : null;
  const labelSlug = slugify(edition.label) || String(number);
  const file = {
    fileKey,
    fileName: `${product.slug}-${labelSlug}.${kind.extension}`,
    fileType: kind.type,
    fileSize: edition.bytes.byteLength,
  };
  await env.BUCKET.put(fileKey, edition.bytes, { httpMetadata: { contentType: kind.type } });
  if (chaptersKey) {
    await env.BUCKET.put(chaptersKey, JSON.stringify(edition.chapters), {
      httpMetadata: { contentType: "application/json" },
    });
  }
  const now = Date.now();
  try {
    await db.batch([
      db.insert(productEditions).values({
        id,
        productId,
        number,
        label: edition.label,
        notes: edition.notes,
        ...file,
        chaptersKey,
        createdAt: now,
      }),
      db
        .update(products)
        .set({ ...file, updatedAt: now })
        .where(eq(products.id, productId)),
      // One e-mail for each paying buyer who has not opted out (the columns in the table's order).
      db.insert(editionNotices).select(
        sql`SELECT lower(hex(randomblob(16))), ${id}, ${purchases.buyerId}, 'pending', 0, ${origin}, ${now}, NULL
          FROM ${purchases}
          WHERE ${purchases.productId} = ${productId} AND ${purchases.status} = 'paid'
            AND NOT EXISTS (SELECT 1 FROM ${updateOptOuts} WHERE ${updateOptOuts.userId} = ${purchases.buyerId}
              AND ${updateOptOuts.productId} IN (${productId}, 0))`,
      ),
    ]);
  } catch (error) {
    await env.BUCKET.delete([fileKey, ...(chaptersKey ? [chaptersKey] : [])]);
    if (String(error).includes("UNIQUE")) {
      throw new ApiError(409, "conflict", "Another edition of this product was published at the same time. Try again.");
    }
    throw error;
  }
  await logActivity(db, {
    userId: creatorId,
    kind: "product_listed",
    subject: `${product.title} (${edition.label})`,
    link: "/my-products",
  });
  return { id, number, label: edition.label, notes: edition.notes, createdAt: now, ...file };
}

/** Keeps the chapters a work-backed product's first edition was built from (the edition the listing wrote). */
export async function keepFirstEditionChapters(db: Database, env: Env, productId: number, chapters: EditionChapter[]) {
  const first = await findEdition(db, productId, 1);
  const chaptersKey = `editions/${first.id}.json`;
  await env.BUCKET.put(chaptersKey, JSON.stringify(chapters), { httpMetadata: { contentType: "application/json" } });
  await db.update(productEditions).set({ chaptersKey }).where(eq(productEditions.id, first.id));
}

/** One edition of a product by its number (the newest without one); 404 when it has no such edition. */
export async function findEdition(db: Database, productId: number, number?: number) {
  const [row] = await db
    .select()
    .from(productEditions)
    .where(
      number === undefined
        ? eq(productEditions.productId, productId)
        : and(eq(productEditions.productId, productId), eq(productEditions.number, number)),
    )
    .orderBy(desc(productEditions.number))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "This product has no such edition.");
  return row;
}

/** Remembers the newest edition a buyer downloaded, so their purchases can mark a newer one. */
export function markDownloaded(db: Database, purchaseId: string, number: number) {
  return db
    .update(purchases)
    .set({ downloadedEdition: sql`max(coalesce(${purchases.downloadedEdition}, 0), ${number})` })
    .where(eq(purchases.id, purchaseId));
}
