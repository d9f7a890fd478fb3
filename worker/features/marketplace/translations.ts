/**
 * A creator's translations of their listing: saved per language (typed, or a model's draft they reviewed), each with
 * the fingerprint of the original it was made from, and every saved translation analysed for search in its own
 * language (the product's translated_* columns, which the full-text index reads).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import type { TranslationSource } from "../../../schema/marketplace-enums";
import { productTranslations } from "../../../schema/marketplace-translations";
import type { PlatformLanguage } from "../../common/languages";
import { ApiError } from "../../http/errors";
import { listEditions } from "./edition-reads";
import { rememberWords, translatedColumns } from "./search-index";
import { originalLanguage, translationsOf } from "./translation-reads";

export interface TranslatedFields {
  title: string;
  description: string;
  tags: string[];
  whatYouLearn: string[];
  requirements: string[];
  editionNotes: Record<string, string>;
}

type OriginalFields = Pick<
  typeof products.$inferSelect,
  "title" | "description" | "tags" | "whatYouLearn" | "requirements"
>;

/** The fingerprint of what a translation translates: when it changes, the translation is out of date. */
export async function originalHash(product: OriginalFields): Promise<string> {
  const text = JSON.stringify([
    product.title,
    product.description,
    product.tags,
    product.whatYouLearn,
    product.requirements,
  ]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The creator's own product, or 404 / 403. */
async function ownProduct(db: Database, creatorId: string, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (product.creatorId !== creatorId)
    throw new ApiError(403, "forbidden", "Only the product's creator can translate it.");
  return product;
}

/** What the translations page shows its creator: the original, its editions, and each translation's state. */
export async function translationsAnswer(db: Database, creatorId: string, productId: number) {
  const product = await ownProduct(db, creatorId, productId);
  const [rows, editions, hash] = await Promise.all([
    translationsOf(db, productId),
    listEditions(db, productId),
    originalHash(product),
  ]);
  return {
    success: true as const,
    original: {
      language: originalLanguage(product.language),
      title: product.title,
      description: product.description,
      tags: product.tags,
      whatYouLearn: product.whatYouLearn,
      requirements: product.requirements,
      editions: editions.map((edition) => ({ number: edition.number, label: edition.label, notes: edition.notes })),
    },
    translations: rows.map((row) => ({
      language: row.language as PlatformLanguage,
      title: row.title,
      description: row.description,
      tags: row.tags,
      whatYouLearn: row.whatYouLearn,
      requirements: row.requirements,
      editionNotes: row.editionNotes,
      source: row.source,
      outOfDate: row.originalHash !== hash,
      updatedAt: row.updatedAt,
    })),
  };
}

/** Saves (adds or replaces) the translation into `language`; the original's own language is refused. */
export async function saveTranslation(
  db: Database,
  creatorId: string,
  productId: number,
  language: PlatformLanguage,
  fields: TranslatedFields,
  source: TranslationSource,
) {
  const product = await ownProduct(db, creatorId, productId);
  if (originalLanguage(product.language) === language)
    throw new ApiError(400, "invalid_input", "The listing is already written in this language.", {
      language: ["The listing is already written in this language."],
    });
  const row = {
    productId,
    language,
    ...fields,
    source,
    originalHash: await originalHash(product),
    updatedAt: Date.now(),
  };
  const others = (await translationsOf(db, productId)).filter((other) => other.language !== language);
  const columns = translatedColumns([...others, row]);
  await db.batch([
    db
      .insert(productTranslations)
      .values(row)
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.language], set: row }),
    db.update(products).set(columns).where(eq(products.id, productId)),
    rememberWords(db, [columns.translatedTitle, columns.translatedDescription, columns.translatedTags]),
  ]);
  return translationsAnswer(db, creatorId, productId);
}

/** Removes the translation into `language` (nothing to remove is not an error). */
export async function deleteTranslation(db: Database, creatorId: string, productId: number, language: string) {
  await ownProduct(db, creatorId, productId);
  const others = (await translationsOf(db, productId)).filter((other) => other.language !== language);
  await db.batch([
    db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, productId), eq(productTranslations.language, language))),
    db.update(products).set(translatedColumns(others)).where(eq(products.id, productId)),
  ]);
  return translationsAnswer(db, creatorId, productId);
}

/** The creator's product and what a model is asked to translate of it. */
export async function draftSource(db: Database, creatorId: string, productId: number) {
  const product = await ownProduct(db, creatorId, productId);
  const editions = await listEditions(db, productId);
  return {
    language: originalLanguage(product.language),
    fields: {
      title: product.title,
      description: product.description,
      tags: product.tags,
      whatYouLearn: product.whatYouLearn,
      requirements: product.requirements,
      editionNotes: Object.fromEntries(
        editions.filter((edition) => edition.notes).map((edition) => [String(edition.number), edition.notes]),
      ),
    } satisfies TranslatedFields,
  };
}
