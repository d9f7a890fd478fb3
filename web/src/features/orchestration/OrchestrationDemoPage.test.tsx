import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
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

const outreachSent = {
  success: true,
  id: "send-1",
  delivery: "outbox",
  sent: 2,
  failed: 1,
  successRate: 66.7,
  results: [
    { target: "ana@example.com", success: true },
    { target: "ben@example.com", success: true },
    { target: "cy@example.com", success: false },
  ],
  createdAt: Date.UTC(2026, 10, 26),
};

function serve(role: "user" | "admin" | null = null) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  let analyses = 0;
  let sends: (typeof outreachSent & { campaign: string; subject: string; message: string })[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith("/api/auth/me"))
        return role
          ? Response.json({ user: { id: "u1", username: "boss", role, tier: "free" } })
          : Response.json({ error: { code: "unauthorized", message: "Please sign in." } }, { status: 401 });
      calls.push({ url, body: JSON.parse(String(init?.body ?? "{}")) });
      if (url.endsWith("/outreach"))
        return Response.json({
          recipients: ["ana@example.com", "ben@example.com", "cy@example.com"],
          delivery: "outbox",
          sends,
        });
      if (url.endsWith("/send-outreach")) {
        const body = calls.at(-1)!.body as { campaign: string; subject: string; message: string };
        sends = [{ ...outreachSent, ...body }];
        return Response.json(outreachSent);
      }
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
      <MemoryRouter>
        <OrchestrationDemoPage />
        <Toaster />
      </MemoryRouter>
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

  it("shows strategic outreach to admins only: a send reports sent, failed, the 1-decimal rate and each target", async () => {
    serve("user");
    await screen.findByRole("button", { name: "Analyze Task" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId("outreach")).toBeNull();
    vi.unstubAllGlobals();
    cleanup();

    const calls = serve("admin");
    const delivery = await screen.findByTestId("outreach-delivery");
    expect(delivery.textContent).toContain("3 recipients.");
    expect(delivery.textContent).toContain("kept in the outreach log, not delivered");
    const sendButton = screen.getByRole("button", { name: "Send Emails to 3 Recipients" });
    fireEvent.click(sendButton);
    expect(await screen.findByText("Write a campaign name, a subject and a message first.")).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith("/send-outreach"))).toBe(false);

    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "A seed round" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "May we send you the deck?" } });
    fireEvent.click(sendButton);
    const results = await screen.findByTestId("outreach-results");
    expect(calls.find((call) => call.url.endsWith("/send-outreach"))?.body).toEqual({
      campaign: "Strategic investors",
      subject: "A seed round",
      message: "May we send you the deck?",
    });
    expect(results.textContent).toContain("66.7%");
    expect(results.textContent).toContain("cy@example.com: failed");
    expect(await screen.findByText("2 sent, 1 failed.")).toBeTruthy();
    expect(await screen.findByText("A seed round")).toBeTruthy();
  });
});
