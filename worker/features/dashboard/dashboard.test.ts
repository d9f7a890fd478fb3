import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PLAN_QUOTAS } from "../../common/plans";
import { apiClient, registerAccount } from "../../test/client";
import type { dashboardRoutes } from "./routes";

async function summary(cookie: string) {
  const response = await apiClient<typeof dashboardRoutes>("/api/dashboard", { cookie }).summary.$get();
  expect(response.status).toBe(200);
  return response.json();
}

describe("GET /api/dashboard/summary", () => {
  it("is zero for a new user", async () => {
    const { cookie } = await registerAccount();
    expect(await summary(cookie)).toMatchObject({ earningsCents: 0, usesToday: 0, tier: "free" });
  });

  it("sums the user's own ledger credits, test-mode ones apart, and counts only today's AI uses", async () => {
    const me = await registerAccount();
    const other = await registerAccount();
    const now = Date.now();
    const insertCredit = env.DB.prepare(
      "insert into creator_ledger (id, creator_id, purchase_id, amount_cents, test_mode, created_at) values (?, ?, null, ?, ?, ?)",
    );
    const insertUse = env.DB.prepare(
      "insert into ai_usage (id, user_id, tool, engine, model, created_at) values (?, ?, 'humanizer', 'offline', 'rules', ?)",
    );
    await env.DB.batch([
      insertCredit.bind(crypto.randomUUID(), me.body.user.id, 23760, 0, now),
      insertCredit.bind(crypto.randomUUID(), me.body.user.id, 15760, 0, now),
      insertCredit.bind(crypto.randomUUID(), me.body.user.id, 800, 1, now),
      insertCredit.bind(crypto.randomUUID(), other.body.user.id, 99999, 0, now),
      insertUse.bind(crypto.randomUUID(), me.body.user.id, now),
      insertUse.bind(crypto.randomUUID(), me.body.user.id, now),
      insertUse.bind(crypto.randomUUID(), me.body.user.id, now - 2 * 24 * 60 * 60 * 1000),
      insertUse.bind(crypto.randomUUID(), other.body.user.id, now),
    ]);
    expect(await summary(me.cookie)).toMatchObject({ earningsCents: 39520, testEarningsCents: 800, usesToday: 2 });
    // What is left of each of the free plan's daily allowances: today's two humanizer uses count, older ones do not.
    const humanizer = PLAN_QUOTAS.free.humanizer!;
    const literary = PLAN_QUOTAS.free.literary!;
    expect((await summary(me.cookie)).allowances).toMatchObject({
      humanizer: { used: 2, limit: humanizer, left: Math.max(0, humanizer - 2) },
      literary: { used: 0, limit: literary, left: literary },
    });
  });
});
