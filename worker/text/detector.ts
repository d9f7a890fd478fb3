import {
  FEATURE_NAMES,
  type FeatureName,
  type LanguageTables,
  measureFeatures,
  styleTokens,
} from "./detector-features";
import { contributions, probabilityOf } from "./detector-fit";
import { CALIBRATION_BANDS, DETECTOR_MODEL, MEASURED, THRESHOLDS } from "./detector-model";
import { PACKED_TABLES } from "./detector-tables";
import { unpackTables } from "./detector-tables-format";
import { wordTokens } from "./readability";
import { type SignatureScores, scoreSignatures } from "./signatures";

/** Below this many words the measurements are too few: such a text is never labelled "likely AI". */
export const MIN_RELIABLE_WORDS = 50;
const SIGNALS_SHOWN = 4;

export type AiVerdict = "likely-human" | "uncertain" | "likely-ai";

export interface AiDetection {
  /** 0-100: the calibrated probability that the text was machine-written (bench/detector/results.json). */
  aiLikelihood: number;
  /** The share of machine text measured among test texts that scored in the same band, with its 90% interval. */
  range: { low: number; high: number };
  verdict: AiVerdict;
  words: number;
  /** False for texts shorter than MIN_RELIABLE_WORDS. */
  reliable: boolean;
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

export function detectAiWriting(text: string): AiDetection {
  const tokens = wordTokens(text);
  const signatures = scoreSignatures(text);
  const pushes = contributions(DETECTOR_MODEL, measureFeatures(text, languageTables(), { words: tokens, signatures }));
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
    signals: FEATURE_NAMES.map((name) => ({ name, push: Math.round(pushes[name] * 100) / 100 }))
      .sort((a, b) => Math.abs(b.push) - Math.abs(a.push))
      .slice(0, SIGNALS_SHOWN),
    signatures,
  };
}

/** What a reader is shown of a detection: the score, its measured range, the verdict and the signals behind it. */
export function detectionReading(detection: AiDetection) {
  const { aiLikelihood, range, verdict, reliable, words, signals } = detection;
  return {
    aiLikelihood,
    range,
    verdict,
    reliable,
    words,
    signals,
    /** Measured on the held-out test texts: human texts labelled "likely AI" (percent) at this threshold. */
    likelyAiThreshold: THRESHOLDS.likelyAi,
    humanFlaggedRate: MEASURED.falsePositiveRate,
  };
}

export type AiReading = ReturnType<typeof detectionReading>;
