import type { Database } from "../../../schema/db";
import { formatDollarsIn } from "../../common/money";
import { itemQueryKey, type PageData, reviewsQueryKey, SESSION_QUERY_KEY } from "../../common/page-data";
import { decodeSegment } from "../../common/path-segment";
import { sessionAnswer } from "../auth";
import { visitorCurrency } from "../global";
import {
  findItem,
  type Item,
  itemAnswer,
  itemIn,
  type ListingLanguages,
  listEditions,
  reviewsAnswer,
  toItem,
  translationsOfItem,
} from "../marketplace";
import type { PageFill } from "./head";
import { marketplaceText, type PageRequest, pageHref, signInHref } from "./page-request";
import { productContent } from "./product-content";
import { reviewsSection } from "./product-reviews";

/** The product's current slug when a URL named it (`requested`, decoded) by a slug it gave up, else null. */
function movedTo(requested: string, slug: string): string | null {
  return /^\d+$/.test(requested) || slug === requested.toLowerCase() ? null : slug;
}

/**
 * The current slug of the published product that a URL's `segment` names by a slug it gave up; null when the segment
 * is an id, a current slug or nothing known.
 */
export async function movedProductSlug(db: Database, segment: string): Promise<string | null> {
  const requested = decodeSegment(segment);
  const row = await findItem(db, requested, null);
  return row && movedTo(requested, row.slug);
}

/**
 * A product page by the id or slug its URL names (`segment`, as in the URL): the published item, and what the worker
 * writes into the app's shell (null without a build of the app); or the product's current slug when the URL names a
 * slug it gave up. Null when there is no such published product.
 */
export async function productPage(
  request: PageRequest,
  segment: string,
): Promise<{ item: Item; languages: ListingLanguages; fill: PageFill | null } | { movedTo: string } | null> {
  const requested = decodeSegment(segment);
  const row = await findItem(request.db, requested, null);
  if (!row) return null;
  const moved = movedTo(requested, row.slug);
  if (moved) return { movedTo: moved };
  const [t, visitorPays, reviews, originalEditions, translations] = await Promise.all([
    marketplaceText(request),
    visitorCurrency(request.db, request.country),
    request.visitor ? reviewsAnswer(request.db, row, 1, null) : null,
    listEditions(request.db, row.id),
    translationsOfItem(request.db, row),
  ]);
  const { item, editions, languages } = itemIn(
    toItem(row),
    originalEditions,
    row.language,
    translations,
    request.language,
  );
  if (!t) return { item, languages, fill: null };
  const local = visitorPays
    ? {
        text: t("price.local", {
          price: formatDollarsIn(item.priceCents, visitorPays.perUsd, visitorPays.currency, request.language),
        }),
      }
    : null;
  const content = await productContent(item, t, request.language, {
    local,
    editions,
    writtenIn: languages.shown && languages.shown !== request.language ? languages.shown : null,
    marketplaceHref: pageHref(request, "/marketplace"),
    signInHref: signInHref(request, `/product/${segment}`),
    reviews: reviewsSection(reviews, t, request.language),
  });
  const data: PageData = request.visitor
    ? [
        [SESSION_QUERY_KEY, sessionAnswer(null)],
        [itemQueryKey(decodeSegment(segment), request.language), itemAnswer(item, null, false, editions, languages)],
        [reviewsQueryKey(item.id, 1), reviews],
      ]
    : [];
  const fill = { content: String(content), currentCrumb: item.title, heading: item.title, data };
  return { item, languages, fill };
}
