import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app";
import { QualityAssurancePage } from "./QualityAssurancePage";

const item = (n: number, severity: string) => ({
  id: `i${n}`,
  severity,
  section: `Paragraph ${n}`,
  paragraph: n,
  heading: n === 1 ? "Light" : null,
  issue: `Issue ${n}`,
  code: n === 1 ? "typo" : "unknown-code",
  params: n === 1 ? { word: "teh", right: "the" } : {},
});
const review = {
  id: "r1",
  stage: "polish",
  status: "completed",
  excerpt: "it is important to note that teh basil",
  feedback: [item(1, "critical"), item(2, "high"), item(3, "medium"), item(4, "low"), item(5, "low")],
  totalIssues: 5,
  criticalIssues: 1,
  timeSpent: 90,
  createdAt: Date.UTC(2026, 10, 20),
};
const metrics = {
  approvalRate: 50,
  finalChecks: 2,
  averageScores: { readability: 8.5, structure: 6.2, grammar: 9, clarity: 5.1, engagement: 7, originality: 8 },
  productivity: { reviewsThisWeek: 3 },
  totalTimeSpent: 150,
};

function serve() {
  const calls: { url: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith("/metrics")) return Response.json({ success: true, metrics });
      if (url.endsWith("/reviews")) return Response.json({ success: true, reviews: [review] });
      if (url.endsWith("/assess")) return Response.json({ success: true, overallScore: 7.4 });
      if (url.endsWith("/review")) return Response.json({ success: true, review, totalIssues: 5, criticalIssues: 1 });
      if (url.endsWith("/final-check"))
        return Response.json({
          success: true,
          readyForPublication: false,
          qualityConfidence: 41,
          overallScore: 6.1,
          scores: metrics.averageScores,
          issues: { critical: 1, high: 2, medium: 0, low: 3 },
        });
      return Response.json({ error: { code: "not_found", message: "?" } }, { status: 404 });
    }),
  );
  renderWithApp(<QualityAssurancePage />);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("the quality assurance centre", () => {
  it("shows the tiles, the breakdown in the spec's colours and the latest review with 3 items then '+N more'", async () => {
    serve();
    expect((await screen.findByTestId("tile-approvalRate")).textContent).toBe("50%");
    // (8.5 + 6.2 + 9 + 5.1 + 7 + 8) / 6 = 7.3; 150 minutes is 3 hours rounded.
    expect(screen.getByTestId("tile-averageScore").textContent).toBe("7.3");
    expect(screen.getByTestId("tile-timeSpent").textContent).toBe("3 h");
    expect(within(screen.getByTestId("breakdown-grammar")).getByText("9").className).toContain("text-emerald-600");
    expect(within(screen.getByTestId("breakdown-structure")).getByText("6.2").className).toContain("text-amber-600");
    expect(within(screen.getByTestId("breakdown-clarity")).getByText("5.1").className).toContain("text-red-600");
    const latest = screen.getByTestId("review");
    expect(latest.textContent).toContain('Light, paragraph 1: Typo: "teh" should be "the".');
    expect(latest.textContent).toContain("Paragraph 2: Issue 2");
    expect(latest.textContent).not.toContain("Issue 4");
    expect(latest.textContent).toContain("+2 more");
  });

  it("asks for content, then assesses, reviews at the chosen stage with the time it started, and clears the box", async () => {
    const calls = serve();
    await screen.findByTestId("tile-approvalRate");
    fireEvent.click(screen.getByRole("button", { name: "Assess Quality" }));
    expect(await screen.findByText("Please provide content to assess.")).toBeTruthy();
    const box = screen.getByLabelText("Content") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "Some text to check." } });
    fireEvent.click(screen.getByRole("button", { name: "Assess Quality" }));
    expect(await screen.findByText("Overall score: 7.4/10")).toBeTruthy();
    expect(box.value).toBe("");

    fireEvent.change(box, { target: { value: "A draft to review." } });
    fireEvent.click(screen.getByRole("button", { name: "Polish" }));
    fireEvent.click(screen.getByRole("button", { name: "Run Review" }));
    expect(await screen.findByText("5 issues found, 1 critical")).toBeTruthy();
    const sent = calls.find((call) => call.url.endsWith("/review"))!.body!;
    expect(sent).toMatchObject({ content: "A draft to review.", stage: "polish" });
    expect(typeof sent.startedAt).toBe("number");

    fireEvent.change(box, { target: { value: "Final text." } });
    fireEvent.click(screen.getByRole("button", { name: "Final Check" }));
    const verdict = await screen.findByTestId("final-verdict");
    expect(verdict.textContent).toContain("Needs Revision");
    expect(verdict.textContent).toContain("Confidence: 41%");
  });
});
