import { type Context, Hono } from "hono";
import { z } from "zod";
import { emailSender, linkOrigin } from "../../email/sender";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/guards";
import {
  clientIp,
  countAndLimit,
  countEvent,
  forgetEvents,
  limitRequests,
  refuse,
  resetCounter,
} from "../../http/rate-limit";
import { effectiveRole, endAllSessions, endSession, startSession } from "../../http/session";
import { validateJson } from "../../http/validation";
import { confirmEmailChange, undoEmailChange } from "./email-change";
import { knownDeviceOf, rememberDevice } from "./known-devices";
import { closeLiveSockets } from "./live-sockets";
import { FORGOT_ANSWER, resetPassword, sendPasswordReset } from "./password-reset";
import { register, registrationAnswer } from "./registration";
import { authenticate, findUser, normalizeEmail, sessionAnswer, toProfile } from "./service";
import { sendVerification, verifyEmail } from "./verification";

const email = z.string().trim().max(254, "Use at most 254 characters.").pipe(z.email("Enter a valid e-mail address."));

const password = z.string().min(8, "Use at least 8 characters.").max(256, "Use at most 256 characters.");

const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(3, "Use at least 3 characters.")
    .max(32, "Use at most 32 characters.")
    .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, dots, dashes and underscores only."),
  email,
  password,
});

const loginInput = z.object({
  email,
  password: z.string().min(1, "Enter your password.").max(256, "Use at most 256 characters."),
});

/** Failed sign-ins from one address: the first line of defence. */
export const LOGIN_FAILURES_BY_IP = {
  name: "login-failure-ip",
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed sign-in attempts. Please wait 15 minutes before trying again.",
};

/**
 * Failed sign-ins for one account from anywhere: a higher allowance and a shorter window, so that guessing from
 * many addresses is slowed down. While it holds, a browser that signed in to the account before still may (see
 * LOGIN_FAILURES_BY_DEVICE), so whoever keeps the lock up does not keep the owner out.
 */
export const LOGIN_FAILURES_BY_ACCOUNT = {
  name: "login-failure-account",
  limit: 20,
  windowMs: 5 * 60 * 1000,
  message: "Too many failed sign-in attempts for this account. Please wait 5 minutes before trying again.",
};

/** Failed sign-ins from one known browser of the account, which the account's lock lets through. */
export const LOGIN_FAILURES_BY_DEVICE = {
  name: "login-failure-device",
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: "Too many failed sign-in attempts. Please wait 15 minutes before trying again.",
};

export const REGISTRATIONS = {
  name: "register",
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: "Too many accounts were created from your network. Please try again in an hour.",
};

/** Verification links a user may ask for again: enough for a lost message, too few to flood an inbox. */
export const VERIFICATION_RESENDS = {
  name: "verify-resend",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "You asked for several links already. Please wait an hour, and check your spam folder.",
};

/** "Forgot password" e-mails: a few per address (so nobody floods an inbox) and more per network. */
export const PASSWORD_RESETS = {
  name: "password-reset",
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: "Too many password resets were asked for. Please wait an hour, and check your spam folder.",
};

const forgotInput = z.object({ email });

const token = z.string().min(20, "This link is not valid.").max(100, "This link is not valid.");
const tokenInput = z.object({ token });
const resetInput = z.object({ token, password });

/** One answer to every failed sign-in, so that it says nothing about which addresses have accounts. */
const SIGN_IN_REFUSED =
  "Invalid e-mail or password. A new account signs in once its address is confirmed from the link we e-mailed.";

/**
 * Uses a verification link's token: the address is confirmed. The browser that signed up (or signed in to the
 * account before) is signed in; a link opened anywhere else only confirms, so nobody can sign a stranger in to an
 * account of theirs by sending them its link.
 */
async function confirmAddress(c: Context<AppEnv>, token: string) {
  const user = await verifyEmail(c.get("db"), token);
  const signedIn = c.get("user")?.id === user.id || (await knownDeviceOf(c, user.email)) !== null;
  if (signedIn && c.get("user")?.id !== user.id) {
    if (c.get("sessionId")) await endSession(c);
    await startSession(c, user.id);
    await rememberDevice(c, user.id);
  }
  const role = effectiveRole(user.role, user.email, c.env.ADMIN_EMAILS, true);
  return c.json({
    success: true,
    message: "Your e-mail address is confirmed.",
    signedIn,
    user: signedIn ? toProfile(user, role) : null,
  });
}

/** A sign-in with the right password to an account whose address is not confirmed yet: its link is sent again. */
async function resendToUnconfirmed(c: Context<AppEnv>, user: { id: string; email: string; language: string | null }) {
  const db = c.get("db");
  const resends = await countEvent(db, VERIFICATION_RESENDS, [`user:${user.id}`]);
  if (!resends.over) {
    c.executionCtx.waitUntil(sendVerification(db, emailSender(c.env, db), user, linkOrigin(c.env, c.req.url)));
  }
}

export const authRoutes = new Hono<AppEnv>()
  .post(
    "/register",
    limitRequests(REGISTRATIONS, (c) => [`ip:${clientIp(c)}`]),
    validateJson(registerInput),
    async (c) => {
      const email = await register(c, c.req.valid("json"));
      return c.json({ success: true, message: registrationAnswer(email), email }, 202);
    },
  )
  .post("/login", validateJson(loginInput), async (c) => {
    const db = c.get("db");
    const input = c.req.valid("json");
    // Every attempt counts as a failure before the password is checked, and is taken back when it succeeds. An
    // attempt refused for the account's lock is taken back too, so nobody can keep extending someone else's lock.
    const byIp = await countAndLimit(db, LOGIN_FAILURES_BY_IP, [`ip:${clientIp(c)}`]);
    const address = normalizeEmail(input.email);
    const account = `account:${address}`;
    const byAccount = await countEvent(db, LOGIN_FAILURES_BY_ACCOUNT, [account]);
    let byDevice: number[] = [];
    if (byAccount.over) {
      const device = await knownDeviceOf(c, address);
      if (!device) {
        await forgetEvents(db, [...byIp, ...byAccount.ids]);
        refuse(LOGIN_FAILURES_BY_ACCOUNT);
      }
      byDevice = await countAndLimit(db, LOGIN_FAILURES_BY_DEVICE, [`device:${device}`]);
    }
    const user = await authenticate(db, input.email, input.password);
    if (!user) throw new ApiError(401, "unauthorized", SIGN_IN_REFUSED);
    if (user.emailVerifiedAt === null) {
      await resendToUnconfirmed(c, user);
      throw new ApiError(401, "unauthorized", SIGN_IN_REFUSED);
    }
    await forgetEvents(db, [...byIp, ...byAccount.ids, ...byDevice]);
    await resetCounter(db, LOGIN_FAILURES_BY_ACCOUNT, account);
    await startSession(c, user.id);
    await rememberDevice(c, user.id);
    const role = effectiveRole(user.role, user.email, c.env.ADMIN_EMAILS, true);
    return c.json({ success: true, message: "Signed in.", user: toProfile(user, role) });
  })
  .post("/logout", async (c) => {
    const user = c.get("user");
    const session = c.get("sessionId");
    await endSession(c);
    if (user && session) await closeLiveSockets(c.get("db"), c.env, user.id, session);
    return c.json({ success: true, message: "Signed out." });
  })
  .post("/logout-everywhere", async (c) => {
    const user = c.get("user");
    if (!user) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
    await endAllSessions(c, user.id);
    await closeLiveSockets(c.get("db"), c.env, user.id);
    return c.json({ success: true, message: "Signed out on every device." });
  })
  .post("/forgot", validateJson(forgotInput), async (c) => {
    const db = c.get("db");
    const address = normalizeEmail(c.req.valid("json").email);
    await countAndLimit(db, PASSWORD_RESETS, [`ip:${clientIp(c)}`, `address:${address}`]);
    // The e-mail is sent after the answer, so a known and an unknown address take the same time to answer.
    c.executionCtx.waitUntil(sendPasswordReset(db, emailSender(c.env, db), address, linkOrigin(c.env, c.req.url)));
    return c.json({ success: true, message: FORGOT_ANSWER });
  })
  .post("/reset", validateJson(resetInput), async (c) => {
    const { token, password } = c.req.valid("json");
    const user = await resetPassword(c.get("db"), token, password);
    await closeLiveSockets(c.get("db"), c.env, user.id);
    await startSession(c, user.id);
    await rememberDevice(c, user.id);
    const role = effectiveRole(user.role, user.email, c.env.ADMIN_EMAILS, true);
    return c.json({ success: true, message: "Your password is changed.", user: toProfile(user, role) });
  })
  .post("/verify-email", validateJson(tokenInput), async (c) => confirmAddress(c, c.req.valid("json").token))
  // The name the accounts issue gives the same call.
  .post("/verify", validateJson(tokenInput), async (c) => confirmAddress(c, c.req.valid("json").token))
  .post("/confirm-email", validateJson(tokenInput), async (c) => {
    const db = c.get("db");
    const origin = linkOrigin(c.env, c.req.url);
    const { email } = await confirmEmailChange(db, emailSender(c.env, db), c.req.valid("json").token, origin);
    return c.json({ success: true, message: `Your account now uses ${email}.`, email });
  })
  .post("/undo-email-change", validateJson(tokenInput), async (c) => {
    const db = c.get("db");
    const origin = linkOrigin(c.env, c.req.url);
    const { userId, email } = await undoEmailChange(db, emailSender(c.env, db), c.req.valid("json").token, origin);
    await closeLiveSockets(db, c.env, userId);
    return c.json({
      success: true,
      message: `Your account uses ${email} again, and every session is signed out. We sent it a link to choose a new password.`,
      email,
    });
  })
  .post(
    "/verify-email/resend",
    requireUser,
    limitRequests(VERIFICATION_RESENDS, (c) => [`user:${c.get("user")?.id}`, `ip:${clientIp(c)}`]),
    async (c) => {
      const db = c.get("db");
      const user = c.get("user");
      if (user.emailVerified) throw new ApiError(409, "conflict", "Your e-mail address is already confirmed.");
      await sendVerification(db, emailSender(c.env, db), user, linkOrigin(c.env, c.req.url));
      return c.json({ success: true, message: `We sent a new link to ${user.email}.` });
    },
  )
  // Visitors get an answer too (no user), so public pages ask without an error.
  .get("/me", (c) => c.json(sessionAnswer(c.get("user"))))
  .get("/user", requireUser, async (c) => {
    const session = c.get("user");
    const user = await findUser(c.get("db"), session.id);
    if (!user) throw new ApiError(401, "unauthorized", "Please sign in to continue.");
    return c.json({ success: true, message: "Signed in.", user: toProfile(user, session.role) });
  });
