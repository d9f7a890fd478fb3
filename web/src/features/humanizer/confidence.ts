export type ConfidenceTone = "green" | "yellow" | "orange" | "red";

/** The tone of a confidence figure against a tool's thresholds, highest first. */
export function confidenceTone(value: number, thresholds: readonly number[]): ConfidenceTone {
  const tones: ConfidenceTone[] = ["green", "yellow", "orange"];
  const index = thresholds.findIndex((threshold) => value >= threshold);
  if (index === -1) return "red";
  return tones[index] ?? "red";
}

export const HUMANIZER_THRESHOLDS = [99, 95] as const;
export const SMART_THRESHOLDS = [99, 95, 90] as const;
export const OVERKILL_THRESHOLDS = [99.5, 98, 95] as const;
