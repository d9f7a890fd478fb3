import { eq } from "drizzle-orm";
import { createDatabase, type Database } from "../../../schema/db";
import { products } from "../../../schema/marketplace";
import { COVER_WIDTHS, coverBackground, GENERATED_COVER_PREFIX, generatedCoverStem } from "../../common/covers";
import type { Env } from "../../env";
import { assetFontReader } from "../../files/fonts/font-files";
import { renderTypographicCover } from "../../files/image/typographic-cover";

/** A product whose generated cover is to be drawn (at every width) before anyone asks for it. */
export interface CoverJob {
  productId: number;
}

interface CoverText {
  id: number;
  title: string;
  author: string;
  category: string;
}

/** Draws one width of a product's typographic cover and stores it under its name; the JPEG it stored. */
export async function drawCover(env: Env, product: CoverText, width: number) {
  const key = `${GENERATED_COVER_PREFIX}${generatedCoverStem(product)}-${width}.jpg`;
  const text = { title: product.title, author: product.author, background: coverBackground(product.category) };
  const bytes = await renderTypographicCover(text, width, "en", assetFontReader(env.ASSETS));
  await env.BUCKET.put(key, bytes, { httpMetadata: { contentType: "image/jpeg" } });
  return bytes;
}

/**
 * Draws every width of a product's generated cover that is not stored yet (its name follows the title, author and
 * category, so a changed title draws anew); the widths drawn. A product with an uploaded cover needs none.
 */
export async function drawGeneratedCovers(db: Database, env: Env, productId: number): Promise<number[]> {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      author: products.author,
      category: products.category,
      coverKey: products.coverKey,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || product.coverKey) return [];
  const drawn: number[] = [];
  for (const width of Object.values(COVER_WIDTHS)) {
    const stored = await env.BUCKET.head(`${GENERATED_COVER_PREFIX}${generatedCoverStem(product)}-${width}.jpg`);
    if (stored) continue;
    await drawCover(env, product, width);
    drawn.push(width);
  }
  return drawn;
}

/**
 * Asks for a product's covers to be drawn off the request path: by the queue's consumer on a deploy and a local run.
 * Without a queue nothing is drawn now: the first request for a cover draws it. A failure to enqueue only logs.
 */
export async function drawCoversAhead(env: Env, productId: number): Promise<void> {
  if (!env.COVER_QUEUE) return;
  try {
    await env.COVER_QUEUE.send({ productId });
  } catch (error) {
    console.warn("cover drawing not queued", error instanceof Error ? error.message : error);
  }
}

/** The queue's consumer: each message's covers are drawn; a message that fails is retried by the queue. */
export async function drawQueuedCovers(batch: MessageBatch<CoverJob>, env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  for (const message of batch.messages) {
    try {
      await drawGeneratedCovers(db, env, message.body.productId);
      message.ack();
    } catch (error) {
      console.error("cover not drawn", error instanceof Error ? error.message : error);
      message.retry();
    }
  }
}
