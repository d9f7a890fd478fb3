/**
 * The landing page's parts that come from the data (its featured products and buyers' quotes), as the worker wrote
 * them into the prerendered page (worker/features/pages/landing-content.ts). They hold only text and links, so the
 * landing app keeps them as written rather than asking for the same data again (its bundle carries no code for
 * them); the app's own "/" asks (FeaturedGuides, BuyerReviews).
 */
export interface WrittenParts {
  featured: string;
  reviews: string;
}

/** The prerendered landing page's parts, empty for the worker to fill. */
export const EMPTY_PARTS: WrittenParts = { featured: "", reviews: "" };

/** The parts the worker wrote into the page in `root` (empty where it wrote none). */
export function writtenParts(root: HTMLElement): WrittenParts {
  const part = (name: keyof WrittenParts) => root.querySelector(`[data-page-slot="${name}"]`)?.innerHTML ?? "";
  return { featured: part("featured"), reviews: part("reviews") };
}

/** A part as the worker wrote it; React leaves its content alone when it takes the page over. */
export function WrittenPart({ name, html }: { name: keyof WrittenParts; html: string }) {
  return (
    <div
      data-page-slot={name}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own markup, read back from it (writtenParts); the worker escaped every value in it
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
