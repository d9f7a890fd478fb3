import type { Database } from "../../../schema/db";
import type { ProductCategory } from "../../../schema/marketplace-enums";
import { countOf } from "../../common/number-format";
import type { Env } from "../../env";
import { ApiError } from "../../http/errors";
import { createListing, keepFirstEditionChapters, publishEdition } from "../marketplace";
import { workEpub } from "./book";
import { suggestPrice } from "./pricing";
import { getWork, linkMarketplaceProduct, requireWrittenChapters } from "./works";

const CATEGORY_FOR_INDUSTRY: Record<string, ProductCategory> = {
  healthcare: "Health & Recovery",
  business: "Business & Entrepreneurship",
  finance: "Finance",
  education: "Business & Entrepreneurship",
  technology: "Business & Entrepreneurship",
  lifestyle: "Health & Recovery",
};

/** Lists the author's work in the marketplace: the file buyers get is the work's EPUB. */
export async function listWorkInMarketplace(
  db: Database,
  env: Env,
  user: { id: string; displayName: string },
  workId: string,
  priceDollars?: number,
) {
  const work = await getWork(db, user.id, workId);
  if (work.marketplaceProductId) throw new ApiError(409, "conflict", "This work is already listed in the marketplace.");
  if (work.chapters.length === 0) throw new ApiError(400, "invalid_input", "The work has no chapters to sell yet.");
  requireWrittenChapters(work);
  const epub = epubOf(work, user.displayName);
  const price = priceDollars ?? suggestPrice(work.contentType, work.wordCount);
  const item = await createListing(
    db,
    env,
    user,
    {
      title: work.title,
      description:
        work.settings.description.trim().length >= 20
          ? work.settings.description
          : `${work.title}: a ${work.contentType.replace("-", " ")} in ${countOf(work.chapters.length, "chapter", "chapters")}.`,
      category: CATEGORY_FOR_INDUSTRY[work.settings.industry] ?? "Business & Entrepreneurship",
      tags: [
        ...new Set([
          work.contentType.replace("-", " "),
          work.settings.industry,
          ...(work.title.toLowerCase().match(/[\p{L}]{5,}/gu) ?? []),
        ]),
      ].slice(0, 6),
      priceCents: Math.round(price * 100),
      originalPriceCents: null,
      whatYouLearn: work.chapters.slice(0, 5).map((c) => c.title),
      requirements: [],
      estimatedTime: `${Math.max(1, Math.round(work.wordCount / 200 / 60))} hours`,
      difficulty: "Beginner",
      previewContent:
        work.chapters[0]?.body
          .replace(/[#_>*-]/g, "")
          .trim()
          .slice(0, 300) ?? "",
    },
    new File([new Uint8Array(epub)], `${work.title}.epub`, { type: "application/epub+zip" }),
  );
  await linkMarketplaceProduct(db, work.id, item.id);
  await keepFirstEditionChapters(db, env, item.id, chaptersOf(work));
  return item;
}

type Work = Awaited<ReturnType<typeof getWork>>;

function epubOf(work: Work, author: string) {
  return workEpub({
    id: work.id,
    title: work.title,
    author,
    description: work.settings.description,
    language: work.language,
    chapters: work.chapters,
    updatedAt: work.updatedAt,
  });
}

/** The chapters an edition keeps, so buyers can see what the next one changed. */
const chaptersOf = (work: Work) => work.chapters.map(({ id, title, body }) => ({ id, title, body }));

/**
 * Publishes the work's current chapters as a new edition of the product it is listed as: the EPUB is built again,
 * and the product's buyers are told (see publishEdition).
 */
export async function publishWorkEdition(
  db: Database,
  env: Env,
  user: { id: string; displayName: string },
  workId: string,
  edition: { label: string; notes: string },
  origin: string,
) {
  const work = await getWork(db, user.id, workId);
  if (!work.marketplaceProductId) {
    throw new ApiError(409, "conflict", "List the work in the marketplace first; then publish its new editions.");
  }
  if (work.chapters.length === 0) throw new ApiError(400, "invalid_input", "The work has no chapters to publish.");
  requireWrittenChapters(work);
  const bytes = new Uint8Array(epubOf(work, user.displayName));
  return publishEdition(
    db,
    env,
    user.id,
    work.marketplaceProductId,
    { ...edition, bytes, chapters: chaptersOf(work) },
    origin,
  );
}
