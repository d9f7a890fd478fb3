import { Hono } from "hono";
import { z } from "zod";
import {
  MAX_CLIENT_ID_CHARS,
  MAX_MESSAGE_CHARS,
  type ProjectChange,
} from "../../../durable-objects/collab-room/protocol";
import { PROJECT_PERMISSIONS, PROJECT_ROLES, PROJECT_STATUSES } from "../../../schema/collaborative-enums";
import type { Database } from "../../../schema/db";
import { fileNameFromTitle } from "../../common/file-name";
import { emailSender, laterLinkOrigin, linkOrigin } from "../../email/sender";
import type { AppEnv, Env } from "../../env";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { refusalsAsCloseCodes } from "../../http/live-connections";
import { countAndLimit, limitRequests, type RateLimitRule } from "../../http/rate-limit";
import type { SessionUser } from "../../http/session";
import { validate, validateJson } from "../../http/validation";
import { membershipOf, requireCapability } from "./access";
import { forgetKeptReports } from "./authorship-kept";
import { authorshipRoutes } from "./authorship-routes";
import { commentRoutes } from "./comment-routes";
import { projectHtml, projectMarkdown } from "./export";
import { emailInvitation, invitationsByInviter } from "./invitation-email";
import {
  answerInvitation,
  inviteMember,
  listInvitations,
  listProjectInvitations,
  revokeInvitation,
} from "./invitations";
import { memberOf, removeMember } from "./members";
import { mentionRoutes } from "./mention-routes";
import { changeProject, createProject, deleteProject, getProject, listProjects } from "./projects";
import { projectRoom } from "./room";
import { openRoomSocket } from "./room-sockets";
import { suggestionRoutes } from "./suggestion-routes";
import { createVersion, listVersions, restoreVersion } from "./versions";

/**
 * Chat messages one member may post over HTTP in a minute (the form a page without a live socket uses; live sockets
 * have the room's own frame allowance): a person types a few a minute, a script that floods mentions is stopped.
 */
export const CHAT_OVER_HTTP: RateLimitRule = {
  name: "chat-http",
  limit: 30,
  windowMs: 60 * 1000,
  message: "You are sending messages very fast. Please wait a minute.",
};

const projectInput = z.object({
  title: z.string().trim().min(1, "Please provide both title and description.").max(200),
  description: z.string().trim().min(1, "Please provide both title and description.").max(2000),
  contentType: z.string().trim().max(40).default("article"),
  permissions: z.array(z.enum(PROJECT_PERMISSIONS)).default([...PROJECT_PERMISSIONS]),
});
const projectChanges = z
  .object({
    status: z.enum(PROJECT_STATUSES).optional(),
    content: z.string().max(500_000).optional(),
    /** The content revision the edit started from, so a save never silently replaces a teammate's. */
    baseRevision: z.number().int().min(0).optional(),
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((changes) => changes.content === undefined || changes.baseRevision !== undefined, {
    path: ["baseRevision"],
    message: "Say which revision of the document this edit started from.",
  });
const idParam = z.object({ id: z.string().uuid("No such project.") });
const versionParam = idParam.extend({ versionId: z.string().uuid("No such version.") });
const memberParam = idParam.extend({ userId: z.string().min(1).max(100) });
const inviteParam = z.object({ invitationId: z.string().uuid("No such invitation.") });
const projectInviteParam = idParam.extend(inviteParam.shape);
const versionInput = z.object({ changes: z.string().trim().min(1, "Describe the changes.").max(1000) });
const inviteInput = z.object({
  email: z.string().trim().max(254).pipe(z.email("Enter a valid e-mail address.")),
  role: z.enum(PROJECT_ROLES).optional(),
  permissions: z.array(z.enum(PROJECT_PERMISSIONS)).optional(),
});
const messageInput = z.object({
  message: z
    .string()
    .trim()
    .min(1, "A message cannot be blank.")
    .max(MAX_MESSAGE_CHARS, `A message can be at most ${MAX_MESSAGE_CHARS} characters.`),
  clientId: z.string().max(MAX_CLIENT_ID_CHARS).optional(),
});
const messagesQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
const exportQuery = z.object({ format: z.enum(["md", "html"]).default("md") });

/** Tells the members connected to a project that it changed, so their screens follow without a reload. */
async function announce(
  c: { env: Env; var: { db: Database; user: SessionUser } },
  projectId: string,
  change: Exclude<ProjectChange, "deleted">,
) {
  await projectRoom(c.env, projectId).announce(change, await memberOf(c.var.db, c.var.user));
}

export const collaborativeRoutes = new Hono<AppEnv>()
  .route("/", commentRoutes)
  .route("/", suggestionRoutes)
  .route("/", authorshipRoutes)
  .route("/", mentionRoutes)
  .get("/projects", requireUser, async (c) =>
    c.json({ success: true, projects: await listProjects(c.get("db"), c.get("user").id) }),
  )
  .post("/projects", requireUser, validateJson(projectInput), async (c) =>
    c.json({ success: true, project: await createProject(c.get("db"), c.get("user"), c.req.valid("json")) }, 201),
  )
  .get("/projects/:id", requireUser, validate("param", idParam), async (c) =>
    c.json({ success: true, project: await getProject(c.get("db"), c.req.valid("param").id, c.get("user").id) }),
  )
  .patch("/projects/:id", requireUser, validate("param", idParam), validateJson(projectChanges), async (c) => {
    const { id } = c.req.valid("param");
    const changes = c.req.valid("json");
    const project = await changeProject(c.get("db"), id, c.get("user").id, changes);
    // A save over HTTP is an edit like any other: the people editing see it arrive.
    if (changes.content !== undefined) await projectRoom(c.env, id).replaceDocument(id, changes.content);
    await announce(c, id, changes.content === undefined ? "details" : "content");
    return c.json({ success: true, project });
  })
  .delete("/projects/:id", requireUser, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteProject(c.get("db"), id, c.get("user").id);
    // Everyone connected is told by whom, then disconnected; the chat history goes with the project.
    await projectRoom(c.env, id).deleteProject(await memberOf(c.get("db"), c.get("user")));
    await forgetKeptReports(c.env, id);
    return c.json({ success: true });
  })
  .get("/projects/:id/versions", requireUser, validate("param", idParam), async (c) =>
    c.json({ success: true, versions: await listVersions(c.get("db"), c.req.valid("param").id, c.get("user").id) }),
  )
  .post("/projects/:id/versions", requireUser, validate("param", idParam), validateJson(versionInput), async (c) => {
    const { id } = c.req.valid("param");
    await requireCapability(c.get("db"), id, c.get("user").id, "edit");
    // The version is the document as the room holds it now, with every edit typed so far.
    const text = await projectRoom(c.env, id).documentText(id);
    const version = await createVersion(c.get("db"), id, c.get("user").id, c.req.valid("json").changes, {
      snapshot: text,
    });
    await announce(c, id, "version");
    return c.json({ success: true, version }, 201);
  })
  .post("/projects/:id/versions/:versionId/restore", requireUser, validate("param", versionParam), async (c) => {
    const { id, versionId } = c.req.valid("param");
    const version = await restoreVersion(c.get("db"), id, c.get("user").id, versionId);
    // A restore is an ordinary edit: everyone editing sees the text change under their cursor.
    await projectRoom(c.env, id).replaceDocument(id, version.content);
    await announce(c, id, "content");
    return c.json({ success: true, version }, 201);
  })
  .post("/projects/:id/invite", requireUser, validate("param", idParam), validateJson(inviteInput), async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    if (c.env.PLAN_QUOTAS !== "off") await countAndLimit(db, invitationsByInviter(user.tier), [`user:${user.id}`]);
    const invitation = await inviteMember(db, c.req.valid("param").id, user.id, c.req.valid("json"));
    await emailInvitation(db, emailSender(c.env, db), invitation, user, linkOrigin(c.env, c.req.url));
    return c.json({ success: true, invitation }, 201);
  })
  .get("/projects/:id/invitations", requireUser, validate("param", idParam), async (c) =>
    c.json({
      success: true,
      invitations: await listProjectInvitations(c.get("db"), c.req.valid("param").id, c.get("user").id),
    }),
  )
  .delete("/projects/:id/invitations/:invitationId", requireUser, validate("param", projectInviteParam), async (c) => {
    const { id, invitationId } = c.req.valid("param");
    await revokeInvitation(c.get("db"), id, c.get("user").id, invitationId);
    return c.json({ success: true });
  })
  .delete("/projects/:id/members/:userId", requireUser, validate("param", memberParam), async (c) => {
    const { id, userId } = c.req.valid("param");
    await removeMember(c.get("db"), id, c.get("user").id, userId);
    await projectRoom(c.env, id).removeMember(userId);
    return c.json({ success: true });
  })
  .get(
    "/projects/:id/messages",
    requireUser,
    validate("param", idParam),
    validate("query", messagesQuery),
    async (c) => {
      const { id } = c.req.valid("param");
      await membershipOf(c.get("db"), id, c.get("user").id);
      return c.json({ success: true, messages: await projectRoom(c.env, id).history(c.req.valid("query").after) });
    },
  )
  .post(
    "/projects/:id/messages",
    requireUser,
    limitRequests(CHAT_OVER_HTTP, (c) => [`user:${c.get("user")?.id}`]),
    validate("param", idParam),
    validateJson(messageInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const user = c.get("user");
      await requireCapability(c.get("db"), id, user.id, "comment");
      const { message: text, clientId } = c.req.valid("json");
      const at = { projectId: id, origin: laterLinkOrigin(c.env, c.req.url) };
      const message = await projectRoom(c.env, id).post(await memberOf(c.get("db"), user), text, clientId, at);
      return c.json({ success: true, message }, 201);
    },
  )
  .get("/projects/:id/export", requireUser, validate("param", idParam), validate("query", exportQuery), async (c) => {
    const { id } = c.req.valid("param");
    const membership = await requireCapability(c.get("db"), id, c.get("user").id, "export");
    const project = { ...membership.project, content: await projectRoom(c.env, id).documentText(id) };
    const html = c.req.valid("query").format === "html";
    return fileDownload(html ? projectHtml(project) : projectMarkdown(project), {
      name: fileNameFromTitle(project.title, html ? "html" : "md", "project"),
      type: html ? "text/html; charset=utf-8" : "text/markdown; charset=utf-8",
    });
  })
  .get("/projects/:id/live", validate("param", idParam), (c) => openRoomSocket(c, c.req.valid("param").id, "room"))
  // The project's document in the y-websocket protocol: `new WebsocketProvider(origin + "/api/collaborative/documents",
  // projectId, doc)` joins it with the session cookie (docs/collaboration.md, "Connecting your own editor").
  .get("/documents/:id", (c) => {
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
      throw new ApiError(400, "invalid_input", "This address takes a WebSocket: the y-websocket protocol.");
    return refusalsAsCloseCodes(() => {
      const id = c.req.param("id");
      if (!idParam.safeParse({ id }).success) throw new ApiError(404, "not_found", "No such project.");
      return openRoomSocket(c, id, "document");
    });
  })
  .get("/invitations", requireUser, async (c) =>
    c.json({ success: true, invitations: await listInvitations(c.get("db"), c.get("user")) }),
  )
  .post("/invitations/:invitationId/accept", requireUser, validate("param", inviteParam), async (c) =>
    c.json({
      success: true,
      ...(await answerInvitation(c.get("db"), c.get("user"), c.req.valid("param").invitationId, true)),
    }),
  )
  .post("/invitations/:invitationId/decline", requireUser, validate("param", inviteParam), async (c) =>
    c.json({
      success: true,
      ...(await answerInvitation(c.get("db"), c.get("user"), c.req.valid("param").invitationId, false)),
    }),
  );
