import { CATEGORY_KEYS, categoryNamed } from "../../schema/marketplace-enums";

/** Where uploaded covers are stored in R2 (an unguessable name each) and generated ones (named by their content). */
export const COVER_PREFIX = "covers/";
export const GENERATED_COVER_PREFIX = "covers/generated/";
/** Public covers are served under this path: `<uuid>.<ext>` uploaded, `generated/p<id>-<hash>-<width>.jpg` drawn. */
export const COVER_PATH = "/api/covers/";

/** A cover's height over its width: KDP's recommended ebook cover, 1,600 × 2,560. */
export const COVER_ASPECT = 1.6;

/**
 * The widths a cover is shown at: a card's thumbnail (80 CSS px at up to 4×), a product page and a shared link's
 * preview (about 300 CSS px at 2×), and full size (KDP's 1,600 × 2,560). Generated covers are drawn at each; an
 * uploaded one is resized to them where the deploy resizes images.
 */
export const COVER_WIDTHS = { card: 320, page: 640, full: 1600 } as const;
export type CoverWidth = (typeof COVER_WIDTHS)[keyof typeof COVER_WIDTHS];
/** How wide a product page shows its cover (Tailwind's w-28, sm:w-36): a phone takes the card's file. */
export const PAGE_COVER_SIZES = "(min-width: 640px) 9rem, 7rem";

/** A generated cover's background per category: dark enough for white type (contrast over 7:1). */
const CATEGORY_COLORS = { health: "#0f5e59", business: "#3730a3", finance: "#8a3510" } as const;
const OTHER_COLOR = "#334155";
/** Backgrounds for a work's cover (it has no category), chosen by its title: as dark as the category colours. */
const WORK_COLORS = ["#0f5e59", "#3730a3", "#8a3510", "#334155", "#6b2150", "#1e4d2b"] as const;

/** The design's version: changing how generated covers look changes every generated cover's name. */
const DESIGN_VERSION = "1";

export interface CoverSource {
  id: number;
  title: string;
  author: string;
  category: string;
  coverKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
}

/** A product's cover as pages and the API show it. */
export interface Cover {
  /** The full-size image. */
  url: string;
  /** The image for a card, and for a product page or a link preview: smaller where they can be. */
  cardUrl: string;
  pageUrl: string;
  width: number;
  height: number;
  /** True for the typographic cover drawn from the title, author and category. */
  generated: boolean;
}

export function coverBackground(category: string): string {
  const known = categoryNamed(category);
  return known ? CATEGORY_COLORS[CATEGORY_KEYS[known]] : OTHER_COLOR;
}

/** A Literary Studio work's cover background: one of a few, the same for the same title. */
export function workCoverBackground(title: string): string {
  return WORK_COLORS[Number.parseInt(contentHash(title), 16) % WORK_COLORS.length]!;
}

/** FNV-1a, 32 bits, as 8 hex digits: a name that changes with what the cover shows (not a secret). */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The current name part of a product's generated cover: its id and a hash of what it shows. */
export function generatedCoverStem(product: Pick<CoverSource, "id" | "title" | "author" | "category">): string {
  const hash = contentHash(
    [DESIGN_VERSION, product.title, product.author, coverBackground(product.category)].join("\n"),
  );
  return `p${product.id}-${hash}`;
}

export function generatedCoverName(
  product: Pick<CoverSource, "id" | "title" | "author" | "category">,
  width: CoverWidth,
) {
  return `generated/${generatedCoverStem(product)}-${width}.jpg`;
}

/** A generated cover's name (`p<id>-<hash>-<width>.jpg`) read back: its product and width, or null. */
export function parseGeneratedCoverName(name: string): { productId: number; width: number } | null {
  const match = /^p(\d{1,12})-[0-9a-f]{8}-(\d{3,4})\.jpg$/.exec(name);
  return match ? { productId: Number(match[1]), width: Number(match[2]) } : null;
}

/** The product's uploaded cover, or its generated one. */
export function coverOf(product: CoverSource): Cover {
  if (product.coverKey?.startsWith(COVER_PREFIX) && product.coverWidth && product.coverHeight) {
    const url = `${COVER_PATH}${product.coverKey.slice(COVER_PREFIX.length)}`;
    return {
      url,
      cardUrl: `${url}?width=${COVER_WIDTHS.card}`,
      pageUrl: `${url}?width=${COVER_WIDTHS.page}`,
      width: product.coverWidth,
      height: product.coverHeight,
      generated: false,
    };
  }
  return {
    url: `${COVER_PATH}${generatedCoverName(product, COVER_WIDTHS.full)}`,
    cardUrl: `${COVER_PATH}${generatedCoverName(product, COVER_WIDTHS.card)}`,
    pageUrl: `${COVER_PATH}${generatedCoverName(product, COVER_WIDTHS.page)}`,
    width: COVER_WIDTHS.full,
    height: Math.round(COVER_WIDTHS.full * COVER_ASPECT),
    generated: true,
  };
}

/** The cover's height when shown `width` pixels wide (uploaded covers keep their own proportions). */
export function coverHeightAt(cover: Pick<Cover, "width" | "height">, width: number): number {
  return Math.round((width * cover.height) / cover.width);
}

/** Where what changed between two editions of a product is kept (edition-compare.ts); stored-files.ts sweeps it. */
export const EDITION_COMPARISON_PREFIX = "edition-comparisons/";
