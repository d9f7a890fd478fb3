import { type Context, Hono } from "hono";
import { z } from "zod";
import { type CommentAction, MAX_COMMENT_CHARS } from "../../../durable-objects/collab-room/protocol";
import { laterLinkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { requireUser } from "../../http/guards";
import type { SessionUser } from "../../http/session";
import { validate, validateJson } from "../../http/validation";
import { membershipOf, requireCapability } from "./access";
import { memberOf } from "./members";
import { projectRoom, roomRefusal } from "./room";

const body = z
  .string()
  .trim()
  .min(1, "Write a comment.")
  .max(MAX_COMMENT_CHARS, `A comment is at most ${MAX_COMMENT_CHARS} characters.`);
const newThread = z
  .object({
    from: z.number().int().min(0),
    to: z.number().int().min(1),
    quote: z.string().min(1, "Select the text to comment on.").max(10_000),
    body,
  })
  .refine((input) => input.to > input.from && input.quote.length === input.to - input.from, {
    message: "Select the text to comment on.",
    path: ["quote"],
  });
const idParam = z.object({ id: z.string().uuid("No such project.") });
const threadParam = idParam.extend({ threadId: z.coerce.number().int().positive("No such comment.") });

/**
 * Comments on a project's document: every member reads them; the owner, editors and reviewers write, reply and
 * resolve (their role's purpose); viewers only read. The room anchors them to the text and keeps them.
 */
export const commentRoutes = new Hono<AppEnv>()
  .get("/projects/:id/comments", requireUser, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await membershipOf(c.get("db"), id, c.get("user").id);
    return c.json({ success: true, threads: await projectRoom(c.env, id).commentThreads(id) });
  })
  .post("/projects/:id/comments", requireUser, validate("param", idParam), validateJson(newThread), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await act(c, id, { kind: "add", ...c.req.valid("json") }), 201);
  })
  .post(
    "/projects/:id/comments/:threadId/replies",
    requireUser,
    validate("param", threadParam),
    validateJson(z.object({ body })),
    async (c) => {
      const { id, threadId } = c.req.valid("param");
      return c.json(await act(c, id, { kind: "reply", threadId, body: c.req.valid("json").body }), 201);
    },
  )
  .put(
    "/projects/:id/comments/:threadId/resolved",
    requireUser,
    validate("param", threadParam),
    validateJson(z.object({ resolved: z.boolean() })),
    async (c) => {
      const { id, threadId } = c.req.valid("param");
      return c.json(
        await act(c, id, {
          kind: "resolve",
          threadId,
          resolved: c.req.valid("json").resolved,
        }),
      );
    },
  );

/** Asks the room to carry out a member's comment action, after checking their role may comment; then the threads. */
async function act(
  c: Context<AppEnv & { Variables: { user: SessionUser } }>,
  projectId: string,
  action: CommentAction,
) {
  const [db, user] = [c.get("db"), c.get("user")];
  await requireCapability(db, projectId, user.id, "comment");
  const room = projectRoom(c.env, projectId);
  const at = { projectId, origin: laterLinkOrigin(c.env, c.req.url) };
  const outcome = await room.comment(at, await memberOf(db, user), action);
  if (!outcome.ok) throw roomRefusal(outcome);
  return { success: true as const, id: outcome.id, threads: await room.commentThreads(projectId) };
}
