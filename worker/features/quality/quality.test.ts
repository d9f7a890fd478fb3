import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import { reviewStage } from "./review-checks";
import type { qualityRoutes } from "./routes";
import { scoreQuality } from "./scores";

const CLEAN = `# Watering a basil plant

You can keep basil alive on a kitchen windowsill. Water it when the top of the soil feels dry, not on a schedule. A pot with a drainage hole matters more than the brand of soil.

## Light

Basil wants about six hours of sun. Turn the pot every few days so the stems grow straight. Does your window face north? Then a small grow light will help.

## Harvest

Pinch off the top pair of leaves above a node. The plant then branches and grows bushier. Cook with the leaves the same day, because they wilt in the fridge.`;

const POOR = `it is important to note that teh basil is realy a plant plant which is always watered by the gardener and it is known that basil is given light and water and care and love and attention by everyone who has ever grown it in a kitchen or a garden or a greenhouse anywhere. studies show that 95% of plants are killed by overwatering and experts say basil is guaranteed to grow if it is given light. the the soil must be kept moist at all times without exception in every season of the year TODO add more. it is important to note that teh basil is realy a plant plant which is always watered by the gardener and it is known that basil is given light and water and care and love and attention by everyone who has ever grown it in a kitchen or a garden or a greenhouse anywhere.`;

const quality = (cookie?: string) => apiClient<typeof qualityRoutes>("/api/quality", { cookie });

/** Spanish prose (Cervantes): the English word lists and formulas must not score it. */
const SPANISH =
  "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor. Una olla de algo más vaca que carnero, salpicón las más noches, duelos y quebrantos los sábados, lantejas los viernes, algún palomino de añadidura los domingos, consumían las tres partes de su hacienda.";

const JAPANESE =
  "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。吾輩はここで始めて人間というものを見た。しかもあとで聞くとそれは書生という人間中で一番獰悪な種族であったそうだ。";

describe("quality outside English", () => {
  it("measures Spanish readability by its own formula, leaves originality unmeasured, and names the language", () => {
    const spanish = scoreQuality(SPANISH);
    expect(spanish.language).toBe("es");
    expect(spanish.scores.readability).toBeGreaterThan(0);
    expect(spanish.scores.originality).toBeNull();
    const measured = [
      spanish.scores.readability!,
      spanish.scores.structure,
      spanish.scores.grammar,
      spanish.scores.clarity,
      spanish.scores.engagement,
    ];
    expect(spanish.overallScore).toBeCloseTo(measured.reduce((sum, score) => sum + score, 0) / 5, 0);
    expect(scoreQuality(CLEAN).language).toBe("en");
  });

  it("leaves readability out where the language has no formula, and scores the rest", () => {
    const japanese = scoreQuality(JAPANESE);
    expect(japanese.language).toBe("ja");
    expect(japanese.scores.readability).toBeNull();
    expect(japanese.scores.originality).toBeNull();
    const measured = [
      japanese.scores.structure,
      japanese.scores.grammar,
      japanese.scores.clarity,
      japanese.scores.engagement,
    ];
    expect(japanese.overallScore).toBeCloseTo(measured.reduce((sum, score) => sum + score, 0) / 4, 0);
  });
});

describe("quality scores", () => {
  it("rank a clean text above a poor one on every dimension a reader would", () => {
    const clean = scoreQuality(CLEAN);
    const poor = scoreQuality(POOR);
    expect(clean.overallScore).toBeGreaterThan(poor.overallScore);
    for (const dimension of ["readability", "structure", "grammar", "clarity"] as const)
      expect(clean.scores[dimension]).toBeGreaterThan(poor.scores[dimension]!);
    expect(clean.overallScore).toBeGreaterThanOrEqual(7);
    // The poor text's run-on sentences cost it every point of clarity, and no more: the scale stops at 0.
    expect(poor.scores.clarity).toBe(0);
  });

  it("find the stage's problems, worst first, and name where they are", () => {
    const polish = reviewStage(POOR, "polish");
    expect(polish[0]).toMatchObject({ severity: "critical", issue: 'Placeholder left in the text: "TODO".' });
    expect(polish.some((item) => item.issue === 'Typo: "teh" should be "the".')).toBe(true);
    expect(polish.some((item) => item.issue === 'Doubled word: "plant plant".')).toBe(true);
    const content = reviewStage(POOR, "content");
    expect(content.filter((item) => item.issue.startsWith("Unsupported claim")).length).toBeGreaterThan(0);
    expect(content.some((item) => item.issue.startsWith("Repeats a sentence"))).toBe(true);
    expect(content.some((item) => item.issue.startsWith("Passive voice"))).toBe(true);
    const structure = reviewStage(`${"A long paragraph with many words in it. ".repeat(40)}`, "structure");
    expect(structure.map((item) => item.severity)).toContain("medium");
    expect(structure.some((item) => item.issue.includes("without a heading"))).toBe(true);
    expect(reviewStage("Too short.", "content")).toEqual([
      expect.objectContaining({ severity: "critical", issue: "Too short to review: at least 50 words." }),
    ]);
    expect(reviewStage(CLEAN, "structure").filter((item) => item.severity !== "low")).toEqual([]);
  });

  it("read a claim with a source as supported", () => {
    const cited = `${CLEAN}\n\nStudies show that 90% of basil dies from overwatering (Smith, 2019).`;
    expect(reviewStage(cited, "content").some((item) => item.issue.startsWith("Unsupported claim"))).toBe(false);
  });
});

describe("the quality assurance API", () => {
  it("stores assessments and reviews, and the metrics are computed from them", async () => {
    const { cookie } = await registerAccount();
    expect((await quality().metrics.$get()).status).toBe(401);
    const empty = await (await quality(cookie).metrics.$get()).json();
    expect(empty.metrics).toMatchObject({
      approvalRate: null,
      productivity: { reviewsThisWeek: 0 },
      totalTimeSpent: 0,
    });
    const blank = await quality(cookie).assess.$post({ json: { content: "   " } });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Content Required: Please provide content to assess.");

    const assessed = await (await quality(cookie).assess.$post({ json: { content: CLEAN } })).json();
    expect(assessed.overallScore).toBe(scoreQuality(CLEAN).overallScore);
    const review = await (
      await quality(cookie).review.$post({
        json: { content: POOR, stage: "polish", startedAt: Date.now() - 12 * 60_000 },
      })
    ).json();
    expect(review.criticalIssues).toBe(1);
    expect(review.review.timeSpent).toBe(12);

    const ready = await (await quality(cookie)["final-check"].$post({ json: { content: CLEAN } })).json();
    expect(ready.readyForPublication).toBe(true);
    const notReady = await (await quality(cookie)["final-check"].$post({ json: { content: POOR } })).json();
    expect(notReady.readyForPublication).toBe(false);
    expect(notReady.qualityConfidence).toBeLessThan(ready.qualityConfidence);

    const { metrics } = await (await quality(cookie).metrics.$get()).json();
    expect(metrics.approvalRate).toBe(50);
    expect(metrics.productivity.reviewsThisWeek).toBe(1);
    expect(metrics.totalTimeSpent).toBe(12);
    expect(metrics.averageScores.grammar).toBeGreaterThan(0);
    const { reviews } = await (await quality(cookie).reviews.$get()).json();
    expect(reviews).toHaveLength(1);
    const { assessments } = await (await quality(cookie).assessments.$get()).json();
    expect(assessments).toHaveLength(3);

    // Another user sees none of it.
    const other = await registerAccount();
    const theirs = await (await quality(other.cookie).reviews.$get()).json();
    expect(theirs.reviews).toEqual([]);
  });
});
