import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireAdmin } from "../../http/guards";
import { validate, validateJson } from "../../http/validation";
import { sendPageView, validatePageView } from "./measurement";
import { MAX_OUTREACH_RECIPIENTS, readOutreachRecipients, replaceOutreachRecipients } from "./outreach-recipients";
import { GA_TRACKING_ID, GA_TRACKING_ID_MESSAGE, readAnalyticsSettings, saveAnalyticsSettings } from "./settings";
import { taxReportCsv, taxReportQuery } from "./tax-report";

const settingsInput = z.object({
  gaTrackingId: z
    .string()
    .max(32)
    .transform((id) => id.trim().toUpperCase())
    .refine((id) => id === "" || GA_TRACKING_ID.test(id), GA_TRACKING_ID_MESSAGE),
  // The spec's call sends it; it is derived from the ID (on only when one is saved), so it is accepted and ignored.
  analyticsEnabled: z.boolean().optional(),
});

const recipientsInput = z.object({
  recipients: z
    .array(
      z
        .string()
        .trim()
        .max(254, "Use at most 254 characters.")
        .pipe(z.email("Enter valid e-mail addresses, one per line."))
        .transform((email) => email.toLowerCase()),
    )
    .max(MAX_OUTREACH_RECIPIENTS, `At most ${MAX_OUTREACH_RECIPIENTS} recipients.`)
    .transform((emails) => [...new Set(emails)]),
});

/** The admin settings page's answer: the settings and whether the server can send to Google Analytics. */
function settingsAnswer(settings: { gaTrackingId: string; analyticsEnabled: boolean }, apiSecret: string | undefined) {
  return { success: true as const, ...settings, measurementSecretConfigured: Boolean(apiSecret) };
}

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/tax-report", validate("query", taxReportQuery), async (c) => {
    const range = c.req.valid("query");
    return fileDownload(await taxReportCsv(c.get("db"), range), {
      name: `tax-${range.from}-to-${range.to}.csv`,
      type: "text/csv; charset=utf-8",
    });
  })
  .get("/settings", async (c) => c.json(settingsAnswer(await readAnalyticsSettings(c.get("db")), c.env.GA_API_SECRET)))
  .post("/settings", validateJson(settingsInput), async (c) => {
    const saved = await saveAnalyticsSettings(c.get("db"), c.req.valid("json").gaTrackingId, c.get("user")!.id);
    return c.json({ ...settingsAnswer(saved, c.env.GA_API_SECRET), message: "Settings Updated" });
  })
  .get("/outreach-recipients", async (c) =>
    c.json({ recipients: await readOutreachRecipients(c.get("db")), limit: MAX_OUTREACH_RECIPIENTS }),
  )
  .put("/outreach-recipients", validateJson(recipientsInput), async (c) => {
    const recipients = await replaceOutreachRecipients(c.get("db"), c.req.valid("json").recipients, c.get("user")!.id);
    return c.json({ recipients, limit: MAX_OUTREACH_RECIPIENTS });
  })
  .post("/settings/test", async (c) => {
    const { gaTrackingId } = await readAnalyticsSettings(c.get("db"));
    if (!gaTrackingId) throw new ApiError(409, "conflict", "No Tracking ID: save a Google Analytics ID first.");
    const apiSecret = c.env.GA_API_SECRET;
    if (!apiSecret)
      throw new ApiError(
        503,
        "analytics_unavailable",
        "Analytics Not Connected: set the GA_API_SECRET secret (a Measurement Protocol API secret of this ID's data stream), then test again.",
      );
    const hit = {
      clientId: crypto.randomUUID(),
      location: `${new URL(c.req.url).origin}/admin/settings?analytics-test`,
    };
    let problems: string[];
    try {
      problems = await validatePageView(gaTrackingId, apiSecret, hit);
    } catch (error) {
      console.warn("Google Analytics validation failed:", error instanceof Error ? error.message : error);
      throw new ApiError(503, "analytics_unavailable", "Google Analytics could not be reached. Try again later.");
    }
    if (problems.length === 0) await sendPageView(gaTrackingId, apiSecret, hit);
    return c.json({
      success: true as const,
      accepted: problems.length === 0,
      problems,
      message:
        problems.length === 0
          ? `Analytics Working: Google accepted a test page view for ${gaTrackingId}; it shows in the Realtime report within a minute.`
          : `Google refused the test page view: ${problems.join(" ")}`,
    });
  });
