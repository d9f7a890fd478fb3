/** The Literary Studio's value lists, free of table code so the web app can import them. */
export const CONTENT_TYPES = ["book", "recovery-guide", "course", "manual", "workbook", "humanized"] as const;
export const TRANSFORM_INTO = ["book", "course", "guide", "workbook", "manual", "series"] as const;
export const LENGTHS = ["short", "medium", "long"] as const;
export const TONES = [
  "professional",
  "inspiring",
  "conversational",
  "academic",
  "empathetic",
  "inspirational",
  "authoritative",
  "compassionate",
] as const;
export const HUMANIZATION_LEVELS = ["standard", "maximum", "godmode"] as const;
export const INDUSTRIES = ["healthcare", "business", "education", "technology", "finance", "lifestyle"] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

export const KDP_TIERS = ["standard", "premium"] as const;
export type KdpTier = (typeof KDP_TIERS)[number];

/**
 * Where a work's language came from: detected from enough of its text, a guess that was too uncertain (the author's
 * interface language stands in), or set by the author (never detected again).
 */
export const WORK_LANGUAGE_SOURCES = ["detected", "uncertain", "author"] as const;
export type WorkLanguageSource = (typeof WORK_LANGUAGE_SOURCES)[number];
