import { Hono } from "hono";
import { z } from "zod";
import { REVIEW_STAGES } from "../../../schema/quality-enums";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import { validateJson } from "../../http/validation";
import { reviewStage } from "./review-checks";
import { scoreQuality } from "./scores";
import { listAssessments, listReviews, minutesSince, qualityMetrics, saveAssessment, saveReview } from "./store";

/** The texts an assessment reads: a long chapter, not a book (the checks are linear, the detector is not free). */
export const MAX_QUALITY_CHARS = 60_000;
const content = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Content Required: Please provide content ${what}.`)
    .max(MAX_QUALITY_CHARS, `At most ${MAX_QUALITY_CHARS.toLocaleString("en-US")} characters at a time.`);

/** A final check passes with no critical issue and an overall score of at least 7 (issue 18). */
export const READY_SCORE = 7;

export const qualityRoutes = new Hono<AppEnv>()
  .get("/metrics", requireUser, async (c) =>
    c.json({ success: true as const, metrics: await qualityMetrics(c.get("db"), c.get("user").id) }),
  )
  .get("/assessments", requireUser, async (c) =>
    c.json({ success: true as const, assessments: await listAssessments(c.get("db"), c.get("user").id) }),
  )
  .get("/reviews", requireUser, async (c) =>
    c.json({ success: true as const, reviews: await listReviews(c.get("db"), c.get("user").id) }),
  )
  .post("/assess", requireUser, validateJson(z.object({ content: content("to assess") })), async (c) => {
    const text = c.req.valid("json").content;
    const result = scoreQuality(text);
    await saveAssessment(c.get("db"), c.get("user").id, text, result);
    return c.json({ success: true as const, ...result });
  })
  .post(
    "/review",
    requireUser,
    validateJson(
      z.object({
        content: content("to review"),
        stage: z.enum(REVIEW_STAGES).default("structure"),
        // When the reviewer started this draft (the page's clock): the review's time spent runs from it.
        startedAt: z.number().int().nonnegative().optional().catch(undefined),
      }),
    ),
    async (c) => {
      const { content: text, stage, startedAt } = c.req.valid("json");
      const feedback = reviewStage(text, stage);
      const review = await saveReview(c.get("db"), c.get("user").id, text, stage, feedback, minutesSince(startedAt));
      return c.json({
        success: true as const,
        review,
        totalIssues: review.totalIssues,
        criticalIssues: review.criticalIssues,
      });
    },
  )
  .post("/final-check", requireUser, validateJson(z.object({ content: content("for final check") })), async (c) => {
    const text = c.req.valid("json").content;
    const result = scoreQuality(text);
    const issues = REVIEW_STAGES.flatMap((stage) => reviewStage(text, stage));
    const count = (severity: string) => issues.filter((item) => item.severity === severity).length;
    const critical = count("critical");
    const readyForPublication = critical === 0 && result.overallScore >= READY_SCORE;
    // How sure the verdict is: the score out of 100, less 10 a critical issue, 3 a high one and 1 a medium one.
    const qualityConfidence = Math.max(
      0,
      Math.min(100, Math.round(result.overallScore * 10 - 10 * critical - 3 * count("high") - count("medium"))),
    );
    await saveAssessment(c.get("db"), c.get("user").id, text, result, {
      ready: readyForPublication,
      confidence: qualityConfidence,
    });
    return c.json({
      success: true as const,
      readyForPublication,
      qualityConfidence,
      overallScore: result.overallScore,
      scores: result.scores,
      issues: { critical, high: count("high"), medium: count("medium"), low: count("low") },
    });
  });
