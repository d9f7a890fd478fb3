/** The three drafts of a review, structure first. */
export const REVIEW_STAGES = ["structure", "content", "polish"] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export const SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The six dimensions an assessment scores from 0 to 10. */
export const QUALITY_DIMENSIONS = [
  "readability",
  "structure",
  "grammar",
  "clarity",
  "engagement",
  "originality",
] as const;
export type QualityDimension = (typeof QUALITY_DIMENSIONS)[number];
