import { FEATURE_NAMES, type FeatureName, type Features } from "./detector-features";

/** A logistic model over standardised features: z = bias + Σ weight × (value − mean) / scale. */
export interface DetectorModel {
  bias: number;
  weights: Record<FeatureName, number>;
  means: Record<FeatureName, number>;
  scales: Record<FeatureName, number>;
}

export interface Labelled {
  features: Features;
  /** 1 for machine-written text, 0 for human. */
  label: 0 | 1;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Each feature's push on the log-odds (positive: towards machine-written). */
export function contributions(model: DetectorModel, features: Features): Record<FeatureName, number> {
  const out = {} as Record<FeatureName, number>;
  for (const name of FEATURE_NAMES)
    out[name] = (model.weights[name] * (features[name] - model.means[name])) / model.scales[name];
  return out;
}

/** The probability of machine writing from the features' contributions. */
export function probabilityOf(model: DetectorModel, pushes: Record<FeatureName, number>): number {
  let z = model.bias;
  for (const value of Object.values(pushes)) z += value;
  return sigmoid(z);
}

export function predict(model: DetectorModel, features: Features): number {
  return probabilityOf(model, contributions(model, features));
}

const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Fits the model by batch gradient descent on the log loss with L2 regularisation, after standardising each
 * feature on the samples. Deterministic: the same samples always give the same model.
 */
/**
 * The features named as machine tells (stock phrases, buzzwords, transition-led sentences, hedging): the page lists
 * them as what moved a score and the suggestions ask for fewer of them, so they may only push a score towards machine
 * writing. Fitted freely, correlated features can give one a negative weight, and the page would then call "more
 * transitions" a human sign.
 */
export const MACHINE_TELLS: ReadonlySet<FeatureName> = new Set([
  "stockPhrases",
  "buzzwords",
  "transitionOveruse",
  "hedging",
]);

export function fitDetector(samples: Labelled[], iterations = 4000, learningRate = 0.3, l2 = 0.01): DetectorModel {
  const means = {} as Record<FeatureName, number>;
  const scales = {} as Record<FeatureName, number>;
  for (const name of FEATURE_NAMES) {
    const values = samples.map((s) => s.features[name]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    means[name] = round(mean, 6);
    scales[name] = round(sd > 1e-9 ? sd : 1, 6);
  }
  const rows = samples.map((s) => FEATURE_NAMES.map((name) => (s.features[name] - means[name]) / scales[name]));
  const weights = FEATURE_NAMES.map(() => 0);
  let bias = 0;
  for (let step = 0; step < iterations; step++) {
    const gradient = FEATURE_NAMES.map(() => 0);
    let biasGradient = 0;
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      let z = bias;
      for (let j = 0; j < row.length; j++) z += weights[j]! * row[j]!;
      const error = sigmoid(z) - samples[i]!.label;
      biasGradient += error;
      for (let j = 0; j < row.length; j++) gradient[j]! += error * row[j]!;
    }
    bias -= (learningRate * biasGradient) / rows.length;
    for (let j = 0; j < weights.length; j++) {
      weights[j] = weights[j]! - learningRate * (gradient[j]! / rows.length + l2 * weights[j]!);
      // Projected gradient descent: a machine tell's weight stays at zero or above.
      if (MACHINE_TELLS.has(FEATURE_NAMES[j]!) && weights[j]! < 0) weights[j] = 0;
    }
  }
  return {
    bias: round(bias),
    weights: Object.fromEntries(FEATURE_NAMES.map((name, j) => [name, round(weights[j]!)])) as Record<
      FeatureName,
      number
    >,
    means,
    scales,
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
