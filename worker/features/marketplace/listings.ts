import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { creatorLedger, type ProductCategory, products, purchases } from "../../../schema/marketplace";
import { logActivity } from "../../activity/log";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { toItem } from "./catalog";
import { drawCoversAhead } from "./cover-drawing";
import { checkProductFile } from "./files";
import { retireSlug } from "./retired-slugs";
import { rememberWords, searchColumns } from "./search-index";
import { slugify } from "./shared/slugify";

export interface ListingFields {
  title: string;
  description: string;
  category: ProductCategory;
  tags: string[];
  priceCents: number;
  originalPriceCents: number | null;
  whatYouLearn: string[];
  requirements: string[];
  estimatedTime: string;
  difficulty: "Beginner" | "Intermediate" | "Advanced";
  previewContent: string;
}

/** The slug of a listing's title; a title with no letter or digit has none and is refused. */
function slugOfTitle(title: string): string {
  const slug = slugify(title);
  if (!slug)
    throw new ApiError(400, "invalid_input", "The title needs at least one letter or digit.", {
      title: ["Use letters or digits."],
    });
  return slug;
}

/** Suffixes tried after a title's own slug (`-2` … `-50`), then a random one: a title never goes without an address. */
const NUMBERED_SLUGS = 50;

/**
 * The first of `slug`, `slug-2`, `slug-3`… no other product has: two titles that spell the same (two "Python
 * 入門…" guides, or one title listed twice) each get an address.
 */
async function freeSlug(db: Database, slug: string, exceptId?: number): Promise<string> {
  const candidates = [slug, ...Array.from({ length: NUMBERED_SLUGS - 1 }, (_, i) => `${slug}-${i + 2}`)];
  const taken = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, candidates));
  const used = new Set(taken.filter((row) => row.id !== exceptId).map((row) => row.slug));
  return candidates.find((candidate) => !used.has(candidate)) ?? `${slug}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Whether the creator already lists a product with this very title: worth a warning, never a refusal. */
async function sameTitleListed(db: Database, creatorId: string, title: string, exceptId?: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.creatorId, creatorId), eq(products.title, title)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

const SAME_TITLE = "You already list a product with this title: buyers will see two with the same name.";

/** Each listing stores a file of up to 25 MB: a creator's catalogue is bounded, and says so when it is full. */
export const MAX_LISTINGS_PER_CREATOR = 200;

/** Lists a creator's new product: the file is checked by its bytes and stored in R2, then the product row is written. */
export async function createListing(
  db: Database,
  env: Env,
  creator: { id: string; displayName: string },
  fields: ListingFields,
  file: File,
) {
  const [listed] = await db.select({ n: count() }).from(products).where(eq(products.creatorId, creator.id));
  if ((listed?.n ?? 0) >= MAX_LISTINGS_PER_CREATOR) {
    throw new ApiError(
      429,
      "quota_exceeded",
      `You have ${MAX_LISTINGS_PER_CREATOR} products, the most one creator can list (unpublished ones count too).`,
    );
  }
  const slug = await freeSlug(db, slugOfTitle(fields.title));
  const warning = (await sameTitleListed(db, creator.id, fields.title)) ? SAME_TITLE : null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = checkProductFile(bytes);
  const fileKey = `products/${crypto.randomUUID()}.${kind.extension}`;
  await env.BUCKET.put(fileKey, bytes, { httpMetadata: { contentType: kind.type } });
  const now = Date.now();
  const analysed = searchColumns(fields);
  const insert = (address: string) =>
    db
      .insert(products)
      .values({
        ...fields,
        ...analysed,
        slug: address,
        creatorId: creator.id,
        author: creator.displayName,
        fileKey,
        fileName: `${slug}.${kind.extension}`,
        fileType: kind.type,
        fileSize: bytes.byteLength,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  try {
    // Another listing may take the same free address at the same moment: the unique index decides, and this one
    // takes a random suffix instead.
    const [row] = await insert(slug).catch((error: unknown) => {
      if (!String(error).includes("products.slug")) throw error;
      return insert(`${slug}-${crypto.randomUUID().slice(0, 8)}`);
    });
    await rememberWords(db, [analysed.searchTitle, analysed.searchDescription, analysed.searchTags]);
    await logActivity(db, { userId: creator.id, kind: "product_listed", subject: fields.title, link: "/my-products" });
    await drawCoversAhead(env, row!.id);
    return { ...toItem(row!), warning };
  } catch (error) {
    await env.BUCKET.delete(fileKey); // no orphaned file when the row could not be written
    throw error;
  }
}

/** Changes the creator's own product; someone else's is 403. */
export async function updateListing(
  db: Database,
  creatorId: string,
  productId: number,
  changes: Partial<ListingFields> & { status?: "published" | "unpublished" },
) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (product.creatorId !== creatorId)
    throw new ApiError(403, "forbidden", "Only the product's creator can change it.");
  const wanted = changes.title ? slugOfTitle(changes.title) : product.slug;
  // A product keeps its address while its title spells the same (its own suffix included).
  const keeps = product.slug === wanted || new RegExp(`^${wanted}-(?:\\d+|[0-9a-f]{8})$`).test(product.slug);
  const slug = keeps ? product.slug : await freeSlug(db, wanted, productId);
  const searchable = changes.title !== undefined || changes.description !== undefined || changes.tags !== undefined;
  const reindexed = searchable ? searchColumns({ ...product, ...changes }, product.language) : null;
  const words = rememberWords(
    db,
    reindexed ? [reindexed.searchTitle, reindexed.searchDescription, reindexed.searchTags] : [],
  );
  const update = db
    .update(products)
    .set({ ...changes, ...(reindexed ?? {}), slug, updatedAt: Date.now() })
    .where(eq(products.id, productId))
    .returning();
  if (slug === product.slug) return toItem((await db.batch([update, words]))[0][0]!);
  const [[row]] = await db.batch([update, words, retireSlug(db, product.slug, productId)]);
  return toItem(row!);
}

/**
 * The creator's products (published or not) with their real sales count and the creator's net earnings from each
 * (sales less refunds and held disputes), test-mode sales apart.
 */
export async function listOwnListings(db: Database, creatorId: string) {
  const earned = (testMode: boolean) =>
    sql<number>`coalesce(sum(case when ${creatorLedger.testMode} = ${testMode ? 1 : 0} then ${creatorLedger.amountCents} end), 0)`;
  const testSales = sql<number>`count(distinct case when ${purchases.testMode} = 1 and ${purchases.status} = 'paid' then ${purchases.id} end)`;
  const rows = await db
    .select({ product: products, earningsCents: earned(false), testEarningsCents: earned(true), testSales })
    .from(products)
    .leftJoin(purchases, eq(purchases.productId, products.id))
    .leftJoin(creatorLedger, eq(creatorLedger.purchaseId, purchases.id))
    .where(eq(products.creatorId, creatorId))
    .groupBy(products.id)
    .orderBy(desc(products.createdAt));
  return rows.map(({ product, ...figures }) => ({
    ...toItem(product),
    earningsCents: Number(figures.earningsCents),
    testEarningsCents: Number(figures.testEarningsCents),
    testSales: Number(figures.testSales),
  }));
}
