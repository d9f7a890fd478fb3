/**
 * Refits the detector: `npx tsx bench/detector/fit.ts`. Builds the language tables from the development half of
 * the corpora, fits the logistic model on features measured with tables that never saw the text measured (5-fold
 * cross-fitting), chooses the thresholds on the development half, then measures everything on the test half and
 * writes worker/text/detector-tables.ts, worker/text/detector-model.ts and bench/detector/results.json.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FEATURE_NAMES, type LanguageTables, measureFeatures } from "../../worker/text/detector-features";
import { fitDetector, predict } from "../../worker/text/detector-fit";
import { packTables } from "../../worker/text/detector-tables-format";
import { loadCorpus } from "./corpus";
import { type CorpusText, REGISTERS, stableHash } from "./corpus-split";
import { auc, calibration, falsePositiveRate, type Scored, thresholdFor, truePositiveRate } from "./evaluate";
import { buildTables } from "./tables";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDS = 5;
/** The "likely AI" label needs at most this share of human development text above it (the test must show ≤ 5%). */
const LIKELY_AI_FPR = 0.025;
/** Below this share of human text above it, a score is "uncertain" rather than "likely human". */
const UNCERTAIN_FPR = 0.15;

const corpus = loadCorpus();
const dev = corpus.filter((t) => t.split === "dev");
const test = corpus.filter((t) => t.split === "test");
const tablesFrom = (texts: CorpusText[]) =>
  buildTables(
    texts.filter((t) => t.label === "human").map((t) => t.text),
    texts.filter((t) => t.label !== "human").map((t) => t.text),
  );
const label = (t: CorpusText) => (t.label === "human" ? 0 : 1) as 0 | 1;
// A machine paragraph and the human one it was written beside share a fold, so neither teaches the tables the other.
const foldOf = (t: CorpusText) => stableHash(`fold:${t.label === "human" ? t.id : t.origin}`) % FOLDS;

const crossFitted = dev.map((t) => ({
  text: t,
  features: undefined as ReturnType<typeof measureFeatures> | undefined,
}));
for (let fold = 0; fold < FOLDS; fold++) {
  const tables: LanguageTables = tablesFrom(dev.filter((t) => foldOf(t) !== fold));
  for (const entry of crossFitted)
    if (foldOf(entry.text) === fold) entry.features = measureFeatures(entry.text.text, tables);
}
const model = fitDetector(crossFitted.map((e) => ({ features: e.features!, label: label(e.text) })));
const devScored: Scored[] = crossFitted.map((e) => ({ text: e.text, score: predict(model, e.features!) }));
const likelyAi = thresholdFor(devScored, LIKELY_AI_FPR);
const uncertain = Math.min(likelyAi - 1, thresholdFor(devScored, UNCERTAIN_FPR));

const tables = tablesFrom(dev);
const testScored: Scored[] = test.map((t) => ({ text: t, score: predict(model, measureFeatures(t.text, tables)) }));
const plain = (t: CorpusText) => t.label !== "ai-cliche";
const { bands, expectedError } = calibration(testScored);
const results = {
  measuredOn: "the test half: documents never used to build the tables, fit the model or choose the thresholds",
  counts: {
    dev: {
      human: dev.filter((t) => t.label === "human").length,
      ai: dev.filter((t) => t.label === "ai").length,
      aiCliche: dev.filter((t) => t.label === "ai-cliche").length,
    },
    test: {
      human: test.filter((t) => t.label === "human").length,
      ai: test.filter((t) => t.label === "ai").length,
      aiCliche: test.filter((t) => t.label === "ai-cliche").length,
    },
  },
  auc: {
    plainAiVsHuman: Math.round(auc(testScored, plain) * 1000) / 1000,
    byRegister: Object.fromEntries(
      REGISTERS.map((register) => [
        register,
        Math.round(auc(testScored, (t) => plain(t) && t.register === register) * 1000) / 1000,
      ]),
    ),
    clicheAiVsHuman: Math.round(auc(testScored, (t) => t.label !== "ai") * 1000) / 1000,
    devCrossFitted: Math.round(auc(devScored, plain) * 1000) / 1000,
  },
  thresholds: { likelyAi, uncertain },
  falsePositiveRate: {
    likelyAi: falsePositiveRate(testScored, likelyAi),
    uncertain: falsePositiveRate(testScored, uncertain),
    likelyAiByRegister: Object.fromEntries(
      REGISTERS.map((register) => [register, falsePositiveRate(testScored, likelyAi, (t) => t.register === register)]),
    ),
  },
  truePositiveRate: {
    likelyAi: truePositiveRate(testScored, likelyAi),
    uncertain: truePositiveRate(testScored, uncertain),
  },
  calibration: { expectedError, bands },
};

const tableSource = `// Written by bench/detector/fit.ts from the development half of the detector's corpora: the ${tables.unigrams.size} most frequent words and
// ${tables.bigrams.size} word pairs of human English text, and ${tables.style.size} tokens' log ratio of machine to human use.
import type { PackedTables } from "./detector-tables-format";

export const PACKED_TABLES: PackedTables = ${JSON.stringify(packTables(tables))};
`;
writeFileSync(join(ROOT, "worker/text/detector-tables.ts"), tableSource);
const modelSource = `// Written by bench/detector/fit.ts. Fitted on the development half of the detector's corpora; the thresholds were
// chosen there; the calibration bands were measured on the test half (bench/detector/results.json).
import type { DetectorModel } from "./detector-fit";

export const DETECTOR_MODEL: DetectorModel = ${JSON.stringify(model, null, 2)};

/** "Likely AI" from this score (at most ${LIKELY_AI_FPR * 100}% of human development text reaches it); "uncertain" from the second. */
export const THRESHOLDS = ${JSON.stringify({ likelyAi, uncertain })};

/** Measured on the test half: ROC AUC (plain machine text against human) and the share of human text labelled "likely AI". */
export const MEASURED = ${JSON.stringify({ auc: results.auc.plainAiVsHuman, falsePositiveRate: results.falsePositiveRate.likelyAi })};

/** Measured on the test half: per band of score, the share of machine text and its 90% interval (percent). */
export const CALIBRATION_BANDS = ${JSON.stringify(
  bands.map(({ from, to, count, shareAi, low, high }) => ({ from, to, count, shareAi, low, high })),
  null,
  2,
)};
`;
writeFileSync(join(ROOT, "worker/text/detector-model.ts"), modelSource);
// The sample the worker's tests use: held-out texts, the human ones from public-domain sources only.
const SAMPLE_PER_KIND = 12;
const sample = [
  ...test.filter((t) => t.label === "human" && t.register === "formal").slice(0, SAMPLE_PER_KIND),
  ...test.filter((t) => t.label === "human" && t.register === "narrative").slice(0, SAMPLE_PER_KIND),
  ...REGISTERS.flatMap((register) =>
    test.filter((t) => t.label === "ai" && t.register === register).slice(0, SAMPLE_PER_KIND / 2),
  ),
].map(({ id, label: kind, register, text, origin }) => ({ id, label: kind, register, origin, text }));
writeFileSync(
  join(ROOT, "worker/test/fixtures/detector-sample.ts"),
  `// Written by bench/detector/fit.ts: held-out test texts of the detector's corpora (human ones from the public-domain
// State of the Union addresses and Moby-Dick; machine ones written with a language model on the same subjects).
export const DETECTOR_SAMPLE: { id: string; label: "human" | "ai"; register: string; origin: string; text: string }[] = ${JSON.stringify(sample, null, 2)};
`,
);
writeFileSync(join(import.meta.dirname, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify({ ...results, calibration: { expectedError } }, null, 2));
console.log("weights", model.weights, "bias", model.bias, "features", FEATURE_NAMES.length);
