/**
 * What the offline humanizer does to held-out machine paragraphs (the detector corpus's test half, never used to
 * build a rule): how far the calibrated score falls, how much meaning it keeps, and whether harper.js, a grammar
 * checker we did not write, finds anything it added.
 */
import { type Lint, LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { OVERKILL_PLANS } from "../worker/common/humanizer-modes";
import { runOfflinePipeline } from "../worker/features/humanizer/pipeline";
import { meaningPreservation } from "../worker/features/humanizer/quality";
import { detectAiWriting } from "../worker/text/detector";
import { loadCorpus } from "./detector/corpus";

/**
 * Lints counted by kind (spelling, agreement, readability …): a rewrite that only reworded a sentence harper already
 * flagged as long has not added a lint, though the flagged text changed.
 */
async function lintsByKind(linter: LocalLinter, text: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const lint of (await linter.lint(text)) as Lint[])
    counts.set(lint.lint_kind(), (counts.get(lint.lint_kind()) ?? 0) + 1);
  return counts;
}

export async function humanizerEffect() {
  const paragraphs = loadCorpus().filter((t) => t.split === "test" && t.label === "ai");
  const linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
  const plan = OVERKILL_PLANS.maximum;
  let drop = 0;
  let kept = 0;
  let lintsAdded = 0;
  for (const { text } of paragraphs) {
    const rewritten = runOfflinePipeline(text, {
      stages: plan.stages,
      style: "conversational",
      strength: plan.strength,
    }).text;
    const english = { language: "en" };
    drop += detectAiWriting(text, english).aiLikelihood! - detectAiWriting(rewritten, english).aiLikelihood!;
    kept += meaningPreservation(text, rewritten);
    const before = await lintsByKind(linter, text);
    for (const [kind, count] of await lintsByKind(linter, rewritten))
      lintsAdded += Math.max(0, count - (before.get(kind) ?? 0));
  }
  return {
    paragraphs: paragraphs.length,
    meanDrop: Math.round((drop / paragraphs.length) * 10) / 10,
    meanMeaningKept: Math.round((kept / paragraphs.length) * 1000) / 10,
    lintsAdded,
  };
}
