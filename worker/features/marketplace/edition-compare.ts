import { and, eq } from "drizzle-orm";
import type { Database } from "../../../schema/db";
import { products, purchases } from "../../../schema/marketplace";
import { EDITION_COMPARISON_PREFIX } from "../../common/covers";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { type EditionChapter, findEdition } from "./editions";
import { newAllowance, type WordChanges, wordChanges } from "./word-changes";

/** The product's creator and its paying buyers may compare its editions; anyone else is told why not. */
export async function requireEditionReader(db: Database, productId: number, userId: string) {
  const [row] = await db
    .select({ creatorId: products.creatorId, status: purchases.status })
    .from(products)
    .leftJoin(purchases, and(eq(purchases.productId, products.id), eq(purchases.buyerId, userId)))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "The product you're looking for doesn't exist.");
  if (row.creatorId !== userId && row.status !== "paid") {
    throw new ApiError(403, "forbidden", "Only the product's buyers and its creator can compare its editions.");
  }
}

/** Both editions' chapters, the earlier first: 404 for an edition that does not exist, 409 for one not built from a work. */
async function chaptersOfBoth(db: Database, env: Env, productId: number, from: number, to: number) {
  const before = await chaptersOf(env, await findEdition(db, productId, from));
  const after = await chaptersOf(env, await findEdition(db, productId, to));
  return [before, after] as const;
}

async function chaptersOf(env: Env, edition: { label: string; chaptersKey: string | null }): Promise<EditionChapter[]> {
  const stored = edition.chaptersKey ? await env.BUCKET.get(edition.chaptersKey) : null;
  if (!stored) {
    throw new ApiError(
      409,
      "conflict",
      `Edition ${edition.label} was not built from a Literary Studio work, so it has no chapters to compare.`,
    );
  }
  return stored.json<EditionChapter[]>();
}

type Comparison = Awaited<ReturnType<typeof compareChapters>>;

/** Where a comparison is kept: editions never change, so neither does what changed between two of them. */
const comparisonKey = (productId: number, from: number, to: number) =>
  `${EDITION_COMPARISON_PREFIX}${productId}/${from}-${to}.json`;

/**
 * What changed between two editions built from a work, chapter by chapter (matched by the work's chapter ids): the
 * chapters added, removed and changed, each with its words added and removed, in the newer edition's order. Worked
 * out once per pair of editions and kept in R2; every later request reads the kept answer.
 */
export async function compareEditions(
  db: Database,
  env: Env,
  productId: number,
  from: number,
  to: number,
): Promise<Comparison> {
  const key = comparisonKey(productId, from, to);
  const kept = await env.BUCKET.get(key);
  if (kept) return kept.json<Comparison>();
  const comparison = await compareChapters(db, env, productId, from, to);
  await env.BUCKET.put(key, JSON.stringify(comparison), { httpMetadata: { contentType: "application/json" } });
  return comparison;
}

async function compareChapters(db: Database, env: Env, productId: number, from: number, to: number) {
  const [before, after] = await chaptersOfBoth(db, env, productId, from, to);
  const allowance = newAllowance();
  const changes = (a: string, b: string): WordChanges => wordChanges(a, b, allowance);
  const earlier = new Map(before.map((chapter) => [chapter.id, chapter]));
  const later = new Set(after.map((chapter) => chapter.id));
  const chapters = [
    ...after.map((chapter) => {
      const old = earlier.get(chapter.id);
      if (!old) return { id: chapter.id, title: chapter.title, change: "added" as const, ...changes("", chapter.body) };
      const words = changes(old.body, chapter.body);
      const same = old.title === chapter.title && words.added === 0 && words.removed === 0;
      return {
        id: chapter.id,
        title: chapter.title,
        change: same ? ("unchanged" as const) : ("changed" as const),
        ...words,
      };
    }),
    ...before
      .filter((chapter) => !later.has(chapter.id))
      .map((chapter) => ({
        id: chapter.id,
        title: chapter.title,
        change: "removed" as const,
        ...changes(chapter.body, ""),
      })),
  ];
  return { from, to, chapters };
}

/** One chapter's text in both editions (null where it is absent), for the reader's own word-by-word view. */
export async function chapterInEditions(
  db: Database,
  env: Env,
  productId: number,
  from: number,
  to: number,
  chapterId: string,
) {
  const [before, after] = await chaptersOfBoth(db, env, productId, from, to);
  const find = (list: EditionChapter[]) => list.find((chapter) => chapter.id === chapterId) ?? null;
  const [old, current] = [find(before), find(after)];
  if (!old && !current) throw new ApiError(404, "not_found", "Neither edition has this chapter.");
  return {
    title: current?.title ?? old!.title,
    from: old?.body ?? null,
    to: current?.body ?? null,
  };
}
