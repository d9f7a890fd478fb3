import { predict } from "./detector-fit";
import { DETECTOR_MODEL } from "./detector-model";
import { type SignatureScores, scoreSignatures } from "./signatures";

export interface AiDetection {
  /** 0-100: how strongly the text carries the signatures of machine-written prose, by the fitted model. */
  aiLikelihood: number;
  signatures: SignatureScores;
}

export function detectAiWriting(text: string): AiDetection {
  const signatures = scoreSignatures(text);
  return { aiLikelihood: Math.round(predict(DETECTOR_MODEL, signatures) * 100), signatures };
}
