import { describe, expect, it } from "vitest";
import { DETECTOR_SAMPLE } from "../test/fixtures/detector-sample";
import { detectAiWriting, detectionReading, MIN_RELIABLE_WORDS } from "./detector";
import { FEATURE_NAMES, measureFeatures } from "./detector-features";
import { contributions, fitDetector, MACHINE_TELLS, rocAuc } from "./detector-fit";
import { CALIBRATION_BANDS, DETECTOR_MODEL, MEASURED, THRESHOLDS } from "./detector-model";
import { PACKED_TABLES } from "./detector-tables";
import { packTables, unpackTables } from "./detector-tables-format";
import { scoreSignatures } from "./signatures";

const scored = DETECTOR_SAMPLE.map((entry) => ({ entry, detection: detectAiWriting(entry.text) }));

describe("the calibrated AI-writing detector", () => {
  it("lets a machine tell push a score only towards machine writing, as the suggestions treat it", () => {
    for (const tell of MACHINE_TELLS) expect([tell, DETECTOR_MODEL.weights[tell] >= 0]).toEqual([tell, true]);
    // Fitted freely on these samples, transitions would get a negative weight (they run with human text here).
    const features = (transitions: number, label: 0 | 1) => ({
      features: Object.fromEntries(
        FEATURE_NAMES.map((name) => [name, name === "transitionOveruse" ? transitions : label]),
      ) as Record<(typeof FEATURE_NAMES)[number], number>,
      label,
    });
    const model = fitDetector([features(3, 0), features(2, 0), features(0, 1), features(1, 1)], 200);
    expect(model.weights.transitionOveruse).toBe(0);
    expect(model.weights.buzzwords).toBeGreaterThan(0);
  });

  it("separates held-out machine text from human text of the same registers", () => {
    const auc = rocAuc(
      scored.map(({ entry, detection }) => ({ score: detection.aiLikelihood!, label: entry.label === "ai" ? 1 : 0 })),
    );
    expect(auc).toBeGreaterThanOrEqual(0.85);
  });

  it("labels at most one held-out human paragraph of the sample 'likely AI'", () => {
    const accused = scored.filter(
      ({ entry, detection }) => entry.label === "human" && detection.verdict === "likely-ai",
    );
    expect(accused.length).toBeLessThanOrEqual(1);
  });

  it("ships a model whose measured figures meet the bar: AUC at least 0.85, at most 5% of human text flagged", () => {
    expect(MEASURED.auc).toBeGreaterThanOrEqual(0.85);
    expect(MEASURED.falsePositiveRate).toBeLessThanOrEqual(5);
    expect(THRESHOLDS.likelyAi).toBeGreaterThan(THRESHOLDS.uncertain);
    expect(CALIBRATION_BANDS).toHaveLength(10);
  });

  it("never labels a short text 'likely AI', and labels by the thresholds otherwise", () => {
    const cliche =
      "In today's fast-paced world, it is important to note that teams must delve into data. Moreover, it is crucial to leverage robust tools.";
    const short = detectAiWriting(cliche);
    expect(short.words).toBeLessThan(MIN_RELIABLE_WORDS);
    expect(short.reliable).toBe(false);
    expect(short.verdict).toBe("uncertain");
    for (const { detection } of scored) {
      const expected =
        detection.aiLikelihood! >= THRESHOLDS.likelyAi
          ? "likely-ai"
          : detection.aiLikelihood! >= THRESHOLDS.uncertain
            ? "uncertain"
            : "likely-human";
      expect(detection.verdict).toBe(expected);
    }
  });

  it("gives the measured range of the score's band and the signals that moved it most", () => {
    const { entry, detection } = scored[0]!;
    const band = CALIBRATION_BANDS[Math.min(9, Math.floor(detection.aiLikelihood! / 10))]!;
    expect(detection.range).toEqual({ low: Math.round(band.low), high: Math.round(band.high) });
    const pushes = Object.values(
      contributions(DETECTOR_MODEL, measureFeatures(entry.text, unpackTables(PACKED_TABLES))),
    );
    const largest = Math.max(...pushes.map(Math.abs));
    expect(Math.abs(detection.signals[0]!.push)).toBeCloseTo(largest, 2);
    expect(detection.signals).toHaveLength(4);
    expect(FEATURE_NAMES).toContain(detection.signals[0]!.name);
    expect(detectionReading(detection)).toMatchObject({
      likelyAiThreshold: THRESHOLDS.likelyAi,
      humanFlaggedRate: MEASURED.falsePositiveRate,
    });
  });

  it("packs its language tables losslessly", () => {
    const tables = unpackTables(PACKED_TABLES);
    expect(tables.unigrams.size).toBeGreaterThan(1000);
    expect(packTables(tables)).toEqual(PACKED_TABLES);
  });

  it("still finds the older machine clichés, for the humanizer's breakdown", () => {
    const machine = scoreSignatures(
      "In today's fast-paced world, it is important to note that teams must delve into data. Moreover, it is crucial to leverage robust tools. Furthermore, it is vital to foster seamless collaboration. Additionally, it is essential to optimize every workflow.",
    );
    const person = scoreSignatures(
      "We shipped late. Again. Honestly? I don't mind — the fix was worth the wait, and nobody's data got lost.",
    );
    expect(machine.stockPhrases).toBeGreaterThan(person.stockPhrases);
    expect(machine.buzzwords).toBeGreaterThan(person.buzzwords);
    expect(machine.transitionOveruse).toBeGreaterThan(person.transitionOveruse);
    expect(machine.missingContractions).toBeGreaterThan(person.missingContractions);
  });
});
