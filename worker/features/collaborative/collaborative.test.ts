import { describe, expect, it } from "vitest";
import type { ProjectPermission, ProjectRole, ProjectStatus } from "../../../schema/collaborative-enums";
import { apiClient, readError, registerAccount } from "../../test/client";
import { awaitMessage, outbox } from "../../test/outbox";
import { invitationsByInviter } from "./invitation-email";
import { CHAT_OVER_HTTP, type collaborativeRoutes } from "./routes";

/** The collaborative API as the signed-in member with this cookie calls it, through the whole worker. */
const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

async function newProject(cookie: string, title = "Shared guide") {
  const response = await collab(cookie).projects.$post({ json: { title, description: "A guide we write together." } });
  expect(response.status).toBe(201);
  return (await response.json()).project.id;
}

async function inviteAndAccept(
  ownerCookie: string,
  projectId: string,
  role: ProjectRole,
  permissions?: ProjectPermission[],
) {
  const member = await registerAccount();
  const invite = await collab(ownerCookie).projects[":id"].invite.$post({
    param: { id: projectId },
    json: { email: member.email, role, permissions },
  });
  expect(invite.status).toBe(201);
  const { invitations } = await (await collab(member.cookie).invitations.$get()).json();
  await collab(member.cookie).invitations[":invitationId"].accept.$post({
    param: { invitationId: invitations[0]!.id },
  });
  return member;
}

describe("projects and roles", () => {
  it("lets the owner create, and hides a project from non-members with 404", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const list = await (await collab(owner.cookie).projects.$get()).json();
    expect(list.projects[0]).toMatchObject({
      id,
      role: "owner",
      status: "active",
      progress: 0,
      permissions: ["edit", "comment", "export"],
    });
    const asStranger = collab((await registerAccount()).cookie).projects[":id"];
    expect((await asStranger.$get({ param: { id } })).status).toBe(404);
    expect((await asStranger.versions.$get({ param: { id } })).status).toBe(404);
    expect((await asStranger.messages.$get({ param: { id }, query: {} })).status).toBe(404);
    expect((await asStranger.versions.$post({ param: { id }, json: { changes: "x" } })).status).toBe(404);
  });

  it("asks for both title and description", async () => {
    const owner = await registerAccount();
    const response = await collab(owner.cookie).projects.$post({ json: { title: "Only a title", description: "" } });
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toMatch(/Please provide both title and description/);
  });

  // (An editor invited with the default permissions exports: the authorization matrix, members.ts.)
  it("gives a viewer invited without named permissions no export", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const viewer = await inviteAndAccept(owner.cookie, id, "viewer");
    const exported = await collab(viewer.cookie).projects[":id"].export.$get({ param: { id }, query: {} });
    expect(exported.status).toBe(403);
  });

  it("enforces each role: viewers read, reviewers comment, editors edit and version, only owners manage", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const viewer = await inviteAndAccept(owner.cookie, id, "viewer", []);
    const reviewer = await inviteAndAccept(owner.cookie, id, "reviewer", ["comment"]);
    // An editor the owner invited without the export permission (it is on by default).
    const editor = await inviteAndAccept(owner.cookie, id, "editor", ["edit", "comment"]);
    const as = (member: { cookie: string }) => collab(member.cookie).projects[":id"];
    const param = { id };

    expect((await as(viewer).$get({ param })).status).toBe(200);
    expect((await as(viewer).versions.$post({ param, json: { changes: "Draft" } })).status).toBe(403);
    expect((await as(viewer).messages.$post({ param, json: { message: "Hi" } })).status).toBe(403);
    expect((await as(reviewer).messages.$post({ param, json: { message: "Looks good" } })).status).toBe(201);
    expect((await as(reviewer).$patch({ param, json: { content: "Edited", baseRevision: 0 } })).status).toBe(403);
    expect(
      (
        await as(editor).$patch({
          param,
          json: {
            content: "# Chapter one\n\nFirst words. ![Who opened this](https://tracker.example/pixel.png)",
            baseRevision: 0,
          },
        })
      ).status,
    ).toBe(200);
    expect((await as(editor).versions.$post({ param, json: { changes: "First draft" } })).status).toBe(201);
    expect((await as(editor).$patch({ param, json: { status: "in_progress" } })).status).toBe(403);
    expect((await as(editor).invite.$post({ param, json: { email: "x@example.com" } })).status).toBe(403);
    expect((await as(editor).$delete({ param })).status).toBe(403);
    expect((await as(editor).export.$get({ param, query: {} })).status).toBe(403);

    const exported = await as(owner).export.$get({ param, query: { format: "html" } });
    expect(exported.headers.get("content-disposition")).toBe(
      "attachment; filename=\"shared-guide.html\"; filename*=UTF-8''shared-guide.html",
    );
    const html = await exported.text();
    expect(html).toContain("<h2>Chapter one</h2>");
    // Opened from disk, the file loads nothing from elsewhere: the co-author's image cannot tell who read it.
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    expect(html).toContain("First words. Who opened this");
    expect(html).not.toContain("tracker.example");
  });

  it("moves status only along the allowed transitions", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const move = (status: ProjectStatus) =>
      collab(owner.cookie).projects[":id"].$patch({ param: { id }, json: { status } });
    expect((await move("review")).status).toBe(409);
    expect((await move("in_progress")).status).toBe(200);
    expect((await move("review")).status).toBe(200);
    expect((await move("in_progress")).status).toBe(200);
    await move("review");
    const done = await (await move("completed")).json();
    expect(done.project).toMatchObject({ status: "completed", progress: 100 });
    expect((await move("review")).status).toBe(409);
  });

  it("shows an invitation to an address that registers after it was sent", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const email = `later.${Date.now()}@example.com`;
    expect((await collab(owner.cookie).projects[":id"].invite.$post({ param: { id }, json: { email } })).status).toBe(
      201,
    );
    const newcomer = await registerAccount({ email });
    const { invitations } = await (await collab(newcomer.cookie).invitations.$get()).json();
    expect(invitations[0]).toMatchObject({
      role: "editor",
      permissions: ["edit", "comment", "export"],
      title: "Shared guide",
    });
    await collab(newcomer.cookie).invitations[":invitationId"].accept.$post({
      param: { invitationId: invitations[0]!.id },
    });
    const project = await (await collab(newcomer.cookie).projects[":id"].$get({ param: { id } })).json();
    expect(project.project.role).toBe("editor");
    // Each member with the username an @mention matches.
    expect(project.project.collaborators.map((c) => c.username)).toContain(newcomer.body.user.username);
  });
});

describe("versions", () => {
  it("lists newest first and restores by adding a version, never rewriting history", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const project = collab(owner.cookie).projects[":id"];
    const save = (content: string, baseRevision: number) =>
      project.$patch({ param: { id }, json: { content, baseRevision } });
    await save("one", 0);
    await project.versions.$post({ param: { id }, json: { changes: "First" } });
    await save("one two", 1);
    await project.versions.$post({ param: { id }, json: { changes: "Second" } });
    const { versions } = await (await project.versions.$get({ param: { id } })).json();
    expect(versions.map((v) => v.versionNumber)).toEqual([2, 1]);
    const first = versions.find((v) => v.versionNumber === 1)!;
    await project.versions[":versionId"].restore.$post({ param: { id, versionId: first.id } });
    const after = await (await project.versions.$get({ param: { id } })).json();
    expect(after.versions.map((v) => v.versionNumber)).toEqual([3, 2, 1]);
    expect(after.versions[0]).toMatchObject({ changes: "Restored version 1", content: "one" });
    const restored = await (await project.$get({ param: { id } })).json();
    expect(restored.project).toMatchObject({ content: "one", contentRevision: 3 });
  });
});

describe("saving the document", () => {
  type Changes = { content?: string; baseRevision?: number };
  const save = (id: string, cookie: string, json: Changes) =>
    collab(cookie).projects[":id"].$patch({ param: { id }, json });
  const read = async (id: string, cookie: string) =>
    (await (await collab(cookie).projects[":id"].$get({ param: { id } })).json()).project;

  it("refuses a save based on an older revision, keeping the teammate's text", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    // An editor the owner invited without the export permission (it is on by default).
    const editor = await inviteAndAccept(owner.cookie, id, "editor", ["edit", "comment"]);
    expect(await read(id, editor.cookie)).toMatchObject({ content: "", contentRevision: 0 });

    const first = await save(id, owner.cookie, { content: "The owner's opening.", baseRevision: 0 });
    expect(first.status).toBe(200);
    expect((await first.json()).project.contentRevision).toBe(1);

    const stale = await save(id, editor.cookie, { content: "The editor's opening.", baseRevision: 0 });
    expect(stale.status).toBe(409);
    expect(await readError(stale)).toMatchObject({
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
    expect((await readError(response)).fields?.baseRevision).toEqual([
      "Say which revision of the document this edit started from.",
    ]);
    expect(await read(id, owner.cookie)).toMatchObject({ content: "", contentRevision: 0 });
  });

  it("leaves the revision alone when a version snapshots the document, so nobody mid-edit is refused for it", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    await save(id, owner.cookie, { content: "Draft A", baseRevision: 0 });
    await collab(owner.cookie).projects[":id"].versions.$post({ param: { id }, json: { changes: "A" } });
    expect(await read(id, owner.cookie)).toMatchObject({ content: "Draft A", contentRevision: 1 });
  });
});

describe("removing a member", () => {
  it("takes away access at once", async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    // An editor the owner invited without the export permission (it is on by default).
    const editor = await inviteAndAccept(owner.cookie, id, "editor", ["edit", "comment"]);
    const removal = await collab(owner.cookie).projects[":id"].members[":userId"].$delete({
      param: { id, userId: editor.body.user.id },
    });
    expect(removal.status).toBe(200);
    expect((await collab(editor.cookie).projects[":id"].$get({ param: { id } })).status).toBe(404);
  });
});

describe("invitation e-mails", () => {
  const inviteAndRevoke = async (cookie: string, id: string, email: string) => {
    const invited = await collab(cookie).projects[":id"].invite.$post({ param: { id }, json: { email } });
    if (invited.status !== 201) return invited.status;
    const { invitation } = await invited.json();
    await collab(cookie).projects[":id"].invitations[":invitationId"].$delete({
      param: { id, invitationId: invitation.id },
    });
    return 201;
  };

  it("reach an address once a day per project, however often it is invited and revoked", async () => {
    const owner = await registerAccount();
    const first = await newProject(owner.cookie, "FREE GIFT CARD");
    const second = await newProject(owner.cookie, "A real project");
    const stranger = `stranger.${crypto.randomUUID()}@example.com`;
    for (let i = 0; i < 8; i++) expect(await inviteAndRevoke(owner.cookie, first, stranger)).toBe(201);
    // An invitation to another project is mailed, and after the first: once it is there, the others would be too.
    await collab(owner.cookie).projects[":id"].invite.$post({ param: { id: second }, json: { email: stranger } });
    await awaitMessage(stranger, /A real project/);
    const messages = await outbox(stranger);
    expect(messages.filter((m) => /FREE GIFT CARD/.test(m.subject))).toHaveLength(1);
    expect(messages).toHaveLength(2);
  });

  const { limit } = invitationsByInviter("free");
  it(`are at most ${limit} a day from a member on the free plan; the next invitation is refused with 429`, async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    for (let i = 0; i < limit; i++)
      expect(await inviteAndRevoke(owner.cookie, id, `guest.${i}.${crypto.randomUUID()}@example.com`)).toBe(201);
    const refused = await collab(owner.cookie).projects[":id"].invite.$post({
      param: { id },
      json: { email: `one.more.${crypto.randomUUID()}@example.com` },
    });
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
    const { invitations } = await (
      await collab(owner.cookie).projects[":id"].invitations.$get({ param: { id } })
    ).json();
    expect(invitations).toHaveLength(0);
  });
});

describe("chat over HTTP", () => {
  it(`takes ${CHAT_OVER_HTTP.limit} messages a minute from one member, then answers 429 and stores nothing`, async () => {
    const owner = await registerAccount();
    const id = await newProject(owner.cookie);
    const post = (message: string) =>
      collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: { message } });
    for (let i = 0; i < CHAT_OVER_HTTP.limit; i++) expect((await post(`note ${i}`)).status).toBe(201);
    const refused = await post("one too many");
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
    const { messages } = await (
      await collab(owner.cookie).projects[":id"].messages.$get({ param: { id }, query: {} })
    ).json();
    expect(messages).toHaveLength(CHAT_OVER_HTTP.limit);
  });
});
