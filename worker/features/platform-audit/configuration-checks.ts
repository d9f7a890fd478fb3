import { count, lte } from "drizzle-orm";
import { Hono } from "hono";
import { sessions } from "../../../schema/auth";
import { cacheVersions } from "../../../schema/edge-cache";
import { configuredEngines } from "../../ai/engines";
import { apiSecureHeaders } from "../../http/secure-headers";
import { paymentsMode } from "../../payments/checkout";
import { readAnalyticsSettings } from "../admin";
import { type AuditCheck, type CheckFinding, pass } from "./audit-check";
import { purgeExpired } from "./purge";
import { stripeTax } from "./tax-check";

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

const expiredSessions: AuditCheck = {
  id: "expired-sessions",
  name: "Expired sessions purged",
  category: "security",
  async run({ db, now }) {
    const [expired] = await db.select({ n: count() }).from(sessions).where(lte(sessions.expiresAt, now));
    if (expired!.n === 0) return pass("No expired session is waiting to be deleted.", "sessionsPurged");
    return {
      status: "warning",
      score: 85,
      message: `${expired!.n} expired sessions are still stored (the daily job deletes them).`,
      messageKey: "sessionsWaiting",
      params: { count: expired!.n },
    };
  },
  async fix({ db, now }) {
    return (await purgeExpired(db, now)).sessions;
  },
};

/** The headers a response of the API carries, from the API's own middleware. */
async function apiHeaders(): Promise<Headers> {
  const probe = new Hono().use(apiSecureHeaders).get("/", (c) => c.text(""));
  return (await probe.request("/")).headers;
}

const securityHeaders: AuditCheck = {
  id: "security-headers",
  name: "Security headers on pages and API answers",
  category: "security",
  async run({ env, origin }) {
    const problems: string[] = [];
    const api = await apiHeaders();
    for (const header of ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy"])
      if (!api.has(header)) problems.push(`API: no ${header}`);
    if (env.ASSETS) {
      const page = await env.ASSETS.fetch(new Request(new URL("/", origin)));
      const policy = page.headers.get("content-security-policy") ?? "";
      if (!/script-src 'self'(;|$)/.test(policy))
        problems.push("pages: the content security policy does not keep scripts to this site");
      if (!page.headers.has("x-content-type-options")) problems.push("pages: no x-content-type-options");
    } else problems.push("pages: the web app is not part of this deployment");
    if (problems.length === 0)
      return pass(
        "Pages and API answers carry the security headers; scripts may come from this site only.",
        "headersPresent",
      );
    return {
      status: "fail",
      score: Math.max(0, 100 - 25 * problems.length),
      message: `Security headers are missing: ${problems.join("; ")}.`,
      messageKey: "headersMissing",
      details: problems,
    };
  },
};

const devOutbox: AuditCheck = {
  id: "dev-outbox",
  name: "Local outbox closed",
  category: "security",
  async run({ env, origin }) {
    if (env.DEV_OUTBOX === "on" && !LOCAL.test(origin))
      return {
        status: "fail",
        score: 0,
        message: "DEV_OUTBOX is on outside localhost: remove it (the outbox shows sign-in links).",
        messageKey: "outboxOpen",
      };
    return pass("The local outbox answers on localhost only.", "outboxClosed");
  },
};

/** Configuration the platform reads, by name only: whether it is set, never its value. */
function configured(env: Record<string, unknown>, names: string[]): { set: string[]; unset: string[] } {
  const set = names.filter((name) => Boolean(env[name]));
  return { set, unset: names.filter((name) => !set.includes(name)) };
}

const secretsConfigured: AuditCheck = {
  id: "secrets",
  name: "Secrets and addresses configured",
  category: "security",
  async run({ env, origin, db }) {
    const wanted = ["APP_ORIGIN", "EMAIL_FROM"];
    if (env.AI_BASE_URL) wanted.push("AI_API_KEY");
    if ((await readAnalyticsSettings(db)).analyticsEnabled) wanted.push("GA_API_SECRET");
    const { set, unset } = configured(env as unknown as Record<string, unknown>, wanted);
    const sender = env.EMAIL ? "EMAIL binding" : env.EMAIL_API_KEY ? "EMAIL_API_KEY" : null;
    const details = [...set.map((name) => `${name}: set`), ...unset.map((name) => `${name}: not set`)];
    details.push(`e-mail: ${sender ?? "local outbox only"}`);
    if (LOCAL.test(origin) || (unset.length === 0 && sender))
      return { ...pass("The configuration this deployment needs is set.", "secretsSet"), details };
    return {
      status: "warning",
      score: Math.round((100 * set.length) / (wanted.length + 1)),
      message: `Not set: ${[...unset, ...(sender ? [] : ["an e-mail sender (EMAIL or EMAIL_API_KEY)"])].join(", ")}.`,
      messageKey: "secretsMissing",
      params: { names: [...unset, ...(sender ? [] : ["EMAIL / EMAIL_API_KEY"])].join(", ") },
      details,
    };
  },
};

const analyticsId: AuditCheck = {
  id: "analytics-id",
  name: "Analytics ID format",
  category: "security",
  async run({ db }) {
    const { gaTrackingId } = await readAnalyticsSettings(db);
    if (!gaTrackingId) return pass("Analytics is off: no ID is saved.", "analyticsOff");
    if (/^G-[A-Z0-9]{4,20}$/.test(gaTrackingId))
      return pass(`Page views go to ${gaTrackingId}.`, "analyticsOn", { id: gaTrackingId });
    return {
      status: "fail",
      score: 0,
      message: `The saved analytics ID ${gaTrackingId} is not a G- ID: save a valid one in Admin Settings.`,
      messageKey: "analyticsInvalid",
      params: { id: gaTrackingId },
    };
  },
};

const paymentsConfigured: AuditCheck = {
  id: "payments",
  name: "Payments configured",
  category: "payments",
  async run({ env }): Promise<CheckFinding> {
    const mode = paymentsMode(env);
    if (mode === "stripe" && env.STRIPE_WEBHOOK_SECRET)
      return pass("Stripe takes payments and its webhook is verified.", "paymentsStripe");
    if (mode === "stripe")
      return {
        status: "fail",
        score: 40,
        message: "Stripe is set but STRIPE_WEBHOOK_SECRET is not: paid orders are never confirmed.",
        messageKey: "paymentsNoWebhook",
      };
    if (mode === "test")
      return {
        status: "warning",
        score: 70,
        message: "Payments run in test mode: nothing is charged, and buyers get products for free.",
        messageKey: "paymentsTest",
      };
    return {
      status: "fail",
      score: 0,
      message: "No payment provider is configured: purchases and plans answer 503.",
      messageKey: "paymentsNone",
    };
  },
};

const translationEngine: AuditCheck = {
  id: "translation-engine",
  name: "A model for translation",
  category: "translation",
  async run({ env }) {
    const engines = configuredEngines(env).filter((engine) => engine !== "offline");
    if (engines.length)
      return pass(`Translation uses ${engines.join(", then ")}.`, "translationEngine", { engines: engines.join(", ") });
    return {
      status: "warning",
      score: 60,
      message: "No language model is configured: translation answers 503 (configure Workers AI or AI_BASE_URL).",
      messageKey: "translationOffline",
    };
  },
};

const aiEngine: AuditCheck = {
  id: "ai-engine",
  name: "AI engines",
  category: "performance",
  async run({ env }) {
    const engines = configuredEngines(env);
    if (engines.length > 1)
      return pass(`AI answers from ${engines.join(", then ")}.`, "aiEngines", { engines: engines.join(", ") });
    return {
      status: "warning",
      score: 70,
      message: "Only the offline engine answers: generation beyond scaffolds and translation are unavailable.",
      messageKey: "aiOffline",
    };
  },
};

const edgeCache: AuditCheck = {
  id: "edge-cache",
  name: "Edge cache versions",
  category: "performance",
  async run({ db }) {
    const scopes = (await db.select({ scope: cacheVersions.scope }).from(cacheVersions)).map((row) => row.scope);
    const missing = (["catalogue", "pricing"] as const).filter((scope) => !scopes.includes(scope));
    if (missing.length === 0)
      return pass("Visitors' catalogue and pricing reads are cached and purged on change.", "cacheReady");
    return {
      status: "fail",
      score: 50,
      message: `The edge cache has no version for ${missing.join(", ")}: apply the migrations.`,
      messageKey: "cacheMissing",
      params: { scopes: missing.join(", ") },
    };
  },
};

const databaseLatency: AuditCheck = {
  id: "database-latency",
  name: "Database answers quickly",
  category: "performance",
  async run({ db }) {
    const started = Date.now();
    await db.select({ n: count() }).from(sessions);
    const ms = Date.now() - started;
    if (ms <= 100) return pass(`A query took ${ms} ms.`, "latencyOk", { ms });
    return {
      status: "warning",
      score: 70,
      message: `A simple query took ${ms} ms.`,
      messageKey: "latencySlow",
      params: { ms },
    };
  },
};

export const CONFIGURATION_CHECKS = [
  expiredSessions,
  securityHeaders,
  devOutbox,
  secretsConfigured,
  analyticsId,
  paymentsConfigured,
  stripeTax,
  translationEngine,
  aiEngine,
  edgeCache,
  databaseLatency,
];
