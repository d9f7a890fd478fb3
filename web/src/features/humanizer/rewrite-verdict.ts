import type { TFunction } from "i18next";

/** Below this many points the rewrite barely moved the score, and the result says so instead of "Complete". */
export const SMALL_DROP = 15;

/**
 * "unmeasured": the detector could not judge the text's language, so nothing says how far the rewrite moved it;
 * "untouched": the offline rules, written for English, left text in another language as it was.
 */
export type RewriteVerdict = "moved" | "small" | "none" | "unmeasured" | "untouched";

export type Likelihoods = { before: number | null; after: number | null };

/** How far a rewrite moved the calibrated AI likelihood: down a lot, a little, not at all, or not measured. */
export function rewriteVerdict(likelihood: Likelihoods, rulesSkipped: string | null = null): RewriteVerdict {
  if (rulesSkipped) return "untouched";
  if (likelihood.before === null || likelihood.after === null) return "unmeasured";
  const drop = likelihood.before - likelihood.after;
  return drop >= SMALL_DROP ? "moved" : drop > 0 ? "small" : "none";
}

/**
 * The i18n key of the sentence that says it (humanizer namespace): the offline engine's small changes come with
 * why, since a language model would rewrite far more.
 */
export function verdictMessageKey(verdict: RewriteVerdict, engine: string): string {
  if (verdict === "moved" || verdict === "unmeasured" || verdict === "untouched") return `verdict.${verdict}`;
  return `verdict.${verdict}${engine === "offline" ? "Offline" : ""}`;
}

/** The toast a finished rewrite shows: "Complete" only when the score really moved, and the figures either way. */
export function verdictToast(
  t: TFunction<"humanizer">,
  completeTitle: string,
  engine: string,
  likelihood: Likelihoods,
  rulesSkipped: string | null = null,
) {
  const verdict = rewriteVerdict(likelihood, rulesSkipped);
  const title = verdict === "moved" ? completeTitle : `verdict.${verdict}Title`;
  return { title: t(title as never), message: t(verdictMessageKey(verdict, engine) as never, likelihood) };
}
