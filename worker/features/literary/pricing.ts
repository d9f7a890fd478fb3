import type { ContentType } from "../../../schema/literary-enums";
import { CONTENT_TYPE_OFFERS, LENGTH_WORDS } from "../../common/literary-options";

/**
 * A suggested price inside the content type's range (spec 001 §9), rising with length: the bottom of the range for
 * a work at the short band's minimum, the top at the long band's minimum (50,000 words) or more. Whole dollars.
 */
export function suggestPrice(contentType: ContentType, wordCount: number): number {
  const { minPrice, maxPrice } = CONTENT_TYPE_OFFERS[contentType];
  const low = LENGTH_WORDS.short.min;
  const high = LENGTH_WORDS.long.min;
  const position = Math.max(0, Math.min(1, (wordCount - low) / (high - low)));
  return Math.round(minPrice + (maxPrice - minPrice) * position);
}
