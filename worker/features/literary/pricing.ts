import type { ContentType } from "../../../schema/literary-enums";
import { CONTENT_TYPE_OFFERS, LENGTH_WORDS } from "../../common/literary-options";

/** The least a suggestion goes down to: a few pages are still worth a small price. */
const FLOOR_DOLLARS = 3;

/**
 * A suggested price that follows the work's kind and length: inside the content type's range from the
 * short band's minimum (5,000 words) up, rising to the top at the long band's minimum (50,000 words) or more; below
 * 5,000 words, the bottom of the range in proportion to the words (a 391-word e-book is not a $197 book), never
 * under $3. Whole dollars.
 */
export function suggestPrice(contentType: ContentType, wordCount: number): number {
  const { minPrice, maxPrice } = CONTENT_TYPE_OFFERS[contentType];
  const low = LENGTH_WORDS.short.min;
  const high = LENGTH_WORDS.long.min;
  if (wordCount < low) return Math.max(FLOOR_DOLLARS, Math.round((minPrice * Math.max(0, wordCount)) / low));
  const position = Math.min(1, (wordCount - low) / (high - low));
  return Math.round(minPrice + (maxPrice - minPrice) * position);
}
