import {
  TASK_COMPLEXITIES,
  type TaskComplexity,
  type TaskContentType,
  type TaskMix,
} from "../../../schema/orchestration-enums";
import { PLAN_PRICES } from "../../common/plans";
import type { CatalogueModel } from "./catalogue";
import { routeTask } from "./route";

/** How a month of AI work is split by complexity (the same for every mix). */
const COMPLEXITY_SHARE: Record<TaskComplexity, number> = { simple: 0.4, medium: 0.35, complex: 0.2, expert: 0.05 };
/** How each mix splits by content type. */
const CONTENT_SHARE: Record<TaskMix, Partial<Record<TaskContentType, number>>> = {
  mixed: { conversational: 0.3, technical: 0.25, analytical: 0.2, creative: 0.15, research: 0.1 },
  creative: { creative: 1 },
  technical: { technical: 1 },
};
/** A representative task: about 200 words of instructions. */
const SAMPLE_PROMPT = "x".repeat(1200);

/**
 * Savings from routing a month's spend: every (complexity, content type) of the mix is routed with the same table
 * as the demo (balanced budget), its cost compared with the top model's, and the shares weighted. The service fee
 * the ROI is measured against is the Enterprise plan's monthly price.
 */
export function calculateSavings(models: CatalogueModel[], monthlyAISpend: number, mix: TaskMix) {
  let routed = 0;
  let top = 0;
  for (const complexity of TASK_COMPLEXITIES) {
    for (const [contentType, share] of Object.entries(CONTENT_SHARE[mix]) as [TaskContentType, number][]) {
      const weight = COMPLEXITY_SHARE[complexity] * share;
      const analysis = routeTask(
        models,
        {
          complexity,
          contentType,
          confidence: 100,
          signals: { words: 200, code: false, math: false, instructions: 0, domainWords: 0 },
          requested: null,
        },
        SAMPLE_PROMPT,
        { budget: "balanced", qualityThreshold: 0, maxCostPerTask: Number.POSITIVE_INFINITY },
      );
      routed += weight * analysis.estimatedCost;
      top += weight * analysis.topModelCost;
    }
  }
  const share = top === 0 ? 0 : 1 - routed / top;
  const monthlySavings = Math.round(monthlyAISpend * share * 100) / 100;
  const fee = PLAN_PRICES.enterprise.monthly;
  return {
    monthlySavings,
    annualSavings: Math.round(monthlySavings * 12 * 100) / 100,
    optimizationPercentage: Math.round(share * 1000) / 10,
    roi: Math.round(((monthlySavings - fee) / fee) * 1000) / 10,
    serviceFee: fee,
  };
}
