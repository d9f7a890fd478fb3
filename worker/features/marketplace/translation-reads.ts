/**
 * A listing as a buyer reads it in their language: the creator's saved translation over the original's words, where
 * there is one. Cards, searches, the product page and its edge-rendered HTML all read through here.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import { productTranslations } from "../../../schema/marketplace-translations";
import { PLATFORM_LANGUAGES, type PlatformLanguage } from "../../common/languages";
import { CARD_DESCRIPTION_CHARS, truncate } from "../../common/marketplace-browse";
import type { Card, Item } from "./catalog";
import type { Edition } from "./edition-reads";

export type TranslationRow = typeof productTranslations.$inferSelect;

/** The language a product was written in, when it is one of the platform's (else the page says nothing of it). */
export function originalLanguage(detected: string): PlatformLanguage | null {
  return (PLATFORM_LANGUAGES as readonly string[]).includes(detected) ? (detected as PlatformLanguage) : null;
}

/** The translations into `language` of these products, by product id. */
export async function translationsInto(
  db: Database,
  productIds: number[],
  language: string | undefined,
): Promise<Map<number, TranslationRow>> {
  if (!language || productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productTranslations)
    .where(and(eq(productTranslations.language, language), inArray(productTranslations.productId, productIds)));
  return new Map(rows.map((row) => [row.productId, row]));
}

/** Every translation of a creator's listings, for their account export. */
export function translationsByCreator(db: Database, creatorId: string) {
  return db
    .select({ translation: productTranslations })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.productId))
    .where(eq(products.creatorId, creatorId))
    .then((rows) => rows.map((row) => row.translation));
}

/** Every saved translation of one product (at most one per platform language). */
export function translationsOf(db: Database, productId: number) {
  return db.select().from(productTranslations).where(eq(productTranslations.productId, productId));
}

/** A card in its translation's words. */
export function translatedCard(card: Card, translation: TranslationRow | undefined): Card {
  if (!translation) return card;
  return {
    ...card,
    title: translation.title,
    description: truncate(translation.description, CARD_DESCRIPTION_CHARS),
    tags: translation.tags.length ? translation.tags.slice(0, card.tags.length || 3) : card.tags,
  };
}

/** Cards in a visitor's language, where their creators translated them. */
export async function cardsIn<C extends Card>(db: Database, cards: C[], language: string | undefined): Promise<C[]> {
  const translations = await translationsInto(
    db,
    cards.map((card) => card.id),
    language,
  );
  return translations.size ? cards.map((card) => translatedCard(card, translations.get(card.id)) as C) : cards;
}

export interface ListingLanguages {
  /** The language the creator wrote the listing in, if one of the 12. */
  original: PlatformLanguage | null;
  /** The language the answer's words are in: the requested one when translated, else the original. */
  shown: PlatformLanguage | null;
  /** Every language the listing reads in: its original and its translations. */
  available: PlatformLanguage[];
}

/** The product page's item and editions in `language` where translated, and which languages the listing has. */
export function itemIn(
  item: Item,
  editions: Edition[],
  detected: string,
  translations: TranslationRow[],
  language: string | undefined,
): { item: Item; editions: Edition[]; languages: ListingLanguages } {
  const original = originalLanguage(detected);
  const available = [
    ...new Set([...(original ? [original] : []), ...translations.map((row) => row.language as PlatformLanguage)]),
  ];
  const translation = translations.find((row) => row.language === language && row.language !== original);
  if (!translation) return { item, editions, languages: { original, shown: original, available } };
  return {
    item: {
      ...item,
      title: translation.title,
      description: translation.description,
      tags: translation.tags.length ? translation.tags : item.tags,
      what_you_learn: translation.whatYouLearn.length ? translation.whatYouLearn : item.what_you_learn,
      requirements: translation.requirements.length ? translation.requirements : item.requirements,
    },
    editions: editions.map((edition) => ({
      ...edition,
      notes: translation.editionNotes[String(edition.number)] ?? edition.notes,
    })),
    languages: { original, shown: translation.language as PlatformLanguage, available },
  };
}
