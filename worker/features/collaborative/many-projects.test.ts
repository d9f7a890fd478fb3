import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import type { collaborativeRoutes } from "./routes";

// D1 takes at most 100 bound parameters per statement: the project list may not pass its ids as a list.
const PROJECTS = 120;

describe("a member of more than 100 projects", () => {
  it("sees all of them, each with its collaborators", async () => {
    const user = await registerAccount();
    const now = Date.now();
    const id = user.body.user.id;
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PROJECTS})
         INSERT INTO collab_projects (id, owner_id, title, description, created_at, updated_at)
         SELECT ?1 || '-project-' || i, ?1, 'Project ' || i, 'Many projects', ?2, ?2 + i FROM n`,
      ).bind(id, now),
      env.DB.prepare(
        `INSERT INTO collab_members (project_id, user_id, role, permissions, joined_at)
         SELECT id, owner_id, 'owner', '["edit","comment","export"]', created_at FROM collab_projects WHERE owner_id = ?1`,
      ).bind(id),
    ]);
    const response = await apiClient<typeof collaborativeRoutes>("/api/collaborative", {
      cookie: user.cookie,
    }).projects.$get();
    expect(response.status).toBe(200);
    const { projects } = await response.json();
    expect(projects).toHaveLength(PROJECTS);
    for (const project of projects) expect(project.collaborators.map((c) => c.id)).toEqual([id]);
  });
});
