import { Hono } from "hono";
import { z } from "zod";
import { EXPANSION_MARKETS } from "../../../schema/marketing-enums";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { requireAdmin, requireUser } from "../../http/guards";
import { validateJson } from "../../http/validation";
import type { AuditContext } from "../platform-audit";
import { recordMaintenance, refreshStatus, statusFor, statusHub } from "../system-status";
import { activeMarkets, launchMarkets } from "./markets";
import { ecosystemMetrics, ecosystemPerformance } from "./metrics";
import { optimizePlatform } from "./optimize";

/** The ecosystem's targets, shown against the measured figures. */
export const ECOSYSTEM_TARGETS = { languages: 50, markets: 25 } as const;

const flag = z.boolean().optional();
const language = z.enum(PLATFORM_LANGUAGES).optional();
const region = z.string().max(10).optional();
// The spec's calls send these switches and targets; every part always runs, so they are accepted and not needed.
const initializeInput = z.object({
  enableTranslation: flag,
  enablePayments: flag,
  enableMarketing: flag,
  enableAnalytics: flag,
  enableSecurity: flag,
  enableOptimization: flag,
  targetLanguages: z.number().int().min(1).max(500).optional(),
  targetMarkets: z.number().int().min(1).max(500).optional(),
  currentLanguage: language,
  currentRegion: region,
});
const optimizeInput = z.object({
  optimizeTranslation: flag,
  optimizePayments: flag,
  optimizeDatabase: flag,
  optimizeMarketing: flag,
  targetLanguage: language,
  targetRegion: region,
});
const expansionInput = z.object({
  targetMarkets: z
    .array(z.enum(EXPANSION_MARKETS))
    .min(1)
    .max(EXPANSION_MARKETS.length)
    .default([...EXPANSION_MARKETS]),
  enableAutoTranslation: flag,
  enableCulturalAdaptation: flag,
  enableRevenueOptimization: flag,
  launchLanguage: language,
});

const auditContext = (c: { get(key: "db"): AuditContext["db"]; env: AuditContext["env"]; req: { url: string } }) => ({
  db: c.get("db"),
  env: c.env,
  origin: new URL(c.req.url).origin,
  now: Date.now(),
});

/** `/api/ecosystem`: the platform-wide figures and the admin's maintenance and expansion; the live status for everyone signed in. */
export const ecosystemRoutes = new Hono<AppEnv>()
  .get("/real-time-status", requireUser, async (c) => {
    const latest = (await statusHub(c.env).latest()) ?? (await refreshStatus(c.get("db"), c.env));
    return c.json({ success: true as const, ...statusFor(c.get("user"), latest) });
  })
  .post("/initialize-ultimate", requireAdmin, validateJson(initializeInput), async (c) => {
    const db = c.get("db");
    const [metrics, performance, markets] = await Promise.all([
      ecosystemMetrics(db),
      ecosystemPerformance(db),
      activeMarkets(db),
    ]);
    return c.json({ success: true as const, metrics, performance, markets, targets: ECOSYSTEM_TARGETS });
  })
  .post("/optimize-performance", requireAdmin, validateJson(optimizeInput), async (c) => {
    const context = auditContext(c);
    const result = await optimizePlatform(context);
    await recordMaintenance(
      context.db,
      "optimize",
      c.get("user").id,
      Object.fromEntries(result.fixed.map((fix) => [fix.id, fix.changed])),
      context.now,
    );
    // The status shows when maintenance last ran: the dashboards hear of it now, not at the next check.
    await refreshStatus(context.db, c.env);
    return c.json({ success: true as const, ...result });
  })
  .post("/launch-expansion", requireAdmin, validateJson(expansionInput), async (c) => {
    const { added, totalMarkets } = await launchMarkets(
      c.get("db"),
      c.req.valid("json").targetMarkets,
      c.get("user").id,
    );
    return c.json({ success: true as const, added, totalMarkets });
  });
