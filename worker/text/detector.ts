import {
  FEATURE_NAMES,
  type FeatureName,
  type LanguageTables,
  measureFeatures,
  styleTokens,
} from "./detector-features";
import { contributions, probabilityOf } from "./detector-fit";
import {
  CALIBRATED_LANGUAGES,
  type DetectionScope,
  detectionScope,
  type NotJudgedLanguage,
} from "./detector-languages";
import { CALIBRATION_BANDS, DETECTOR_MODEL, MEASURED, THRESHOLDS } from "./detector-model";
import { PACKED_TABLES } from "./detector-tables";
import { unpackTables } from "./detector-tables-format";
import { wordTokens } from "./readability";
import { type SignatureScores, scoreSignatures } from "./signatures";

/** Below this many words the measurements are too few: such a text is never labelled "likely AI". */
export const MIN_RELIABLE_WORDS = 50;
const SIGNALS_SHOWN = 4;

/** "not-judged": the text is in a language the detector was not calibrated for (detector-languages.ts). */
export type AiVerdict = "likely-human" | "uncertain" | "likely-ai" | "not-judged";

export interface AiDetection {
  /** 0-100: the calibrated probability that the text was machine-written; null when no part of it could be judged. */
  aiLikelihood: number | null;
  /** The share of machine text measured among test texts that scored in the same band, with its 90% interval. */
  range: { low: number; high: number } | null;
  verdict: AiVerdict;
  /** The words judged (all of the text's words when none could be). */
  words: number;
  /** False for texts shorter than MIN_RELIABLE_WORDS and for text the detector cannot judge. */
  reliable: boolean;
  /** The text's main language (ISO 639-1, "und" when it could not be told). */
  language: string;
  /** Words left out because of their language, per language; the verdict is about the rest. */
  notJudged: NotJudgedLanguage[];
  /** The measurements that moved the score most, with their push on the log-odds (positive: towards machine). */
  signals: { name: FeatureName; push: number }[];
  /** The older machine clichés, each 0-100, for the humanizer's breakdown. */
  signatures: SignatureScores;
}

let tables: LanguageTables | null = null;

function languageTables(): LanguageTables {
  tables ??= unpackTables(PACKED_TABLES);
  return tables;
}

/**
 * The detector's word-use signal alone, cheap enough to rank every sentence of a long text: the mean log ratio of
 * its words' (and punctuation marks') rates in machine text to human text. Above zero leans machine.
 */
export function wordUseLean(text: string): number {
  const { style } = languageTables();
  const tokens = styleTokens(text);
  let sum = 0;
  for (const token of tokens) sum += style.get(token) ?? 0;
  return sum / Math.max(tokens.length, 1);
}

/**
 * The detector's reading of a text: only its paragraphs in calibrated languages are judged, each paragraph by its
 * own language; a text with none (or too few words in them beside text in other languages) gets no verdict.
 * `language` skips the guess for callers that know the text's language.
 */
export function detectAiWriting(text: string, options: { language?: string } = {}): AiDetection {
  const scope = detectionScope(text, options.language);
  const signatures = scoreSignatures(text);
  if (scope.judgeableWords === 0 || (scope.notJudged.length > 0 && scope.judgeableWords < MIN_RELIABLE_WORDS)) {
    return notJudged(text, scope, signatures);
  }
  const tokens = wordTokens(scope.judgeable);
  const judgedSignatures = scope.judgeable === text ? signatures : scoreSignatures(scope.judgeable);
  const pushes = contributions(
    DETECTOR_MODEL,
    measureFeatures(scope.judgeable, languageTables(), { words: tokens, signatures: judgedSignatures }),
  );
  const aiLikelihood = Math.round(probabilityOf(DETECTOR_MODEL, pushes) * 100);
  const words = tokens.length;
  const reliable = words >= MIN_RELIABLE_WORDS;
  const band = CALIBRATION_BANDS[Math.min(9, Math.floor(aiLikelihood / 10))]!;
  const verdict: AiVerdict =
    aiLikelihood >= THRESHOLDS.likelyAi && reliable
      ? "likely-ai"
      : aiLikelihood >= THRESHOLDS.uncertain || !reliable
        ? "uncertain"
        : "likely-human";
  return {
    aiLikelihood,
    range: { low: Math.round(band.low), high: Math.round(band.high) },
    verdict,
    words,
    reliable,
    language: scope.language,
    notJudged: scope.notJudged,
    signals: FEATURE_NAMES.map((name) => ({ name, push: Math.round(pushes[name] * 100) / 100 }))
      .sort((a, b) => Math.abs(b.push) - Math.abs(a.push))
      .slice(0, SIGNALS_SHOWN),
    signatures,
  };
}

function notJudged(text: string, scope: DetectionScope, signatures: SignatureScores): AiDetection {
  return {
    aiLikelihood: null,
    range: null,
    verdict: "not-judged",
    words: wordTokens(text).length,
    reliable: false,
    language: scope.language,
    notJudged: scope.notJudged,
    signals: [],
    signatures,
  };
}

/** What a reader is shown of a detection: the score, its measured range, the verdict and the signals behind it. */
export function detectionReading(detection: AiDetection) {
  const { aiLikelihood, range, verdict, reliable, words, signals, language, notJudged } = detection;
  return {
    aiLikelihood,
    range,
    verdict,
    reliable,
    words,
    signals,
    language,
    notJudged,
    /** The languages a verdict can be given in. */
    calibratedLanguages: CALIBRATED_LANGUAGES,
    /** Measured on the held-out test texts: human texts labelled "likely AI" (percent) at this threshold. */
    likelyAiThreshold: THRESHOLDS.likelyAi,
    humanFlaggedRate: MEASURED.falsePositiveRate,
  };
}

export type AiReading = ReturnType<typeof detectionReading>;
