/** Measures a fitted detector on labelled texts: AUC, false positives at the thresholds, calibration by decile. */
import { rocAuc } from "../../worker/text/detector-fit";
import type { CorpusText } from "./corpus-split";

export interface Scored {
  text: CorpusText;
  /** The calibrated probability of machine writing, 0-1. */
  score: number;
}

export interface CalibrationBand {
  /** Scores from `from` (inclusive) to `to` (exclusive), in percent. */
  from: number;
  to: number;
  count: number;
  meanScore: number;
  shareAi: number;
  /** 90% Wilson interval of the share of machine text in the band. */
  low: number;
  high: number;
}

const isMachine = (t: CorpusText) => t.label !== "human";
const percent = (value: number) => Math.round(value * 1000) / 10;

export function auc(scored: Scored[], keep: (t: CorpusText) => boolean): number {
  const chosen = scored.filter((s) => keep(s.text));
  return rocAuc(chosen.map((s) => ({ score: s.score, label: isMachine(s.text) ? 1 : 0 })));
}

/** Share of the human texts scored at or above the threshold (percent). */
export function falsePositiveRate(scored: Scored[], threshold: number, keep: (t: CorpusText) => boolean = () => true) {
  const human = scored.filter((s) => s.text.label === "human" && keep(s.text));
  return percent(human.filter((s) => s.score * 100 >= threshold).length / human.length);
}

export function truePositiveRate(scored: Scored[], threshold: number) {
  const machine = scored.filter((s) => s.text.label === "ai");
  return percent(machine.filter((s) => s.score * 100 >= threshold).length / machine.length);
}

function wilson(successes: number, n: number, z = 1.645): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const denominator = 1 + z ** 2 / n;
  const centre = (p + z ** 2 / (2 * n)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / n + z ** 2 / (4 * n ** 2))) / denominator;
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** Ten bands of score (0-10%, …, 90-100%): how many texts, their mean score, and the share that was machine text. */
export function calibration(scored: Scored[]): { bands: CalibrationBand[]; expectedError: number } {
  const bands: CalibrationBand[] = [];
  let error = 0;
  for (let band = 0; band < 10; band++) {
    const inBand = scored.filter((s) => Math.min(9, Math.floor(s.score * 10)) === band);
    const machine = inBand.filter((s) => isMachine(s.text)).length;
    const meanScore = inBand.length ? inBand.reduce((sum, s) => sum + s.score, 0) / inBand.length : 0;
    const shareAi = inBand.length ? machine / inBand.length : 0;
    const [low, high] = wilson(machine, inBand.length);
    error += (inBand.length / scored.length) * Math.abs(meanScore - shareAi);
    bands.push({
      from: band * 10,
      to: band * 10 + 10,
      count: inBand.length,
      meanScore: percent(meanScore),
      shareAi: percent(shareAi),
      low: percent(low),
      high: percent(high),
    });
  }
  return { bands, expectedError: percent(error) };
}

/** The lowest whole-percent threshold at which at most `rate` of the human texts score at or above it. */
export function thresholdFor(scored: Scored[], rate: number): number {
  for (let threshold = 1; threshold <= 99; threshold++)
    if (falsePositiveRate(scored, threshold) <= rate * 100) return threshold;
  return 99;
}
