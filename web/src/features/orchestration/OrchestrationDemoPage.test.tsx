import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CURRENT_USER_KEY } from "../../lib/current-user";
import { type ApiRequest, apiError, fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import { signedInAs } from "../../test/session";
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

const execution = {
  success: true,
  result: "We open at nine.",
  actualCost: 0.00012,
  executionTime: 840,
  provider: "Cloudflare Workers AI",
  model: "model-1",
  engine: "workers-ai",
  tokens: { input: 60, output: 20 },
  failures: [],
};

const ANALYZE = "POST /api/orchestration/complete-analyze";
const SEND = "POST /api/orchestration/send-outreach";

/** The page with the API it talks to, signed in with that role (or signed out); admins also get the outreach routes. */
function serve(role: "user" | "admin" | null = null) {
  let analyses = 0;
  let sends: (typeof outreachSent & { campaign: string; subject: string; message: string })[] = [];
  const outreach = {
    "GET /api/orchestration/outreach": () => ({
      recipients: ["ana@example.com", "ben@example.com", "cy@example.com"],
      delivery: "outbox",
      sends,
    }),
    [SEND]: ({ body }: ApiRequest) => {
      sends = [{ ...outreachSent, ...(body as { campaign: string; subject: string; message: string }) }];
      return outreachSent;
    },
  };
  const api = fakeApi({
    "GET /api/auth/me": role ? signedInAs("free", role) : apiError(401, "unauthorized", "Please sign in."),
    [ANALYZE]: () => analysis(`model-${++analyses}`),
    "POST /api/orchestration/complete-execute": execution,
    ...(role === "admin" ? outreach : {}),
  });
  const { queryClient } = renderWithApp(<OrchestrationDemoPage />);
  return { api, queryClient };
}

describe("the orchestration demo", () => {
  it("asks for a task, analyzes a quick demo with the fixed requirements, executes it, and clears results on a new analysis", async () => {
    const { api } = serve();
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
    expect(api.calls(ANALYZE)[0]!.body).toEqual({
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
    const member = serve("user");
    // The session answers first, as a member's; an analysis asked after it is drawn later. Had the page taken the
    // member for an admin, the outreach card (and its request, which nothing here answers) would have come before.
    await waitFor(() => expect(member.queryClient.getQueryData(CURRENT_USER_KEY)).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Simple FAQ" }));
    fireEvent.click(screen.getByRole("button", { name: "Analyze Task" }));
    await screen.findByTestId("analysis");
    expect(screen.queryByTestId("outreach")).toBeNull();
    expect(member.api.calls().map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/auth/me", ANALYZE]);
    cleanup();

    const { api } = serve("admin");
    const delivery = await screen.findByTestId("outreach-delivery");
    expect(delivery.textContent).toContain("3 recipients.");
    expect(delivery.textContent).toContain("kept in the outreach log, not delivered");
    const sendButton = screen.getByRole("button", { name: "Send Emails to 3 Recipients" });
    fireEvent.click(sendButton);
    expect(await screen.findByText("Write a campaign name, a subject and a message first.")).toBeTruthy();
    expect(api.calls(SEND)).toEqual([]);

    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "A seed round" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "May we send you the deck?" } });
    fireEvent.click(sendButton);
    const results = await screen.findByTestId("outreach-results");
    expect(api.calls(SEND)[0]?.body).toEqual({
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
