import { SIGNATURE_NAMES, type SignatureName, type SignatureScores } from "./signatures";

/** A logistic model over the signature scores (each scaled to 0-1). */
export interface DetectorModel {
  bias: number;
  weights: Record<SignatureName, number>;
}

export interface LabelledScores {
  scores: SignatureScores;
  /** 1 for machine-style text, 0 for human. */
  label: 0 | 1;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(model: DetectorModel, scores: SignatureScores): number {
  let z = model.bias;
  for (const name of SIGNATURE_NAMES) z += model.weights[name] * (scores[name] / 100);
  return sigmoid(z);
}

/**
 * Fits the model by batch gradient descent on the log loss with a little L2 regularisation. Deterministic: the
 * same samples always give the same weights, so the committed weights can be checked against a fresh fit.
 */
export function fitDetector(
  samples: LabelledScores[],
  iterations = 5000,
  learningRate = 0.5,
  l2 = 0.002,
): DetectorModel {
  const weights = Object.fromEntries(SIGNATURE_NAMES.map((name) => [name, 0])) as Record<SignatureName, number>;
  let bias = 0;
  for (let step = 0; step < iterations; step++) {
    const gradient = Object.fromEntries(SIGNATURE_NAMES.map((name) => [name, 0])) as Record<SignatureName, number>;
    let biasGradient = 0;
    for (const { scores, label } of samples) {
      const error = predict({ bias, weights }, scores) - label;
      biasGradient += error;
      for (const name of SIGNATURE_NAMES) gradient[name] += error * (scores[name] / 100);
    }
    bias -= (learningRate * biasGradient) / samples.length;
    for (const name of SIGNATURE_NAMES) {
      weights[name] -= learningRate * (gradient[name] / samples.length + l2 * weights[name]);
    }
  }
  const rounded = (value: number) => Math.round(value * 1e4) / 1e4;
  return {
    bias: rounded(bias),
    weights: Object.fromEntries(SIGNATURE_NAMES.map((name) => [name, rounded(weights[name])])) as Record<
      SignatureName,
      number
    >,
  };
}

/** Area under the ROC curve: the chance that a random positive scores above a random negative (ties count half). */
export function rocAuc(scored: { score: number; label: 0 | 1 }[]): number {
  const positives = scored.filter((s) => s.label === 1);
  const negatives = scored.filter((s) => s.label === 0);
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p.score > n.score ? 1 : p.score === n.score ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

/** Train/test split: within each label, by id order, alternate entries go to the held-out half. */
export function splitForFitting<T extends { id: string; label: string }>(
  entries: readonly T[],
): { train: T[]; test: T[] } {
  const train: T[] = [];
  const test: T[] = [];
  for (const label of new Set(entries.map((e) => e.label))) {
    const group = entries.filter((e) => e.label === label).sort((a, b) => a.id.localeCompare(b.id));
    for (const [i, entry] of group.entries()) (i % 2 === 0 ? train : test).push(entry);
  }
  return { train, test };
}
