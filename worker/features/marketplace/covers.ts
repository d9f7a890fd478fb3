import { eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import {
  COVER_PREFIX,
  COVER_WIDTHS,
  type CoverWidth,
  GENERATED_COVER_PREFIX,
  generatedCoverStem,
  parseGeneratedCoverName,
} from "../../common/covers";
import type { Env } from "../../env";
import { imageInfo } from "../../files/image/image-info";
import { ApiError } from "../../http/errors";
import { toItem } from "./catalog";
import { drawCover } from "./cover-drawing";

export const MAX_COVER_BYTES = 5 * 1024 * 1024;
/** A cover's short side in pixels, at least: sharp on a card at 2× and on a product page. */
export const MIN_COVER_SIDE = 600;
/** Its long side, at most: a bound on what a browser is asked to decode. */
export const MAX_COVER_SIDE = 10_000;

/** The uploaded cover's type and size, read from its bytes; a clear 4xx for anything that will not do. */
export function checkCover(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new ApiError(400, "invalid_input", "The file is empty.");
  if (bytes.byteLength > MAX_COVER_BYTES) {
    throw new ApiError(413, "payload_too_large", "Choose a cover image smaller than 5 MB.");
  }
  const info = imageInfo(bytes);
  if (!info) throw new ApiError(415, "unsupported_media_type", "Upload the cover as a JPEG, PNG or WebP image.");
  if (Math.min(info.width, info.height) < MIN_COVER_SIDE) {
    throw new ApiError(
      422,
      "invalid_input",
      `The cover is ${info.width} × ${info.height} pixels; it needs at least ${MIN_COVER_SIDE} on its shorter side.`,
    );
  }
  if (Math.max(info.width, info.height) > MAX_COVER_SIDE) {
    throw new ApiError(422, "invalid_input", `The cover may be at most ${MAX_COVER_SIDE} pixels on its longer side.`);
  }
  return info;
}

async function ownProduct(db: Database, userId: string, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (product.creatorId !== userId) throw new ApiError(403, "forbidden", "Only the product's creator can change it.");
  return product;
}

/**
 * Stores a new cover under a random name, points the product at it and deletes the one it replaces: the name changes
 * with every upload, so a cover can be cached for a year.
 */
export async function replaceCover(db: Database, env: Env, userId: string, productId: number, file: File) {
  const product = await ownProduct(db, userId, productId);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = checkCover(bytes);
  const key = `${COVER_PREFIX}${crypto.randomUUID()}.${info.extension}`;
  await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: info.type } });
  let row: typeof products.$inferSelect | undefined;
  try {
    [row] = await db
      .update(products)
      .set({ coverKey: key, coverWidth: info.width, coverHeight: info.height, updatedAt: Date.now() })
      .where(eq(products.id, productId))
      .returning();
  } catch (error) {
    await env.BUCKET.delete(key); // no orphaned picture when the row could not be written
    throw error;
  }
  if (product.coverKey) await env.BUCKET.delete(product.coverKey);
  return toItem(row!);
}

/** Takes the uploaded cover away: the product shows its generated cover again. */
export async function removeCover(db: Database, env: Env, userId: string, productId: number) {
  const product = await ownProduct(db, userId, productId);
  const [row] = await db
    .update(products)
    .set({ coverKey: null, coverWidth: null, coverHeight: null, updatedAt: Date.now() })
    .where(eq(products.id, productId))
    .returning();
  if (product.coverKey) await env.BUCKET.delete(product.coverKey);
  return toItem(row!);
}

/** An uploaded cover by its public name; only names of the form the upload gives are looked up. */
export function readUploadedCover(env: Env, name: string) {
  if (!/^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(name)) return null;
  return env.BUCKET.get(`${COVER_PREFIX}${name}`);
}

export type GeneratedCover =
  /** `published`: whether anyone may see it (and caches may keep it), or only its creator. */
  | { found: true; bytes: ReadableStream | Uint8Array<ArrayBuffer>; published: boolean }
  | { found: false; current?: string };

/**
 * A product's generated cover by its public name (`p<id>-<hash>-<width>.jpg`), drawn on the first request for it and
 * kept in R2. A name for a product that does not exist, a width not offered or an outdated hash finds nothing
 * (`current` then names the product's cover now), so a request can only ever cause the product's own covers to be
 * drawn, once each.
 */
export async function readGeneratedCover(
  db: Database,
  env: Env,
  name: string,
  viewerId: string | null,
): Promise<GeneratedCover> {
  const parsed = parseGeneratedCoverName(name);
  const width = parsed?.width as CoverWidth;
  if (!parsed || !Object.values(COVER_WIDTHS).includes(width)) return { found: false };
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      author: products.author,
      category: products.category,
      status: products.status,
      creatorId: products.creatorId,
    })
    .from(products)
    .where(eq(products.id, parsed.productId))
    .limit(1);
  // An unpublished product's title is its creator's business: its cover is drawn for nobody else.
  const published = product?.status === "published";
  if (!product || (!published && product.creatorId !== viewerId)) return { found: false };
  const stem = generatedCoverStem(product);
  if (name !== `${stem}-${width}.jpg`) return { found: false, current: `${stem}-${width}.jpg` };
  const key = `${GENERATED_COVER_PREFIX}${name}`;
  const stored = await env.BUCKET.get(key);
  if (stored) return { found: true, bytes: stored.body, published };
  // Drawn ahead by the cover queue as a rule; a cover asked for before the queue reached it is drawn here.
  const bytes = await drawCover(env, product, width);
  return { found: true, bytes, published };
}
