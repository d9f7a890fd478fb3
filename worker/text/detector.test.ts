import { describe, expect, it } from "vitest";
import { detectAiWriting } from "./detector";
import { fitDetector, predict, rocAuc, splitForFitting } from "./detector-fit";
import { DETECTOR_MODEL } from "./detector-model";
import { CORPUS } from "./fixtures/corpus";
import { SIGNATURE_NAMES, scoreSignatures } from "./signatures";

const labelled = (entries: typeof CORPUS) =>
  entries.map((entry) => ({ scores: scoreSignatures(entry.text), label: (entry.label === "ai" ? 1 : 0) as 0 | 1 }));

describe("the AI-signature detector", () => {
  const { train, test } = splitForFitting(CORPUS);

  it("is fitted on a corpus of at least 40 paragraphs of each kind", () => {
    expect(CORPUS.filter((e) => e.label === "ai").length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter((e) => e.label === "human").length).toBeGreaterThanOrEqual(40);
    expect(new Set(test.map((e) => e.id)).size).toBe(test.length);
    expect(train.some((e) => test.includes(e))).toBe(false);
  });

  it("separates machine-style from human-style text on the held-out half (ROC AUC at least 0.9)", () => {
    const auc = rocAuc(labelled(test).map((s) => ({ score: predict(DETECTOR_MODEL, s.scores), label: s.label })));
    expect(auc).toBeGreaterThanOrEqual(0.9);
  });

  it("ships the weights a fresh fit on the training half produces", () => {
    const refit = fitDetector(labelled(train));
    expect(refit.bias).toBeCloseTo(DETECTOR_MODEL.bias, 3);
    for (const name of SIGNATURE_NAMES) expect(refit.weights[name]).toBeCloseTo(DETECTOR_MODEL.weights[name], 3);
  });

  it("scores each signature 0-100 and the likelihood 0-100", () => {
    const result = detectAiWriting(CORPUS[0]!.text);
    expect(result.aiLikelihood).toBeGreaterThanOrEqual(0);
    expect(result.aiLikelihood).toBeLessThanOrEqual(100);
    for (const name of SIGNATURE_NAMES) {
      expect(result.signatures[name]).toBeGreaterThanOrEqual(0);
      expect(result.signatures[name]).toBeLessThanOrEqual(100);
    }
  });

  it("finds the named signatures where they are", () => {
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
    expect(machine.lowBurstiness).toBeGreaterThan(person.lowBurstiness);
  });
});
