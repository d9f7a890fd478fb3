import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../schema/db";
import type { PlanId } from "../../schema/pricing-enums";
import { claimUse } from "../ai/quotas";
import { CONCURRENT_AI_JOBS, PLAN_EXTRAS, PLAN_FEATURES, PROJECT_SEATS } from "../common/plans";
import type { collaborativeRoutes } from "../features/collaborative/routes";
import type { contentRoutes } from "../features/global/content-routes";
import type { hiringRoutes } from "../features/hiring/routes";
import type { literaryRoutes } from "../features/literary/routes";
import type { kdpPackageRoutes } from "../features/publishing/routes";
import { apiClient, readError, registerOnPlan } from "../test/client";

/** Each gated feature's call, made by a fresh account on `plan`; returns the status and error body if refused. */
type Answer = { status: number; json(): Promise<unknown> };
const CALLS: Record<keyof typeof PLAN_FEATURES, (cookie: string) => Promise<Answer>> = {
  "kdp-premium": async (cookie) => {
    const literary = apiClient<typeof literaryRoutes>("/api/literary", { cookie });
    const work = await (
      await literary.works.$post({ json: { title: "Gated", chapters: [{ title: "One", body: "Some words here." }] } })
    ).json();
    return apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie }).index.$post({
      json: { workId: work.work.id, tier: "premium" },
    });
  },
  "content-factory": (cookie) =>
    apiClient<typeof contentRoutes>("/api/content", { cookie })["create-pipeline"].$post({
      json: { template: "laundromat-course", goal: "Launch", targetMarkets: ["US"] },
    }),
  hiring: (cookie) =>
    apiClient<typeof hiringRoutes>("/api/hiring", { cookie })["find-matches"].$post({
      json: { projectRequirements: { description: "A guide to write", budget: 500 } },
    }),
  "master-override": (cookie) =>
    apiClient<typeof literaryRoutes>("/api/literary", { cookie }).create.$post({
      json: {
        title: "A long guide",
        description: "A guide long enough to need many chapters.",
        chapters: Array.from({ length: 51 }, (_, i) => `Chapter ${i + 1}`).join("\n"),
        masterOverride: true,
      },
    }),
};

const BELOW: Record<PlanId, PlanId | null> = {
  free: null,
  "creator-pro": "free",
  professional: "creator-pro",
  enterprise: "professional",
};

describe("plan gates", () => {
  it("come from the pricing page's table: each gated feature is a line of the plan that unlocks it", () => {
    for (const feature of Object.values(PLAN_FEATURES)) {
      expect(PLAN_EXTRAS[feature.plan] as readonly string[]).toContain(feature.extra);
    }
  });

  for (const [feature, { plan }] of Object.entries(PLAN_FEATURES) as [keyof typeof PLAN_FEATURES, { plan: PlanId }][]) {
    it(`refuse ${feature} below ${plan} with 402 naming ${plan}, and allow it on ${plan}`, async () => {
      const quotas = env.PLAN_QUOTAS;
      env.PLAN_QUOTAS = "off";
      try {
        const below = await CALLS[feature]((await registerOnPlan(BELOW[plan]!)).cookie);
        expect(below.status).toBe(402);
        expect(await readError(below)).toMatchObject({ code: "plan_required", plan });
        const on = await CALLS[feature]((await registerOnPlan(plan)).cookie);
        expect(on.status).toBeLessThan(300);
      } finally {
        env.PLAN_QUOTAS = quotas;
      }
    });
  }

  it("bound a project's seats (members and pending invitations) by the owner's plan", async () => {
    const owner = await registerOnPlan("free");
    const collab = apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie: owner.cookie });
    const project = await (await collab.projects.$post({ json: { title: "Team", description: "Seats." } })).json();
    const invite = (n: number) =>
      collab.projects[":id"].invite.$post({
        param: { id: project.project.id },
        json: { email: `seat${n}.${project.project.id}@example.com` },
      });
    for (let n = 1; n < PROJECT_SEATS.free; n++) expect((await invite(n)).status).toBe(201);
    const full = await invite(PROJECT_SEATS.free);
    expect(full.status).toBe(402);
    expect(await readError(full)).toMatchObject({ code: "plan_required", plan: "creator-pro" });
    await env.DB.prepare("update users set tier = 'creator-pro' where id = ?").bind(owner.body.user.id).run();
    expect((await invite(PROJECT_SEATS.free)).status).toBe(201);
  });

  it("bound the AI jobs running at once by the plan, more on paid plans (priority processing)", async () => {
    const db = createDatabase(env.DB);
    for (const plan of ["free", "creator-pro"] as const) {
      const user = { id: (await registerOnPlan(plan)).body.user.id, tier: plan };
      for (let i = 0; i < CONCURRENT_AI_JOBS[plan]; i++) await claimUse(db, env, user, "global-content");
      await expect(claimUse(db, env, user, "global-content")).rejects.toMatchObject({
        status: 429,
        code: "rate_limited",
      });
    }
  });
});
