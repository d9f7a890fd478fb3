import { env } from "cloudflare:workers";
import type { InferRequestType } from "hono/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "../../test/client";
import { unreachableWorkersAi } from "../../test/fake-ai";
import { costOf, modelCatalogue } from "./catalogue";
import { classifyTask } from "./classify";
import { routeTask } from "./route";
import type { orchestrationRoutes } from "./routes";

/** A visitor's client, from an address of its own (the demo's routes are rate limited per address). */
const orchestration = () => apiClient<typeof orchestrationRoutes>("/api/orchestration");
type Requirements = InferRequestType<
  ReturnType<typeof orchestration>["complete-analyze"]["$post"]
>["json"]["requirements"];
const analyze = async (prompt: string, requirements: Requirements = {}) =>
  await (await orchestration()["complete-analyze"].$post({ json: { prompt, requirements } })).json();

/** The fast model wrangler.toml names: the route a task is sent down starts with it. */
function fastModel(): string {
  if (!env.AI_MODEL_FAST) throw new Error("wrangler.toml names no AI_MODEL_FAST");
  return env.AI_MODEL_FAST;
}

// The catalogue lists the Workers AI models only when the binding is configured; here it is, and never answers.
let workersAi: ReturnType<typeof unreachableWorkersAi>;
beforeEach(() => {
  workersAi = unreachableWorkersAi();
});

afterEach(() => {
  vi.restoreAllMocks();
  env.AI = undefined;
  env.AI_BASE_URL = undefined;
  env.AI_MODEL = undefined;
});

describe("routing", () => {
  it("sends a simple FAQ to the cheap model, code to the coder and an expert creative task to the top model", async () => {
    const faq = await analyze("What are your opening hours?", { budget: "cost-optimized", qualityThreshold: 0 });
    expect(faq.selectedModel).toBe(env.AI_MODEL_FAST);
    expect(faq.task).toMatchObject({ complexity: "simple", contentType: "conversational" });
    expect(faq.costSavings).toBeGreaterThan(80);

    const code = await analyze(
      "Write a TypeScript function that parses an ISO date and returns the weekday.\n```ts\nconst x = 1;\n```",
      {
        contentType: "technical",
        complexity: "complex",
        budget: "cost-optimized",
        qualityThreshold: 75,
      },
    );
    expect(code.selectedModel).toBe(env.AI_MODEL_CODER);

    const expert = await analyze("Write the opening chapter of a literary novel.", {
      complexity: "expert",
      contentType: "creative",
      budget: "balanced",
      qualityThreshold: 75,
    });
    expect(expert.selectedModel).toBe(env.AI_MODEL_WRITER);
    expect(expert.costSavings).toBe(0);
    expect(expert.fallbackOptions).toEqual([]);
  });

  it("routes the demo's five presets as the page sends them: cheap where it can, the coder for code", async () => {
    const demo = { urgency: "medium", maxCostPerTask: 1 };
    const routed = async (prompt: string, preset: Record<string, string>) => {
      const analysis = await analyze(prompt, { ...demo, ...preset });
      return [analysis.selectedModel, analysis.costSavings > 0];
    };
    expect(
      await routed("What are your opening hours?", {
        complexity: "simple",
        contentType: "conversational",
        budget: "cost-optimized",
      }),
    ).toEqual([env.AI_MODEL_FAST, true]);
    expect(
      await routed("Write a function that parses an ISO date and returns the weekday.", {
        complexity: "complex",
        contentType: "technical",
        budget: "cost-optimized",
      }),
    ).toEqual([env.AI_MODEL_CODER, true]);
    expect(
      await routed("Summarise last quarter's sales by region.", {
        complexity: "medium",
        contentType: "analytical",
        budget: "cost-optimized",
      }),
    ).toEqual([env.AI_MODEL_CODER, true]);
    expect(
      await routed("Survey the research on sleep and memory.", {
        complexity: "complex",
        contentType: "research",
        budget: "performance-first",
      }),
    ).toEqual([env.AI_MODEL_WRITER, false]);
  });

  it("never picks a model that costs more than the maximum per task", () => {
    const models = modelCatalogue(env);
    const task = classifyTask("Summarise the quarterly revenue trend.", {
      complexity: "expert",
      contentType: "analytical",
    });
    const cheapOnly = routeTask(models, task, "x".repeat(4000), {
      budget: "performance-first",
      qualityThreshold: 0,
      maxCostPerTask: 0.0012,
    });
    expect(cheapOnly.estimatedCost).toBeLessThanOrEqual(0.0012);
    expect(() =>
      routeTask(models, task, "x".repeat(4000), { budget: "balanced", qualityThreshold: 0, maxCostPerTask: 0.00001 }),
    ).toThrow(/No model can do this task/);
  });

  it("computes costs from the token counts and the list prices", () => {
    const fast = modelCatalogue(env).find((model) => model.role === "fast")!;
    // 1,000 tokens in at $0.045/M and 500 out at $0.384/M.
    expect(costOf(fast, 1000, 500)).toBeCloseTo(0.000045 + 0.000192, 9);
    const task = classifyTask("Hello?", { complexity: "simple", contentType: "conversational" });
    const analysis = routeTask([fast], task, "Hello?", { budget: "balanced", qualityThreshold: 0, maxCostPerTask: 1 });
    expect(analysis.estimatedTokens).toEqual({ input: Math.ceil(6 / 4) + 60, output: 150 });
    expect(analysis.estimatedCost).toBe(
      Math.round(costOf(fast, analysis.estimatedTokens.input, 150) * 10_000) / 10_000,
    );
  });

  it("estimates the answer a prompt asks for, and says how", async () => {
    const analysis = await analyze(
      "Write a literary short story of about 3,000 words about a lighthouse keeper who collects letters.",
    );
    if (!("estimatedTokens" in analysis)) throw new Error(JSON.stringify(analysis));
    expect(analysis.estimatedTokens.output).toBe(4000);
    expect(analysis.task.complexity).not.toBe("simple");
    expect(analysis.task.contentType).toBe("creative");
    expect(analysis.reasoning).toContain("4000 out (3,000 words asked for, at 0.75 words a token)");
  });
});

describe("execution", () => {
  it("is refused without an analysis, with the spec's message", async () => {
    const response = await orchestration()["complete-execute"].$post({ json: { prompt: "Hi" } });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("Analysis Required: Please analyze the task first");
  });

  it("falls back down the list when the chosen model fails, and reports the real cost from its token usage", async () => {
    const SERVER_MS = 40;
    env.AI_BASE_URL = "https://llm.example.test/v1";
    env.AI_MODEL = "fallback-model";
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith("https://llm.example.test/")) return realFetch(input, init);
      // The server takes its time, so the execution time has something to measure.
      await new Promise((resolve) => setTimeout(resolve, SERVER_MS));
      return Response.json({
        id: "1",
        object: "chat.completion",
        created: 1,
        model: "fallback-model",
        choices: [{ index: 0, message: { role: "assistant", content: "We open at nine." }, finish_reason: "stop" }],
        usage: { prompt_tokens: 2000, completion_tokens: 1000, total_tokens: 3000 },
      });
    });
    // The Workers AI binding does not answer: the first model fails, the OpenAI-compatible one answers.
    const sent = performance.now();
    const response = await orchestration()["complete-execute"].$post({
      json: {
        prompt: "What are your opening hours?",
        orchestration: {
          selectedModel: fastModel(),
          fallbackOptions: [{ model: "fallback-model" }, { model: "not-offered" }],
        },
      },
    });
    const waited = performance.now() - sent;
    const result = await response.json();
    expect(result).toMatchObject({
      result: "We open at nine.",
      provider: "OpenAI-compatible server",
      failures: [env.AI_MODEL_FAST],
    });
    // 2,000 tokens in at $0.50/M and 1,000 out at $1.50/M.
    expect(result.actualCost).toBe(0.0025);
    // The time from the request to the answer, in whole milliseconds: the server's wait at least, the whole call at most.
    expect(result.executionTime).toBeGreaterThanOrEqual(SERVER_MS);
    expect(result.executionTime).toBeLessThanOrEqual(Math.ceil(waited));
    expect(workersAi.warnings).toHaveBeenCalledWith(`orchestration: ${env.AI_MODEL_FAST} failed`, expect.any(String));
  });

  it("answers with the offline engine, for nothing, when no model answers", async () => {
    const response = await orchestration()["complete-execute"].$post({
      json: { prompt: "Explain caching", orchestration: { selectedModel: fastModel(), fallbackOptions: [] } },
    });
    expect(await response.json()).toMatchObject({
      provider: "Offline engine",
      actualCost: 0,
      model: "offline-rules-v1",
    });
  });
});

describe("the savings calculator", () => {
  it("computes savings from the spend and the routing table, and refuses a spend that is not positive", async () => {
    const calculator = orchestration()["cost-calculator"];
    const mixed = await (await calculator.$post({ json: { monthlyAISpend: 10_000, taskTypes: "mixed" } })).json();
    expect(mixed.optimizationPercentage).toBeGreaterThan(0);
    expect(mixed.monthlySavings).toBeCloseTo((10_000 * mixed.optimizationPercentage) / 100, -1);
    expect(mixed.annualSavings).toBeCloseTo(mixed.monthlySavings * 12, 1);
    const creative = await (await calculator.$post({ json: { monthlyAISpend: 10_000, taskTypes: "creative" } })).json();
    // Creative work needs the top model more often than a mixed load does.
    expect(creative.optimizationPercentage).toBeLessThan(mixed.optimizationPercentage);
    const refused = await calculator.$post({ json: { monthlyAISpend: 0 } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Invalid Input: Please enter a valid monthly AI spend amount");
  });
});
