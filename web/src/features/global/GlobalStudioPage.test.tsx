import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../components/Toaster";
import { createQueryClient } from "../../lib/query-client";
import { apiError, fakeApi } from "../../test/fake-api";
import { GlobalStudioPage } from "./GlobalStudioPage";

const TEXT = "The tide came in slowly over the flats that morning.";

/** A long AI job's answer: its event stream, ending with the result. */
function streamedResult(result: object): Response {
  return new Response(`event: result\ndata: ${JSON.stringify(result)}\n\n`, {
    headers: { "content-type": "text/event-stream" },
  });
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GlobalStudioPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("the Global Studio page", () => {
  it("holds its two tools, each under its heading", () => {
    renderPage();
    expect(screen.getByRole("heading", { name: "Global Translation Studio" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Global AI Humanizer" })).toBeTruthy();
    for (const label of ["Content type", "Target language", "Content", "Style", "Level", "Text to humanize"]) {
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
    }
  });

  it("detects the language, translates the text and shows notes on the target market", async () => {
    const api = fakeApi({
      "POST /api/translate/detect": { success: true, detection: { language: "en", confidence: 0.9 } },
      "POST /api/translate/content": () =>
        streamedResult({ engine: "offline", model: "dictionary", translation: { translatedText: "La marea subió." } }),
      "POST /api/translate/insights": {
        market: "Spain",
        insights: ["Siesta hours"],
        marketingTips: ["Use local idioms"],
        businessOpportunities: ["Courses"],
      },
    });
    renderPage();
    fireEvent.change(screen.getByLabelText("Target language"), { target: { value: "es" } });
    fireEvent.change(screen.getByLabelText("Content", { exact: true }), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect((await screen.findByTestId("translation-result")).textContent).toContain("La marea subió.");
    expect((await screen.findByTestId("market-insights")).textContent).toContain("Cultural notes: Spain");
    expect(screen.getByTestId("detected-language").textContent).toContain("English");
    expect(api.calls("POST /api/translate/content")[0]!.body).toEqual({
      text: TEXT,
      targetLanguage: "es",
      contentType: "guide",
    });
    expect(api.calls("POST /api/translate/insights")[0]!.body).toEqual({
      sourceLanguage: "en",
      targetLanguage: "es",
      contentType: "guide",
    });
  });

  it("says once that translation is not available when no engine is configured", async () => {
    fakeApi({
      "POST /api/translate/detect": { success: true, detection: { language: "und", confidence: 0 } },
      "POST /api/translate/content": apiError(503, "ai_unavailable", "Configure a model."),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText("Target language"), { target: { value: "es" } });
    fireEvent.change(screen.getByLabelText("Content", { exact: true }), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole("button", { name: "Translate" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Translation is not available yet: No translation engine is configured.",
    );
  });

  it("asks for a text before humanizing, then humanizes it in the chosen style and level", async () => {
    const api = fakeApi({
      "POST /api/humanizer/demo": {
        engine: "offline",
        model: "rules",
        output: { humanizedText: "The tide crept in.", confidence: 80 },
      },
    });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Humanize" }));
    expect(await screen.findByText("Please enter text to humanize.")).toBeTruthy();
    expect(api.calls()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Style"), { target: { value: "academic" } });
    fireEvent.change(screen.getByLabelText("Level"), { target: { value: "maximum" } });
    fireEvent.change(screen.getByLabelText("Text to humanize"), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole("button", { name: "Humanize" }));
    expect(await screen.findByText("The tide crept in.")).toBeTruthy();
    expect(screen.getByText("Bypass confidence 80%")).toBeTruthy();
    expect(api.calls()[0]!.body).toEqual({ text: TEXT, style: "academic", level: "maximum" });
  });
});
