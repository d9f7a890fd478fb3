/**
 * The detector outside English, measured the way English was (fit.ts): per language, tables built from the
 * development half of that language's human and machine text, the model fitted there with 5-fold cross-fitting, the
 * "likely AI" threshold chosen there, and AUC and human false positives measured on the held-out test half. A language
 * counts as calibrated only with AUC ≥ 0.85, at most 5% of held-out human texts flagged, human and machine test text in
 * at least three registers (a verdict learnt from technical text alone says nothing about a novel), and none of at
 * least two pieces of human prose from outside the corpora (probes.ts) flagged: a held-out half drawn from the same
 * sources shares their genres, and a detector can learn genre instead of authorship.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { measureFeatures } from "../../worker/text/detector-features";
import { fitDetector, predict } from "../../worker/text/detector-fit";
import { type CorpusText, REGISTERS, selectHuman, splitOf, stableHash } from "./corpus-split";
import { auc, falsePositiveRate, type Scored, thresholdFor } from "./evaluate";
import type { Register } from "./human-sources";
import {
  CORPUS_LANGUAGES,
  type CorpusLanguage,
  humanParagraphsIn,
  installDebianCorpora,
  NPM_CORPUS_PACKAGES,
} from "./human-sources-languages";
import { PROBES } from "./probes";
import { buildTables } from "./tables";

const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, ".cache", "detector-corpora");
mkdirSync(CACHE, { recursive: true });
const FOLDS = 5;
const LIKELY_AI_DEV_FPR = 0.025;
/** What a language needs to be calibrated (DESIGN decision 13), and how many registers its test must cover. */
export const CALIBRATION_BAR = { auc: 0.85, falsePositiveRate: 5, registers: 3, perRegister: 10, probes: 2 };

/** The human paragraphs of a language, gathered once into .cache (rendering manual pages takes minutes). */
function humanTexts(language: CorpusLanguage): CorpusText[] {
  const file = join(CACHE, `human-${language}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as CorpusText[];
  installDebianCorpora();
  // A prefix of its own: an install into the English corpora's prefix would remove their packages.
  const prefix = join(CACHE, "languages");
  if (!existsSync(join(prefix, "node_modules")))
    execFileSync(
      "npm",
      ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, ...NPM_CORPUS_PACKAGES],
      {
        stdio: "inherit",
      },
    );
  const chosen = selectHuman(humanParagraphsIn(language, join(prefix, "node_modules")));
  writeFileSync(file, JSON.stringify(chosen));
  return chosen;
}

/** The machine paragraphs written for the language (ai-paragraphs-<language>.json), split by the hash of their id. */
function machineTexts(language: CorpusLanguage): CorpusText[] {
  const file = join(import.meta.dirname, `ai-paragraphs-${language}.json`);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, "utf8")) as { id: string; register: Register; text: string }[];
  return entries.map((entry) => ({
    id: entry.id,
    label: "ai" as const,
    register: entry.register,
    split: splitOf(entry.id),
    text: entry.text,
    origin: entry.id,
  }));
}

/** Languages written without spaces between words: their words are found by Intl.Segmenter before measuring. */
const UNSPACED: CorpusLanguage[] = ["ja", "zh"];

/** The text with a space between each word and mark, so that the English-shaped tokenizer sees words. */
function spacedWords(text: string, language: CorpusLanguage): string {
  if (!UNSPACED.includes(language)) return text;
  const segmenter = new Intl.Segmenter(language, { granularity: "word" });
  return [...segmenter.segment(text)]
    .map((piece) => piece.segment.trim())
    .filter(Boolean)
    .join(" ");
}

const label = (t: CorpusText) => (t.label === "human" ? 0 : 1) as 0 | 1;
const foldOf = (t: CorpusText) => stableHash(`fold:${t.id}`) % FOLDS;
const tablesFrom = (texts: CorpusText[]) =>
  buildTables(
    texts.filter((t) => t.label === "human").map((t) => t.text),
    texts.filter((t) => t.label !== "human").map((t) => t.text),
  );

export interface LanguageMeasurement {
  language: CorpusLanguage;
  human: number;
  machine: number;
  /** Null where there is no machine text in the language yet. */
  auc: number | null;
  likelyAiThreshold: number | null;
  falsePositiveRate: number | null;
  /** Registers with at least `perRegister` human and machine test texts, with their AUC. */
  registers: { register: Register; auc: number }[];
  /** Human prose from outside the corpora (probes.ts), scored by the language's detector, and whether it was flagged. */
  probes: { source: string; score: number; flagged: boolean }[];
  calibrated: boolean;
}

export function measureLanguage(language: CorpusLanguage): LanguageMeasurement {
  const human = humanTexts(language);
  const machine = machineTexts(language);
  const empty = {
    language,
    human: human.length,
    machine: 0,
    auc: null,
    likelyAiThreshold: null,
    falsePositiveRate: null,
  };
  if (machine.length === 0) return { ...empty, registers: [], probes: [], calibrated: false };
  const corpus = [...human, ...machine].map((t) => ({ ...t, text: spacedWords(t.text, language) }));
  const dev = corpus.filter((t) => t.split === "dev");
  const test = corpus.filter((t) => t.split === "test");
  const devFeatures = new Map<CorpusText, ReturnType<typeof measureFeatures>>();
  for (let fold = 0; fold < FOLDS; fold++) {
    const tables = tablesFrom(dev.filter((t) => foldOf(t) !== fold));
    for (const t of dev) if (foldOf(t) === fold) devFeatures.set(t, measureFeatures(t.text, tables));
  }
  const model = fitDetector(dev.map((t) => ({ features: devFeatures.get(t)!, label: label(t) })));
  const devScored: Scored[] = dev.map((t) => ({ text: t, score: predict(model, devFeatures.get(t)!) }));
  const threshold = thresholdFor(devScored, LIKELY_AI_DEV_FPR);
  const tables = tablesFrom(dev);
  const testScored: Scored[] = test.map((t) => ({ text: t, score: predict(model, measureFeatures(t.text, tables)) }));
  const count = (register: Register, which: CorpusText["label"]) =>
    test.filter((t) => t.register === register && t.label === which).length;
  const registers = REGISTERS.filter(
    (register) =>
      count(register, "human") >= CALIBRATION_BAR.perRegister && count(register, "ai") >= CALIBRATION_BAR.perRegister,
  ).map((register) => ({ register, auc: round3(auc(testScored, (t) => t.register === register)) }));
  const measuredAuc = round3(auc(testScored, () => true));
  const falsePositives = falsePositiveRate(testScored, threshold);
  const probes = PROBES[language].map(({ source, text }) => {
    const score = Math.round(predict(model, measureFeatures(spacedWords(text, language), tables)) * 100);
    return { source, score, flagged: score >= threshold };
  });
  return {
    ...empty,
    machine: machine.length,
    auc: measuredAuc,
    likelyAiThreshold: threshold,
    falsePositiveRate: falsePositives,
    registers,
    probes,
    calibrated:
      measuredAuc >= CALIBRATION_BAR.auc &&
      falsePositives <= CALIBRATION_BAR.falsePositiveRate &&
      registers.length >= CALIBRATION_BAR.registers &&
      probes.length >= CALIBRATION_BAR.probes &&
      probes.every((probe) => !probe.flagged),
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function measureLanguages(): LanguageMeasurement[] {
  return CORPUS_LANGUAGES.map(measureLanguage);
}
