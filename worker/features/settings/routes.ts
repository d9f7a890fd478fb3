import { Hono } from "hono";
import { z } from "zod";
import { emailSender, linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { fileDownload } from "../../http/download";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import { limitRequests } from "../../http/rate-limit";
import { endSession } from "../../http/session";
import { validate, validateJson } from "../../http/validation";
import { requestEmailChange } from "../auth";
import { deleteAccount } from "./deletion";
import { accountExport } from "./export";
import { changePassword, listSessions, signOutOthers, signOutSession } from "./sessions";

const sessionParam = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, "No such session.") });
const passwordInput = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(256),
  newPassword: z.string().min(8, "Use at least 8 characters.").max(256, "Use at most 256 characters."),
});

const emailChangeInput = z.object({
  newEmail: z.string().trim().max(254, "Use at most 254 characters.").pipe(z.email("Enter a valid e-mail address.")),
  password: z.string().min(1, "Enter your current password.").max(256),
});

/** Change-of-address links: enough for a typo or two, too few to use the platform to flood someone's inbox. */
export const EMAIL_CHANGES = {
  name: "email-change",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "You asked to change your address several times. Please wait an hour.",
};

const deletionInput = z.object({ password: z.string().min(1, "Enter your current password.").max(256) });

/** Each export reads every stored file of the account: a few a day are plenty. */
export const EXPORTS = {
  name: "account-export",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "You downloaded your data several times already. Please wait an hour.",
};

/** The signed-in user's own account: sessions they can see and end, and their password. */
export const settingsRoutes = new Hono<AppEnv>()
  .get("/sessions", requireUser, async (c) =>
    c.json({ success: true, sessions: await listSessions(c.get("db"), c.get("user").id, c.get("sessionId")) }),
  )
  .delete("/sessions/:id", requireUser, validate("param", sessionParam), async (c) => {
    await signOutSession(c.get("db"), c.env, c.get("user").id, c.req.valid("param").id);
    return c.json({ success: true, message: "That session is signed out." });
  })
  .post("/sessions/sign-out-others", requireUser, async (c) => {
    const ended = await signOutOthers(c.get("db"), c.env, c.get("user").id, c.get("sessionId")!);
    return c.json({ success: true, ended, message: "Every other session is signed out." });
  })
  .post("/password", requireUser, validateJson(passwordInput), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const user = { id: c.get("user").id, sessionId: c.get("sessionId")! };
    const ended = await changePassword(c.get("db"), c.env, user, currentPassword, newPassword);
    return c.json({ success: true, ended, message: "Your password is changed; other sessions are signed out." });
  })
  .get(
    "/export",
    requireUser,
    limitRequests(EXPORTS, (c) => [`user:${c.get("user")?.id}`]),
    async (c) => {
      const user = c.get("user");
      const { body, done } = accountExport(c.get("db"), c.env, user.id, linkOrigin(c.env, c.req.url));
      c.executionCtx.waitUntil(done);
      const day = new Date().toISOString().slice(0, 10);
      return fileDownload(body, { name: `inkspire-${user.username}-${day}.zip`, type: "application/zip" });
    },
  )
  // Not behind requireUser: the handler clears this browser's cookie, which needs the plain context.
  .post("/delete", validateJson(deletionInput), async (c) => {
    const user = c.get("user");
    if (!user) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
    const db = c.get("db");
    const origin = linkOrigin(c.env, c.req.url);
    await deleteAccount(db, c.env, emailSender(c.env, db), user, c.req.valid("json").password, origin);
    await endSession(c);
    return c.json({ success: true, message: "Your account is deleted." });
  })
  .post(
    "/email",
    requireUser,
    limitRequests(EMAIL_CHANGES, (c) => [`user:${c.get("user")?.id}`]),
    validateJson(emailChangeInput),
    async (c) => {
      const db = c.get("db");
      const origin = linkOrigin(c.env, c.req.url);
      const sent = await requestEmailChange(db, emailSender(c.env, db), c.get("user"), c.req.valid("json"), origin);
      return c.json({ success: true, pendingEmail: sent, message: `We sent a link to ${sent}. Open it to use it.` });
    },
  );
