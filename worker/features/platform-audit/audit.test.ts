import { env, exports } from "cloudflare:workers";
import type { Hono } from "hono";
import { hc, type InferRequestType } from "hono/client";
import type { ExtractSchema } from "hono/types";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { AppEnv } from "../../env";
import { apiClient, ORIGIN, onHttps, registerAccount, registerAdmin } from "../../test/client";
import { installFakeStripe } from "../../test/fake-stripe";
import { creatorWithProduct } from "../../test/sales";
import type { platformAuditRoutes } from "./routes";

// The built web app is not part of the unit tests: its landing page (with the headers _headers gives it) and its
// catalog bundles stand in for web/dist.
const CATALOG = {
  admin: { heading: "Analytics", state: { on: "On" } },
  marketplace: { card: { sold_one: "{{count}} sold", sold_other: "{{count}} sold" } },
};
let incompleteGerman = false;
const realAssets = env.ASSETS;
beforeAll(() => {
  env.ASSETS = {
    fetch: async (request: Request) => {
      const bundle = /^\/prerendered\/catalogs\/(\w+)\.json$/.exec(new URL(request.url).pathname);
      if (bundle) {
        const german = bundle[1] === "de" && incompleteGerman;
        return Response.json(german ? { ...CATALOG, admin: { heading: "Analytik" } } : CATALOG);
      }
      return new Response("<!doctype html>", {
        headers: {
          "content-type": "text/html",
          "content-security-policy": "default-src 'self'; script-src 'self'",
          "x-content-type-options": "nosniff",
        },
      });
    },
  } as never;
});
afterAll(() => {
  env.ASSETS = realAssets;
});

const configured = { PAYMENTS_MODE: env.PAYMENTS_MODE, AI: env.AI };
afterEach(() => {
  Object.assign(env, configured);
  env.STRIPE_SECRET_KEY = undefined;
  env.STRIPE_WEBHOOK_SECRET = undefined;
  incompleteGerman = false;
  vi.useRealTimers();
});

// The tests of this file share one admin account.
let registeredAdmin: ReturnType<typeof registerAdmin> | undefined;
async function admin(): Promise<string> {
  registeredAdmin ??= registerAdmin();
  return (await registeredAdmin).cookie;
}

/** The router runs as AppEnv & SignedIn (`.use(requireAdmin)`), which apiClient's bound refuses: same schema. */
type PlatformAuditRoutes = Hono<AppEnv, ExtractSchema<typeof platformAuditRoutes>>;
const platform = (cookie?: string) => apiClient<PlatformAuditRoutes>("/api/platform", { cookie });
type AuditFlags = InferRequestType<ReturnType<typeof platform>["comprehensive-audit"]["$post"]>["json"];

/**
 * The admin's audit as the worker on host `origin` runs it: some checks read the host, and apiClient always calls
 * localhost, so this client is Hono's own, through the same worker.
 */
async function audit(origin = ORIGIN, json: AuditFlags = {}) {
  const client = hc<typeof platformAuditRoutes>(`${origin}/api/platform`, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(input, init),
    headers: { origin, cookie: origin.startsWith("https:") ? onHttps(await admin()) : await admin() },
  });
  const response = await client["comprehensive-audit"].$post({ json });
  expect(response.status).toBe(200);
  const answer = await response.json();
  return { ...answer, result: (id: string) => answer.auditResults.find((result) => result.id === id)! };
}

const fix = async (issues: string[]) => (await platform(await admin())["auto-fix"].$post({ json: { issues } })).json();

describe("the platform audit", () => {
  it("is refused to visitors and to signed-in users who are not admins", async () => {
    const { cookie } = await registerAccount();
    for (const who of [undefined, cookie]) {
      const status = who ? 403 : 401;
      expect((await platform(who)["comprehensive-audit"].$post({ json: {} })).status).toBe(status);
      expect((await platform(who)["auto-fix"].$post({ json: { issues: ["search-index"] } })).status).toBe(status);
    }
  });

  it("scores each category from its checks and the whole from all of them", async () => {
    const { auditResults, systemHealth } = await audit();
    expect(auditResults.length).toBeGreaterThanOrEqual(15);
    for (const [category, health] of Object.entries(systemHealth.categories)) {
      const own = auditResults.filter((result) => result.category === category);
      expect(health.count).toBe(own.length);
      expect(health.critical).toBe(own.filter((result) => result.status === "fail").length);
      expect(health.score).toBe(Math.round(own.reduce((sum, r) => sum + r.score, 0) / own.length));
    }
    expect((await audit(ORIGIN, { checkPayments: false })).auditResults.some((r) => r.category === "payments")).toBe(
      false,
    );
  });

  it("finds the search index out of step with the products, and the auto-fix rebuilds it", async () => {
    const { productId } = await creatorWithProduct(900);
    expect((await audit()).result("search-index").status).toBe("pass");
    const product = (await env.DB.prepare("select title, description, tags from products_search where id = ?")
      .bind(productId)
      .first<{ title: string; description: string; tags: string }>())!;
    await env.DB.prepare(
      "insert into products_fts(products_fts, rowid, title, description, tags) values ('delete', ?, ?, ?, ?)",
    )
      .bind(productId, product.title, product.description, product.tags)
      .run();
    const broken = (await audit()).result("search-index");
    expect(broken).toMatchObject({ status: "fail", fixable: true });
    expect(await fix(["search-index"])).toMatchObject({ fixedCount: 1 });
    expect((await audit()).result("search-index").status).toBe("pass");
  });

  it("finds expired sessions and orphaned files, and the auto-fix deletes them", async () => {
    const { body } = await registerAccount();
    await env.DB.prepare("insert into sessions (id, user_id, created_at, expires_at) values (?, ?, 0, 1)")
      .bind(crypto.randomUUID(), body.user.id)
      .run();
    await env.BUCKET.put("products/nobody-points-here.pdf", "%PDF");
    // An upload is an orphan once its grace hour has passed without a product row.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    const before = await audit();
    expect(before.result("expired-sessions")).toMatchObject({ status: "warning", fixable: true });
    expect(before.result("orphaned-files")).toMatchObject({ status: "warning", fixable: true });
    expect(before.result("orphaned-files").details).toContain("products/nobody-points-here.pdf");
    expect(await fix(["expired-sessions", "orphaned-files"])).toMatchObject({ fixedCount: 2 });
    const after = await audit();
    expect(after.result("expired-sessions").status).toBe("pass");
    expect(after.result("orphaned-files").status).toBe("pass");
    expect(await env.BUCKET.head("products/nobody-points-here.pdf")).toBeNull();
  });

  it("names a published product whose file is gone, and a migration that was not applied", async () => {
    const { productId } = await creatorWithProduct(700);
    const { title, file_key } = (await env.DB.prepare("select title, file_key from products where id = ?")
      .bind(productId)
      .first<{ title: string; file_key: string }>())!;
    await env.BUCKET.delete(file_key);
    const missingFile = (await audit()).result("products-without-files");
    expect(missingFile).toMatchObject({ status: "fail", fixable: false });
    expect(missingFile.details).toContain(title);

    expect((await audit()).result("migrations-current").status).toBe("pass");
    const last = (await env.DB.prepare(
      "select id, name, applied_at from d1_migrations order by id desc limit 1",
    ).first<{
      id: number;
      name: string;
      applied_at: string;
    }>())!;
    await env.DB.prepare("delete from d1_migrations where id = ?").bind(last.id).run();
    try {
      const stale = (await audit()).result("migrations-current");
      expect(stale.status).toBe("fail");
      expect(stale.details).toEqual([last.name.replace(/\.sql$/, "")]);
    } finally {
      await env.DB.prepare("insert into d1_migrations (id, name, applied_at) values (?, ?, ?)")
        .bind(last.id, last.name, last.applied_at)
        .run();
    }
  });

  it("says how payments are taken, whether a model translates, and whether the catalogs are complete", async () => {
    expect((await audit()).result("payments")).toMatchObject({ status: "warning", messageKey: "paymentsTest" });
    expect((await audit()).result("stripe-tax")).toMatchObject({ status: "warning", messageKey: "taxNotLive" });
    const stripe = installFakeStripe();
    onTestFinished(() => stripe.restore());
    env.PAYMENTS_MODE = "stripe";
    env.STRIPE_SECRET_KEY = "sk_test_x";
    expect((await audit()).result("payments")).toMatchObject({ status: "fail", messageKey: "paymentsNoWebhook" });
    env.STRIPE_WEBHOOK_SECRET = "whsec_x";
    const live = await audit();
    expect(live.result("payments").status).toBe("pass");
    expect(live.result("stripe-tax")).toMatchObject({ status: "pass", messageKey: "taxActive" });
    env.STRIPE_TAX = "off";
    expect((await audit()).result("stripe-tax")).toMatchObject({ status: "fail", messageKey: "taxOff" });
    env.STRIPE_TAX = undefined;
    stripe.taxPending();
    expect((await audit()).result("stripe-tax")).toMatchObject({ status: "fail", messageKey: "taxInactive" });

    env.AI = undefined;
    expect((await audit()).result("translation-engine")).toMatchObject({ status: "warning" });
    expect((await audit()).result("catalogs-complete").status).toBe("pass");
    incompleteGerman = true;
    const incomplete = (await audit()).result("catalogs-complete");
    expect(incomplete.status).not.toBe("pass");
    expect(incomplete.details).toEqual(["de: admin.state.on"]);
  });

  it("fails a deployment whose local outbox is open, and passes the security headers it sends", async () => {
    expect((await audit()).result("dev-outbox").status).toBe("pass");
    const deployed = await audit("https://inkspire.test");
    expect(deployed.result("dev-outbox")).toMatchObject({ status: "fail", messageKey: "outboxOpen" });
    expect(deployed.result("security-headers").status).toBe("pass");
    expect(JSON.stringify(deployed.auditResults)).not.toMatch(/sk_test|whsec/);
  });
});
