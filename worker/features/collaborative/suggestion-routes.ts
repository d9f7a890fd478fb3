import { Hono } from "hono";
import { z } from "zod";
import {
  MAX_SUGGESTION_CHARS,
  type Member,
  type SuggestionAction,
} from "../../../durable-objects/collab-room/protocol";
import type { Database } from "../../../schema/db";
import { runMeteredJob } from "../../ai/metered-job";
import { HUMANIZER_PLANS } from "../../common/humanizer-modes";
import type { AppEnv, Env } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import type { SessionUser } from "../../http/session";
import { validate, validateJson } from "../../http/validation";
import { runRewrite } from "../humanizer";
import { type Capability, membershipOf, requireCapability } from "./access";
import { memberOf } from "./members";
import { projectRoom, roomRefusal } from "./room";

const newSuggestion = z
  .object({
    from: z.number().int().min(0),
    to: z.number().int().min(0),
    quote: z.string().max(MAX_SUGGESTION_CHARS, `Select at most ${MAX_SUGGESTION_CHARS} characters.`),
    replacement: z.string().max(MAX_SUGGESTION_CHARS, `A suggestion is at most ${MAX_SUGGESTION_CHARS} characters.`),
  })
  .refine((input) => input.to >= input.from && input.quote.length === input.to - input.from, {
    message: "Select the text to change, or place the cursor where text goes.",
    path: ["quote"],
  });
const rewriteInput = z
  .object({
    from: z.number().int().min(0),
    to: z.number().int().min(1),
    quote: z
      .string()
      .min(1, "Select the passage for the AI to rewrite.")
      .max(MAX_SUGGESTION_CHARS, `Select at most ${MAX_SUGGESTION_CHARS} characters.`),
  })
  .refine((input) => input.to > input.from && input.quote.length === input.to - input.from, {
    message: "Select the passage for the AI to rewrite.",
    path: ["quote"],
  });
const decision = z.object({ status: z.enum(["accepted", "rejected"]) });
const idParam = z.object({ id: z.string().uuid("No such project.") });
const suggestionParam = idParam.extend({ suggestionId: z.coerce.number().int().positive("No such suggestion.") });

/**
 * Suggestions (tracked changes) on a project's document: every member reads them; those who comment (the owner,
 * editors, reviewers) suggest; those who edit (the owner, editors) accept or reject one or all. The document holds
 * only accepted text, so exports and versions never contain a suggestion.
 */
export const suggestionRoutes = new Hono<AppEnv>()
  .get("/projects/:id/suggestions", requireUser, validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await membershipOf(c.get("db"), id, c.get("user").id);
    return c.json({ success: true, suggestions: await projectRoom(c.env, id).suggestions(id) });
  })
  .post(
    "/projects/:id/suggestions",
    requireUser,
    validate("param", idParam),
    validateJson(newSuggestion),
    async (c) => {
      const action = { kind: "add" as const, ...c.req.valid("json") };
      return c.json(await act(c.env, c.get("db"), c.get("user"), c.req.valid("param").id, "comment", action), 201);
    },
  )
  // The Humanizer rewrites the passage (a use of the member's allowance); the rewrite is a suggestion like any other,
  // marked as the AI's, so the authorship report counts its text as AI-written once someone accepts it.
  .post(
    "/projects/:id/suggestions/ai",
    requireUser,
    validate("param", idParam),
    validateJson(rewriteInput),
    async (c) => {
      const { id } = c.req.valid("param");
      const [db, user] = [c.get("db"), c.get("user")];
      // The role first, so nobody spends a use on a project where they may not suggest.
      await requireCapability(db, id, user.id, "comment");
      const member = await memberOf(db, user);
      return runMeteredJob(c, "humanizer", "writer", async (ai, report) => {
        const { quote } = c.req.valid("json");
        const run = await runRewrite(quote, HUMANIZER_PLANS.standard, "conversational", ai, report);
        if (run.rulesSkipped) {
          throw new ApiError(
            503,
            "ai_unavailable",
            `The offline engine's rules are written for English and this passage looks like another language (${run.rulesSkipped}): rewriting it needs a language model (Workers AI or an OpenAI-compatible server).`,
          );
        }
        const replacement = withEdgesOf(quote, run.text);
        const action = { kind: "add" as const, ...c.req.valid("json"), replacement, origin: "ai" as const };
        const answer = await act(c.env, db, user, id, "comment", action, member);
        return { ...answer, engine: run.engine, model: run.model };
      });
    },
  )
  .put(
    "/projects/:id/suggestions/:suggestionId/status",
    requireUser,
    validate("param", suggestionParam),
    validateJson(decision),
    async (c) => {
      const { id, suggestionId } = c.req.valid("param");
      const accept = c.req.valid("json").status === "accepted";
      return c.json(await act(c.env, c.get("db"), c.get("user"), id, "edit", { kind: "decide", suggestionId, accept }));
    },
  )
  .put(
    "/projects/:id/suggestions/status",
    requireUser,
    validate("param", idParam),
    validateJson(decision),
    async (c) => {
      const accept = c.req.valid("json").status === "accepted";
      const action = { kind: "decide-all" as const, accept };
      return c.json(await act(c.env, c.get("db"), c.get("user"), c.req.valid("param").id, "edit", action));
    },
  );

/** A rewrite with its passage's own leading and trailing spaces and line breaks, which a model may drop or add. */
function withEdgesOf(passage: string, rewrite: string): string {
  const core = passage.trim();
  if (!core) return passage;
  const lead = passage.slice(0, passage.indexOf(core));
  return `${lead}${rewrite.trim()}${passage.slice(lead.length + core.length)}`;
}

/** Asks the room to carry out a member's suggestion action after checking their role; then every suggestion. */
async function act(
  env: Env,
  db: Database,
  user: SessionUser,
  projectId: string,
  capability: Capability,
  action: SuggestionAction,
  member?: Member,
) {
  await requireCapability(db, projectId, user.id, capability);
  const room = projectRoom(env, projectId);
  const outcome = await room.suggest(projectId, member ?? (await memberOf(db, user)), action);
  if (!outcome.ok) throw roomRefusal(outcome);
  const { id, decided, skipped } = outcome;
  return { success: true as const, id, decided, skipped, suggestions: await room.suggestions(projectId) };
}
