/** Refits the detector on the training half of the corpus and rewrites detector-model.ts: `npx tsx worker/text/fit-detector.ts`. */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fitDetector, predict, rocAuc, splitForFitting } from "./detector-fit";
import { CORPUS } from "./fixtures/corpus";
import { scoreSignatures } from "./signatures";

const { train, test } = splitForFitting(CORPUS);
const labelled = (entries: typeof CORPUS) =>
  entries.map((e) => ({ scores: scoreSignatures(e.text), label: (e.label === "ai" ? 1 : 0) as 0 | 1 }));
const model = fitDetector(labelled(train));
const auc = rocAuc(labelled(test).map((s) => ({ score: predict(model, s.scores), label: s.label })));

const source = `// Written by fit-detector.ts from the training half of fixtures/corpus.ts; held-out ROC AUC ${auc.toFixed(3)}.
import type { DetectorModel } from "./detector-fit";

export const DETECTOR_MODEL: DetectorModel = ${JSON.stringify(model, null, 2)};
`;
writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "detector-model.ts"), source);
console.log(`held-out ROC AUC ${auc.toFixed(3)}`, model);
