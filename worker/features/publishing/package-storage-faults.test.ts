import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { kdpPackages } from "../../../schema/publishing";
import { apiClient, openLink, registerAccount } from "../../test/client";
import { bucketFailingWrites, clientWith } from "../../test/faulty-bindings";
import { writeEveryChapter } from "../../test/works";
import type { literaryRoutes } from "../literary/routes";
import type { kdpPackageRoutes, realKdpRoutes } from "./routes";

const db = createDatabase(env.DB);

async function newWork(cookie: string): Promise<string> {
  const response = await apiClient<typeof literaryRoutes>("/api/literary", { cookie }).create.$post({
    json: {
      title: "Cooking on a Budget",
      description: "Simple weekly meals for a household living on less, with a shopping list for each week.",
      contentType: "manual",
      chapters: "Planning the week\nThe shopping list\nCooking once, eating twice",
    },
  });
  const { workId } = await response.json();
  await writeEveryChapter(cookie, workId);
  return workId;
}

/** Every package row of the user, with whether the zip it names is in the bucket. */
async function packagesOf(userId: string) {
  const rows = await db.select().from(kdpPackages).where(eq(kdpPackages.userId, userId));
  return Promise.all(
    rows.map(async (row) => ({
      status: row.status,
      zipKey: row.zipKey,
      zipStored: row.zipKey ? (await env.BUCKET.head(row.zipKey)) !== null : null,
    })),
  );
}

describe("a KDP package build whose zip cannot be stored", () => {
  it("answers the error body, leaves no row pointing at a missing zip, and builds on the next try", async () => {
    const owner = await registerAccount();
    const userId = owner.body.user.id;
    const workId = await newWork(owner.cookie);
    const broken = clientWith<typeof kdpPackageRoutes>("/api/kdp-packages", owner.cookie, {
      BUCKET: bucketFailingWrites("packages/"),
    });

    const failed = await broken.index.$post({ json: { workId, tier: "standard" } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(await packagesOf(userId)).toEqual([{ status: "failed", zipKey: null, zipStored: null }]);
    expect((await env.BUCKET.list({ prefix: `packages/${userId}/` })).objects).toEqual([]);

    // The package list shows the failed build without a download, and nothing claims to be ready to test.
    const packages = apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie: owner.cookie });
    const status = await (await packages.status.$get()).json();
    expect(status.packages).toEqual([expect.objectContaining({ status: "failed", downloadUrl: null })]);
    expect(status.ready).toBe(0);
    const realKdp = apiClient<typeof realKdpRoutes>("/api/real-kdp", { cookie: owner.cookie });
    expect((await realKdp["test-publish"].$post()).status).toBe(404);

    const built = await packages.index.$post({ json: { workId, tier: "standard" } });
    expect(built.status).toBe(201);
    const { package: ready } = await built.json();
    const stored = await packagesOf(userId);
    expect(stored).toHaveLength(2);
    expect(stored.filter((p) => p.zipKey !== null)).toEqual([
      expect.objectContaining({ status: "ready", zipStored: true }),
    ]);
    // The answer's own download link, followed as the browser does: a zip, not JSON.
    const download = await openLink(ready.downloadUrl, { cookie: owner.cookie });
    expect(download.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await download.arrayBuffer())))).toContain("book.epub");
    expect((await (await realKdp["test-publish"].$post()).json()).packageId).toBe(ready.id);
  });
});
