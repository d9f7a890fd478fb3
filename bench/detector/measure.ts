/** The shipped detector measured on the test half of its corpora: what `npm run bench` and docs/detector.md report. */
import { detectAiWriting } from "../../worker/text/detector";
import { THRESHOLDS } from "../../worker/text/detector-model";
import { loadCorpus } from "./corpus";
import { REGISTERS } from "./corpus-split";
import { auc, calibration, falsePositiveRate, type Scored, truePositiveRate } from "./evaluate";

export function measureDetector() {
  const test = loadCorpus().filter((t) => t.split === "test");
  // The corpus is English: the model is measured on all of it; how often the language guess would have declined
  // an English text is counted apart.
  const scored: Scored[] = test.map((text) => ({
    text,
    score: detectAiWriting(text.text, { language: "en" }).aiLikelihood! / 100,
  }));
  return {
    notJudgedAsEnglish: test.filter((text) => detectAiWriting(text.text).verdict === "not-judged").length,
    humans: test.filter((t) => t.label === "human").length,
    machines: test.filter((t) => t.label === "ai").length,
    cliches: test.filter((t) => t.label === "ai-cliche").length,
    auc: auc(scored, (t) => t.label !== "ai-cliche"),
    aucByRegister: Object.fromEntries(
      REGISTERS.map((register) => [register, auc(scored, (t) => t.label !== "ai-cliche" && t.register === register)]),
    ),
    thresholds: THRESHOLDS,
    falsePositives: falsePositiveRate(scored, THRESHOLDS.likelyAi),
    falsePositivesUncertain: falsePositiveRate(scored, THRESHOLDS.uncertain),
    truePositives: truePositiveRate(scored, THRESHOLDS.likelyAi),
    calibration: calibration(scored),
  };
}
