import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { kdpPackageRoutes } from "./routes";
import { PACKAGES_KEPT_PER_WORK } from "./service";

describe("KDP packages of one work", () => {
  it("keep the newest five: older ones go with their zips", async () => {
    const { cookie, body } = await registerAccount();
    const created = await apiClient<typeof literaryRoutes>("/api/literary", { cookie }).works.$post({
      json: { title: "Kept packages", chapters: [{ title: "One", body: "A short chapter to package." }] },
    });
    const { work } = await created.json();
    const packages = apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie });
    for (let i = 0; i < PACKAGES_KEPT_PER_WORK + 2; i++) {
      expect((await packages.index.$post({ json: { workId: work.id, tier: "standard" } })).status).toBe(201);
    }
    const status = await (await packages.status.$get()).json();
    expect(status.packages).toHaveLength(PACKAGES_KEPT_PER_WORK);
    const zips = await env.BUCKET.list({ prefix: `packages/${body.user.id}/` });
    expect(zips.objects).toHaveLength(PACKAGES_KEPT_PER_WORK);
  });
});
