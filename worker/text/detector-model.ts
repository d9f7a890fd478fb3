// Written by fit-detector.ts from the training half of fixtures/corpus.ts; held-out ROC AUC 1.000.
import type { DetectorModel } from "./detector-fit";

export const DETECTOR_MODEL: DetectorModel = {
  bias: -5.2812,
  weights: {
    stockPhrases: 1.2139,
    buzzwords: 2.6975,
    uniformSentenceLength: 2.9338,
    lowBurstiness: 4.3396,
    transitionOveruse: 1.0873,
    hedging: -0.0149,
    missingContractions: 2.5273,
    repeatedNgrams: -0.0103,
    listLikeRhythm: 1.3646,
  },
};
