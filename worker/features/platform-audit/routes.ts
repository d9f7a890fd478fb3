import { Hono } from "hono";
import { z } from "zod";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import type { AppEnv } from "../../env";
import { requireAdmin } from "../../http/guards";
import { validateJson } from "../../http/validation";
import { recordMaintenance, refreshStatus } from "../system-status";
import { AUDIT_CHECKS, autoFix, runAudit } from "./audit";
import { AUDIT_CATEGORIES, type AuditCategory, type AuditContext } from "./audit-check";

const language = z.enum(PLATFORM_LANGUAGES).optional();
const auditInput = z.object({
  checkTranslation: z.boolean().default(true),
  checkPayments: z.boolean().default(true),
  checkDatabase: z.boolean().default(true),
  checkPerformance: z.boolean().default(true),
  checkSecurity: z.boolean().default(true),
  language,
});
const fixInput = z.object({
  issues: z
    .array(z.enum(AUDIT_CHECKS.map((check) => check.id) as [string, ...string[]]))
    .min(1, "Name the checks to fix.")
    .max(AUDIT_CHECKS.length),
  language,
});

const FLAGS: Record<AuditCategory, keyof z.infer<typeof auditInput>> = {
  translation: "checkTranslation",
  payments: "checkPayments",
  database: "checkDatabase",
  performance: "checkPerformance",
  security: "checkSecurity",
};

export const platformAuditRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post("/comprehensive-audit", validateJson(auditInput), async (c) => {
    const input = c.req.valid("json");
    const context: AuditContext = { db: c.get("db"), env: c.env, origin: new URL(c.req.url).origin, now: Date.now() };
    const categories = AUDIT_CATEGORIES.filter((category) => input[FLAGS[category]]);
    return c.json({ success: true as const, ...(await runAudit(context, categories)) });
  })
  .post("/auto-fix", validateJson(fixInput), async (c) => {
    const context: AuditContext = { db: c.get("db"), env: c.env, origin: new URL(c.req.url).origin, now: Date.now() };
    const result = await autoFix(context, c.req.valid("json").issues);
    const changes = Object.fromEntries(result.fixed.map((fix) => [fix.id, fix.changed]));
    await recordMaintenance(context.db, "auto-fix", c.get("user")!.id, changes, context.now);
    await refreshStatus(context.db, c.env);
    return c.json({ success: true as const, ...result });
  });
