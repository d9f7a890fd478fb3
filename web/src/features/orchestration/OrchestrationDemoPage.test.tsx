import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/Toaster";
import { createQueryClient } from "../../lib/query-client";
import { OrchestrationDemoPage } from "./OrchestrationDemoPage";

const analysis = (model: string) => ({
  success: true,
  selectedProvider: "Cloudflare Workers AI",
  selectedModel: model,
  modelName: "Llama 3.1 8B (fast)",
  estimatedCost: 0.0001,
  topModelCost: 0.0012,
  costSavings: 91.7,
  confidenceScore: 95,
  estimatedTokens: { input: 67, output: 150 },
  task: { complexity: "simple", contentType: "conversational", requiredQuality: 75 },
  reasoning: "A simple conversational task needs quality 75.",
  fallbackOptions: [
    { provider: "Cloudflare Workers AI", model: "@cf/meta/llama-3.3-70b", reasoning: "Llama 3.3 70B: quality 90." },
  ],
});

function serve() {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  let analyses = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: JSON.parse(String(init?.body ?? "{}")) });
      if (url.endsWith("/complete-analyze")) return Response.json(analysis(`model-${++analyses}`));
      if (url.endsWith("/complete-execute"))
        return Response.json({
          success: true,
          result: "We open at nine.",
          actualCost: 0.00012,
          executionTime: 840,
          provider: "Cloudflare Workers AI",
          model: "model-1",
          engine: "workers-ai",
          tokens: { input: 60, output: 20 },
          failures: [],
        });
      return Response.json({ error: { code: "not_found", message: "?" } }, { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrchestrationDemoPage />
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the orchestration demo", () => {
  it("asks for a task, analyzes a quick demo with the fixed requirements, executes it, and clears results on a new analysis", async () => {
    const calls = serve();
    const execute = screen.getByRole("button", { name: "Execute" }) as HTMLButtonElement;
    expect(execute.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Analyze Task" }));
    expect(await screen.findByText("Please enter a task for AI orchestration analysis")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Simple FAQ" }));
    expect((screen.getByLabelText("Task description") as HTMLTextAreaElement).value).toBe(
      "What are your opening hours?",
    );
    fireEvent.click(screen.getByRole("button", { name: "Analyze Task" }));
    expect(await screen.findByTestId("analysis")).toBeTruthy();
    expect(calls[0]!.body).toEqual({
      prompt: "What are your opening hours?",
      requirements: {
        complexity: "simple",
        contentType: "conversational",
        budget: "cost-optimized",
        urgency: "medium",
        qualityThreshold: 75,
        maxCostPerTask: 1,
      },
    });
    expect(screen.getByText("91.7%")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Execute" }));
    expect((await screen.findByTestId("actual-cost")).textContent).toBe("$0.0001");
    expect(screen.getByText("We open at nine.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Analyze Task" }));
    await screen.findByText("model-2", { exact: false });
    expect(screen.queryByTestId("execution")).toBeNull();
  });
});
