import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, readError, registerAccount } from "../../test/client";
import type { collaborativeRoutes } from "./routes";
import { VERSIONS_KEPT } from "./versions";

const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

describe("changing a project", () => {
  it("checks membership before anything is written, even for an empty change", async () => {
    const owner = await registerAccount();
    const stranger = await registerAccount();
    const created = await (
      await collab(owner.cookie).projects.$post({ json: { title: "Private", description: "Owner only" } })
    ).json();
    const id = created.project.id;
    const before = await env.DB.prepare("select updated_at from collab_projects where id = ?")
      .bind(id)
      .first<{ updated_at: number }>();
    for (const json of [{}, { title: "Taken over" }]) {
      const response = await collab(stranger.cookie).projects[":id"].$patch({ param: { id }, json });
      expect(response.status).toBe(404);
      expect((await readError(response)).code).toBe("not_found");
    }
    const after = await env.DB.prepare("select title, updated_at from collab_projects where id = ?")
      .bind(id)
      .first<{ title: string; updated_at: number }>();
    expect(after).toEqual({ title: "Private", updated_at: before!.updated_at });
  });

  it("keeps the newest 100 versions: the oldest go as new ones come", async () => {
    const owner = await registerAccount();
    const created = await (
      await collab(owner.cookie).projects.$post({ json: { title: "Long history", description: "Many versions" } })
    ).json();
    const id = created.project.id;
    for (let i = 1; i <= VERSIONS_KEPT + 3; i++) {
      const response = await collab(owner.cookie).projects[":id"].versions.$post({
        param: { id },
        json: { changes: `Version ${i}` },
      });
      expect(response.status).toBe(201);
    }
    const { versions } = await (await collab(owner.cookie).projects[":id"].versions.$get({ param: { id } })).json();
    expect(versions).toHaveLength(VERSIONS_KEPT);
    const numbers = versions.map((version) => version.versionNumber).sort((a, b) => a - b);
    expect(numbers[0]).toBe(4);
    expect(numbers.at(-1)).toBe(VERSIONS_KEPT + 3);
  });
});
