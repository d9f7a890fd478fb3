import { describe, expect, it } from "vitest";
import { call, registerAccount } from "../../test/client";

async function newProject(cookie: string, title = "Shared guide") {
  const response = await call("/api/collaborative/projects", {
    json: { title, description: "A guide we write together." },
    cookie,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

async function inviteAndAccept(ownerCookie: string, projectId: string, role: string, permissions?: string[]) {
  const member = await registerAccount();
  const invite = await call(`/api/collaborative/projects/${projectId}/invite`, {
    json: { email: member.email, role, permissions },
    cookie: ownerCookie,
  });
  expect(invite.status).toBe(201);
  const { invitations } = (await (await call("/api/collaborative/invitations", { cookie: member.cookie })).json()) as {
    invitations: { id: string }[];
  };
  await call(`/api/collaborative/invitations/${invitations[0]!.id}/accept`, { method: "POST", cookie: member.cookie });
  return member;
}

describe("projects and roles", () => {
  it("lets the owner create, and hides a project from non-members with 404", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const list = (await (await call("/api/collaborative/projects", { cookie: owner.cookie })).json()) as {
      projects: { id: string; role: string; status: string; progress: number; permissions: string[] }[];
    };
    expect(list.projects[0]).toMatchObject({
      id,
      role: "owner",
      status: "active",
      progress: 0,
      permissions: ["edit", "comment", "export"],
    });
    const stranger = await registerAccount();
    for (const path of ["", "/versions", "/messages"])
      expect((await call(`/api/collaborative/projects/${id}${path}`, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await call(`/api/collaborative/projects/${id}/versions`, { json: { changes: "x" }, cookie: stranger.cookie }))
        .status,
    ).toBe(404);
  });

  it("asks for both title and description", async () => {
    const owner = await registerAccount();
    const response = await call("/api/collaborative/projects", {
      json: { title: "Only a title", description: "" },
      cookie: owner.cookie,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /Please provide both title and description/,
    );
  });

  it("enforces each role: viewers read, reviewers comment, editors edit and version, only owners manage", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const viewer = await inviteAndAccept(owner.cookie, id, "viewer", []);
    const reviewer = await inviteAndAccept(owner.cookie, id, "reviewer", ["comment"]);
    const editor = await inviteAndAccept(owner.cookie, id, "editor");

    expect((await call(`/api/collaborative/projects/${id}`, { cookie: viewer.cookie })).status).toBe(200);
    expect(
      (await call(`/api/collaborative/projects/${id}/versions`, { json: { changes: "Draft" }, cookie: viewer.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await call(`/api/collaborative/projects/${id}/messages`, { json: { message: "Hi" }, cookie: viewer.cookie }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(`/api/collaborative/projects/${id}/messages`, {
          json: { message: "Looks good" },
          cookie: reviewer.cookie,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(`/api/collaborative/projects/${id}`, {
          method: "PATCH",
          json: { content: "Edited", baseRevision: 0 },
          cookie: reviewer.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(`/api/collaborative/projects/${id}`, {
          method: "PATCH",
          json: { content: "# Chapter one\n\nFirst words.", baseRevision: 0 },
          cookie: editor.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(`/api/collaborative/projects/${id}/versions`, {
          json: { changes: "First draft" },
          cookie: editor.cookie,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call(`/api/collaborative/projects/${id}`, {
          method: "PATCH",
          json: { status: "in_progress" },
          cookie: editor.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(`/api/collaborative/projects/${id}/invite`, {
          json: { email: "x@example.com" },
          cookie: editor.cookie,
        })
      ).status,
    ).toBe(403);
    expect((await call(`/api/collaborative/projects/${id}`, { method: "DELETE", cookie: editor.cookie })).status).toBe(
      403,
    );
    expect((await call(`/api/collaborative/projects/${id}/export`, { cookie: editor.cookie })).status).toBe(403);
    const exported = await call(`/api/collaborative/projects/${id}/export?format=html`, { cookie: owner.cookie });
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="shared-guide.html"');
    expect(await exported.text()).toContain("<h2>Chapter one</h2>");
  });

  it("moves status only along the allowed transitions", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const move = (status: string) =>
      call(`/api/collaborative/projects/${id}`, { method: "PATCH", json: { status }, cookie: owner.cookie });
    expect((await move("review")).status).toBe(409);
    expect((await move("in_progress")).status).toBe(200);
    expect((await move("review")).status).toBe(200);
    expect((await move("in_progress")).status).toBe(200);
    await move("review");
    const done = (await (await move("completed")).json()) as { project: { status: string; progress: number } };
    expect(done.project).toMatchObject({ status: "completed", progress: 100 });
    expect((await move("review")).status).toBe(409);
  });

  it("shows an invitation to an address that registers after it was sent", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const email = `later.${Date.now()}@example.com`;
    expect(
      (await call(`/api/collaborative/projects/${id}/invite`, { json: { email }, cookie: owner.cookie })).status,
    ).toBe(201);
    const newcomer = await registerAccount({ email });
    const { invitations } = (await (
      await call("/api/collaborative/invitations", { cookie: newcomer.cookie })
    ).json()) as { invitations: { id: string; role: string; permissions: string[]; title: string }[] };
    expect(invitations[0]).toMatchObject({ role: "editor", permissions: ["edit", "comment"], title: "Shared guide" });
    await call(`/api/collaborative/invitations/${invitations[0]!.id}/accept`, {
      method: "POST",
      cookie: newcomer.cookie,
    });
    const project = (await (await call(`/api/collaborative/projects/${id}`, { cookie: newcomer.cookie })).json()) as {
      project: { role: string; collaborators: unknown[] };
    };
    expect(project.project.role).toBe("editor");
    expect(project.project.collaborators).toHaveLength(2);
  });
});

describe("versions", () => {
  it("lists newest first and restores by adding a version, never rewriting history", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const save = (content: string, baseRevision: number) =>
      call(`/api/collaborative/projects/${id}`, {
        method: "PATCH",
        json: { content, baseRevision },
        cookie: owner.cookie,
      });
    await save("one", 0);
    await call(`/api/collaborative/projects/${id}/versions`, { json: { changes: "First" }, cookie: owner.cookie });
    await save("one two", 1);
    await call(`/api/collaborative/projects/${id}/versions`, { json: { changes: "Second" }, cookie: owner.cookie });
    const { versions } = (await (
      await call(`/api/collaborative/projects/${id}/versions`, { cookie: owner.cookie })
    ).json()) as { versions: { id: string; versionNumber: number; changes: string; content: string }[] };
    expect(versions.map((v) => v.versionNumber)).toEqual([2, 1]);
    const first = versions.find((v) => v.versionNumber === 1)!;
    await call(`/api/collaborative/projects/${id}/versions/${first.id}/restore`, {
      method: "POST",
      cookie: owner.cookie,
    });
    const after = (await (
      await call(`/api/collaborative/projects/${id}/versions`, { cookie: owner.cookie })
    ).json()) as { versions: { versionNumber: number; changes: string; content: string }[] };
    expect(after.versions.map((v) => v.versionNumber)).toEqual([3, 2, 1]);
    expect(after.versions[0]).toMatchObject({ changes: "Restored version 1", content: "one" });
    const project = (await (await call(`/api/collaborative/projects/${id}`, { cookie: owner.cookie })).json()) as {
      project: { content: string; contentRevision: number };
    };
    expect(project.project).toMatchObject({ content: "one", contentRevision: 3 });
  });
});

describe("saving the document", () => {
  const save = (id: string, cookie: string, json: object) =>
    call(`/api/collaborative/projects/${id}`, { method: "PATCH", json, cookie });
  const read = async (id: string, cookie: string) =>
    (
      (await (await call(`/api/collaborative/projects/${id}`, { cookie })).json()) as {
        project: { content: string; contentRevision: number };
      }
    ).project;

  it("refuses a save based on an older revision, keeping the teammate's text", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const editor = await inviteAndAccept(owner.cookie, id, "editor");
    expect(await read(id, editor.cookie)).toMatchObject({ content: "", contentRevision: 0 });

    const first = await save(id, owner.cookie, { content: "The owner's opening.", baseRevision: 0 });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { project: { contentRevision: number } }).project.contentRevision).toBe(1);

    const stale = await save(id, editor.cookie, { content: "The editor's opening.", baseRevision: 0 });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "conflict",
      message: expect.stringMatching(/Someone else saved this document/),
    });
    expect(await read(id, owner.cookie)).toMatchObject({ content: "The owner's opening.", contentRevision: 1 });

    expect((await save(id, editor.cookie, { content: "The editor's opening.", baseRevision: 1 })).status).toBe(200);
    expect(await read(id, owner.cookie)).toMatchObject({ content: "The editor's opening.", contentRevision: 2 });
  });

  it("asks which revision an edit started from", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const response = await save(id, owner.cookie, { content: "No base" });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields.baseRevision,
    ).toEqual(["Say which revision of the document this edit started from."]);
    expect(await read(id, owner.cookie)).toMatchObject({ content: "", contentRevision: 0 });
  });

  it("leaves the revision alone when a version snapshots the document, so nobody mid-edit is refused for it", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    await save(id, owner.cookie, { content: "Draft A", baseRevision: 0 });
    await call(`/api/collaborative/projects/${id}/versions`, { json: { changes: "A" }, cookie: owner.cookie });
    expect(await read(id, owner.cookie)).toMatchObject({ content: "Draft A", contentRevision: 1 });
  });
});

describe("removing a member", () => {
  it("takes away access at once", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const editor = await inviteAndAccept(owner.cookie, id, "editor");
    expect(
      (
        await call(`/api/collaborative/projects/${id}/members/${editor.body.user.id}`, {
          method: "DELETE",
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect((await call(`/api/collaborative/projects/${id}`, { cookie: editor.cookie })).status).toBe(404);
  });
});
