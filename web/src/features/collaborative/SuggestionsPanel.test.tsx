import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { renderWithApp } from "../../test/render-with-app";
import type { Selection } from "./CommentsPanel";
import { SuggestionsPanel } from "./SuggestionsPanel";

const PROJECT = "5b7f0a5e-2c1d-4e3f-8a9b-0c1d2e3f4a5b";
const BASE = `/api/collaborative/projects/${PROJECT}/suggestions`;
const suggestion = {
  id: 7,
  authorId: "u1",
  author: "Ana",
  quote: "early",
  replacement: "late",
  anchor: { from: 18, to: 23 },
  status: "open" as const,
  decided: null,
  createdAt: 1,
  origin: "member" as const,
};

function renderPanel(props: { canDecide: boolean; suggesting: boolean; selection: Selection | null }) {
  renderWithApp(<SuggestionsPanel projectId={PROJECT} {...props} />);
}

describe("the suggestions beside a document", () => {
  it("suggests new words for the selected passage, starting from the passage as it reads", async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: { success: true, suggestions: [] },
      [`POST ${BASE}`]: { success: true, id: 7, decided: 0, skipped: 0, suggestions: [suggestion] },
    });
    renderPanel({ canDecide: false, suggesting: true, selection: { from: 18, to: 23, quote: "early" } });
    const field = await screen.findByLabelText("Replace “early” with");
    expect((field as HTMLTextAreaElement).value).toBe("early");
    expect(screen.getByRole("button", { name: "Suggest" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(field, { target: { value: "late" } });
    fireEvent.click(screen.getByRole("button", { name: "Suggest" }));
    expect(await screen.findByTestId("suggested-insert")).toHaveProperty("textContent", "late");
    expect(api.calls(`POST ${BASE}`).map((call) => call.body)).toEqual([
      { from: 18, to: 23, quote: "early", replacement: "late" },
    ]);
    // A reviewer suggests but does not decide.
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("asks the AI to rewrite the selected passage, and tags the suggestion it makes", async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: { success: true, suggestions: [] },
      [`POST ${BASE}/ai`]: {
        success: true,
        id: 8,
        decided: 0,
        skipped: 0,
        engine: "offline",
        model: "rules",
        runCost: { usd: 0, tokensIn: 0, tokensOut: 0 },
        suggestions: [{ ...suggestion, id: 8, origin: "ai" }],
      },
    });
    renderPanel({ canDecide: true, suggesting: true, selection: { from: 18, to: 23, quote: "early" } });
    fireEvent.click(await screen.findByRole("button", { name: "Suggest an AI rewrite" }));
    expect(await screen.findByText("AI rewrite")).toBeTruthy();
    expect(api.calls(`POST ${BASE}/ai`).map((call) => call.body)).toEqual([{ from: 18, to: 23, quote: "early" }]);
  });

  it("lets an editor accept one suggestion and moves it to the decided ones", async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: { success: true, suggestions: [suggestion] },
      [`PUT ${BASE}/7/status`]: {
        success: true,
        id: 7,
        decided: 1,
        skipped: 0,
        suggestions: [{ ...suggestion, anchor: null, status: "accepted", decided: { by: "Ben", at: 2 } }],
      },
    });
    renderPanel({ canDecide: true, suggesting: false, selection: null });
    fireEvent.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Accepted by Ben")).toBeTruthy();
    expect(screen.getByText("No open suggestions.")).toBeTruthy();
    expect(screen.getByText("1 decided suggestion")).toBeTruthy();
    expect(api.calls(`PUT ${BASE}/7/status`).map((call) => call.body)).toEqual([{ status: "accepted" }]);
  });
});
