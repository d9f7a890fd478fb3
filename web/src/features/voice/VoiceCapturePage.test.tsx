import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { VoiceCapturePage } from "./VoiceCapturePage";

const evidence = {
  contractions: 9,
  formal: 0,
  you: 1,
  questions: 1,
  first: 12,
  third: 2,
  marks: 2,
  exclamations: 1,
  long: 1,
  acronyms: 0,
  figures: 0,
  feeling: 3,
  narrative: 4,
  past: 2,
};
const voiceAnswer = (humor: number, refinement: object | null = null) => ({
  success: true,
  profile: {
    tone: "casual",
    perspective: "first",
    humor,
    technicality: 2,
    emotion: 5,
    storytelling: 4,
    examples: false,
    metaphors: true,
  },
  measures: { words: 80, sentenceLength: 11.4, contractionsPer100: 11.3, firstPerson: 12, thirdPerson: 2 },
  evidence,
  refinement,
  explanations: {},
});

function serve(initial: object) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith("/profile") && method === "GET") return Response.json(initial);
      if (url.endsWith("/profile") && method === "PUT") return Response.json(voiceAnswer(8));
      if (url.endsWith("/analyze")) return Response.json(voiceAnswer(3));
      if (url.endsWith("/generate"))
        return Response.json({
          success: true,
          generatedContent: "# Night\n\nI don't sleep.",
          engine: "offline",
          model: "offline-rules-v1",
        });
      if (url.endsWith("/export"))
        return Response.json({ success: true, workId: "w1", productId: 9, link: "/my-products" });
      return Response.json({ error: { code: "not_found", message: "?" } }, { status: 404 });
    }),
  );
  renderWithApp(<VoiceCapturePage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("voice capture", () => {
  it("keeps Analyze disabled below 200 characters, then shows the measured profile and saves a change", async () => {
    const calls = serve({ success: true, profile: null });
    const analyze = await screen.findByRole("button", { name: "Analyze My Voice" });
    fireEvent.change(screen.getByLabelText("Writing sample (at least 200 characters)"), {
      target: { value: "x".repeat(199) },
    });
    expect((analyze as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("199 / 200 characters")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Writing sample (at least 200 characters)"), {
      target: { value: "x".repeat(200) },
    });
    expect((analyze as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    expect(await screen.findByText("Please provide a content prompt.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("What should it be about?"), { target: { value: "Night" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    expect(await screen.findByText("Please create a voice profile first.")).toBeTruthy();

    fireEvent.click(analyze);
    await screen.findByTestId("voice-profile");
    expect(screen.getByText("12 first-person and 2 third-person pronouns.")).toBeTruthy();
    expect(screen.getByTestId("voice-humor-value").textContent).toBe("3");
    expect(screen.getByTestId("voice-refinement").textContent).toBe(
      "Measured by stylometry alone: no language model answered.",
    );
    fireEvent.change(screen.getByLabelText("Humor"), { target: { value: "8" } });
    expect(await screen.findByText("Profile Updated")).toBeTruthy();
    expect(screen.getByTestId("voice-humor-value").textContent).toBe("8");
    expect(calls.find((call) => call.method === "PUT")!.body).toEqual({ humor: 8 });
  });

  it("writes in the voice, lets the text be edited, and exports it as a draft product", async () => {
    const calls = serve(voiceAnswer(3, { engine: "openai-compatible", model: "judge-model", judged: { humor: 2 } }));
    await screen.findByTestId("voice-profile");
    expect(screen.getByTestId("voice-refinement").textContent).toContain("Refined by judge-model");
    fireEvent.change(screen.getByLabelText("What should it be about?"), { target: { value: "Night" } });
    fireEvent.click(screen.getByRole("button", { name: "Generate Content" }));
    const output = (await screen.findByLabelText("Your content")) as HTMLTextAreaElement;
    expect(output.value).toBe("# Night\n\nI don't sleep.");
    fireEvent.change(output, { target: { value: "# Night\n\nI don't sleep, and that's fine." } });
    fireEvent.click(screen.getByRole("button", { name: "Export to Marketplace" }));
    expect(await screen.findByText("Draft Created")).toBeTruthy();
    expect(calls.find((call) => call.url.endsWith("/export"))!.body).toEqual({
      title: "Night",
      content: "# Night\n\nI don't sleep, and that's fine.",
    });
  });
});
