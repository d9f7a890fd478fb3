/** The humanizer's stages, in the order they run. */
export const STAGE_NAMES = [
  "stock-phrases",
  "hedging",
  "transitions",
  "contractions",
  "synonyms",
  "sentence-rhythm",
  "filler",
  "sentence-structure",
] as const;

export type StageName = (typeof STAGE_NAMES)[number];

export const HUMANIZER_STYLES = ["conversational", "professional", "academic", "creative", "technical"] as const;
export type HumanizerStyle = (typeof HUMANIZER_STYLES)[number];
export const HUMANIZER_LEVELS = ["standard", "advanced", "maximum"] as const;
export const SMART_INTENSITIES = ["light", "aggressive", "maximum"] as const;
export const OVERKILL_INTENSITIES = ["light", "aggressive", "maximum", "godmode"] as const;
export const CONTENT_TYPES = ["academic", "business", "creative", "technical"] as const;
export const UNIFIED_TYPES = ["text", "creative", "technical", "visual", "humanize"] as const;

export type HumanizerLevel = (typeof HUMANIZER_LEVELS)[number];
export type SmartIntensity = (typeof SMART_INTENSITIES)[number];
export type OverkillIntensity = (typeof OVERKILL_INTENSITIES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];

/** How much a run rewrites: which stages, how many of each stage's chances it takes, and how many passes. */
export interface RunPlan {
  stages: readonly StageName[];
  strength: number;
  passes: number;
}

/** Smart Mode's six stages: the first six, up to sentence rhythm. */
export const SMART_STAGES: readonly StageName[] = STAGE_NAMES.slice(0, 6);
/** Overkill Mode's eight stages. */
export const OVERKILL_STAGES: readonly StageName[] = STAGE_NAMES;

export const HUMANIZER_PLANS: Record<HumanizerLevel, RunPlan> = {
  standard: { stages: ["stock-phrases", "transitions", "contractions", "synonyms"], strength: 0.6, passes: 1 },
  advanced: { stages: SMART_STAGES, strength: 0.8, passes: 1 },
  maximum: { stages: OVERKILL_STAGES, strength: 1, passes: 1 },
};

export const SMART_PLANS: Record<SmartIntensity, RunPlan> = {
  light: { stages: SMART_STAGES, strength: 0.5, passes: 1 },
  aggressive: { stages: SMART_STAGES, strength: 0.8, passes: 1 },
  maximum: { stages: SMART_STAGES, strength: 1, passes: 1 },
};

export const OVERKILL_PLANS: Record<OverkillIntensity, RunPlan> = {
  light: { stages: OVERKILL_STAGES, strength: 0.6, passes: 1 },
  aggressive: { stages: OVERKILL_STAGES, strength: 0.8, passes: 1 },
  maximum: { stages: OVERKILL_STAGES, strength: 1, passes: 1 },
  // God mode runs every stage twice: the second pass catches what the first one uncovered.
  godmode: { stages: OVERKILL_STAGES, strength: 1, passes: 2 },
};

export const STYLE_FOR_CONTENT_TYPE: Record<ContentType, HumanizerStyle> = {
  academic: "academic",
  business: "professional",
  creative: "creative",
  technical: "technical",
};
