import type { BudgetPriority, TaskComplexity, TaskContentType } from "../../../schema/orchestration-enums";
import { countOf } from "../../common/number-format";
import { ApiError } from "../../http/errors";
import { type CatalogueModel, costOf, topModel } from "./catalogue";
import type { TaskClass } from "./classify";
import { WORDS_PER_TOKEN } from "./requested-length";

/** The quality tier each complexity needs at least (the requirement's threshold may ask for more). */
export const MIN_QUALITY: Record<TaskComplexity, number> = { simple: 50, medium: 65, complex: 75, expert: 88 };
/** Answer lengths a task of each complexity is estimated to need, in tokens. */
export const OUTPUT_TOKENS: Record<TaskComplexity, number> = { simple: 150, medium: 400, complex: 800, expert: 1500 };
/** A system prompt and formatting around the user's words. */
const OVERHEAD_TOKENS = 60;

export interface Requirements {
  complexity?: TaskComplexity;
  contentType?: TaskContentType;
  budget: BudgetPriority;
  /** 0-100. */
  qualityThreshold: number;
  /** US dollars. */
  maxCostPerTask: number;
}

/**
 * Tokens in and out for a task: about 4 characters a token in; out, the length the prompt asks for (0.75 words a
 * token) or, when it names none, what its complexity usually needs.
 */
export function estimateTokens(prompt: string, task: Pick<TaskClass, "complexity" | "requested">) {
  const output = task.requested ? Math.ceil(task.requested.words / WORDS_PER_TOKEN) : OUTPUT_TOKENS[task.complexity];
  return { input: Math.ceil(prompt.length / 4) + OVERHEAD_TOKENS, output };
}

/** How the answer's length was estimated, for the reasoning line. */
function outputMethod(task: TaskClass, output: number): string {
  return task.requested
    ? `${output} out (${task.requested.from} asked for, at ${WORDS_PER_TOKEN} words a token)`
    : `${output} out (usual for a ${task.complexity} task: no length asked for)`;
}

const round4 = (dollars: number) => Math.round(dollars * 10_000) / 10_000;

/**
 * Picks the model for a task: of the models whose strengths cover the task's content type and whose quality tier
 * meets the requirement, the cheapest (cost-optimized), the cheapest with 5 points to spare (balanced), or the best
 * (performance-first), always within the maximum cost per task. The others that qualify are the fallbacks, in order.
 */
export function routeTask(models: CatalogueModel[], task: TaskClass, prompt: string, requirements: Requirements) {
  if (models.length === 0)
    throw new ApiError(
      503,
      "ai_unavailable",
      "No language model is configured to route to: configure Workers AI or AI_BASE_URL.",
    );
  const tokens = estimateTokens(prompt, task);
  const needed = Math.max(MIN_QUALITY[task.complexity], requirements.qualityThreshold);
  const priced = models.map((model) => ({ model, cost: costOf(model, tokens.input, tokens.output) }));
  const affordable = priced.filter(({ cost }) => cost <= requirements.maxCostPerTask);
  const suited = affordable.filter(
    ({ model }) =>
      model.strengths.includes(task.contentType) &&
      model.quality >= needed &&
      model.contextTokens >= tokens.input + tokens.output,
  );
  // Nothing meets the bar within budget: the best affordable model, and the reasoning says it falls short.
  const candidates =
    suited.length > 0 ? suited : affordable.sort((a, b) => b.model.quality - a.model.quality).slice(0, 1);
  if (candidates.length === 0)
    throw new ApiError(
      400,
      "invalid_input",
      `No model can do this task for $${requirements.maxCostPerTask.toFixed(4)} or less: raise the maximum cost per task.`,
    );
  const byCost = [...candidates].sort((a, b) => a.cost - b.cost || b.model.quality - a.model.quality);
  const spare = byCost.find(({ model }) => model.quality >= needed + 5);
  const chosen =
    requirements.budget === "performance-first"
      ? [...candidates].sort((a, b) => b.model.quality - a.model.quality || a.cost - b.cost)[0]!
      : requirements.budget === "balanced"
        ? (spare ?? byCost[0]!)
        : byCost[0]!;
  const top = topModel(models)!;
  const topCost = costOf(top, tokens.input, tokens.output);
  const costSavings = topCost === 0 ? 0 : Math.round(((topCost - chosen.cost) / topCost) * 1000) / 10;
  const shortfall = suited.length === 0;
  const fallbacks = byCost.filter((candidate) => candidate !== chosen);
  return {
    selectedProvider: chosen.model.provider,
    selectedModel: chosen.model.model,
    modelName: chosen.model.name,
    estimatedCost: round4(chosen.cost),
    topModelCost: round4(topCost),
    costSavings,
    confidenceScore: shortfall ? Math.min(task.confidence, 40) : task.confidence,
    estimatedTokens: tokens,
    task: { complexity: task.complexity, contentType: task.contentType, requiredQuality: needed },
    reasoning: shortfall
      ? `No model meets quality ${needed} for a ${task.complexity} ${task.contentType} task within $${requirements.maxCostPerTask}: ${chosen.model.name} is the best that fits, at $${round4(chosen.cost).toFixed(4)}.`
      : `A ${task.complexity} ${task.contentType} task (${countOf(task.signals.words, "word", "words")}${task.signals.code ? ", code" : ""}${task.signals.math ? ", math" : ""}) needs quality ${needed}: ${chosen.model.name} meets it at an estimated $${round4(chosen.cost).toFixed(4)} for ${tokens.input} tokens in and ${outputMethod(task, tokens.output)}, ${costSavings}% below ${top.name} ($${round4(topCost).toFixed(4)}).`,
    fallbackOptions: fallbacks.map(({ model, cost }) => ({
      provider: model.provider,
      model: model.model,
      reasoning: `${model.name}: quality ${model.quality}, estimated $${round4(cost).toFixed(4)}.`,
    })),
  };
}

export type Analysis = ReturnType<typeof routeTask>;
