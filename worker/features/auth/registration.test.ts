import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  authClient,
  deviceCookie,
  freshIp,
  newAccount,
  rawRequest,
  readError,
  registerAccount,
} from "../../test/client";
import { awaitMessage, outbox, tokenOf } from "../../test/outbox";

const cookieNames = (response: { headers: Headers }) =>
  response.headers
    .getAll("set-cookie")
    .map((c: string) => c.split("=")[0])
    .sort();

const accountsWith = async (email: string) =>
  (await env.DB.prepare("select count(*) as n from users where email = ?").bind(email).first<{ n: number }>())!.n;

describe("register", () => {
  it("creates an unconfirmed account, signs nobody in, and e-mails the link that finishes it", async () => {
    const account = newAccount();
    const response = await authClient({ ip: freshIp() }).register.$post({ json: account });
    expect(response.status).toBe(202);
    const body = await response.json();
    expect(body).toEqual({
      success: true,
      email: account.email,
      message: `Check ${account.email}: we sent it a link to finish creating your account.`,
    });
    expect(cookieNames(response)).toContain("device");
    expect(cookieNames(response)).not.toContain("sid");
    const row = await env.DB.prepare("select email_verified_at, password_hash from users where email = ?")
      .bind(account.email)
      .first<{ email_verified_at: number | null; password_hash: string }>();
    expect(row!.email_verified_at).toBeNull();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row!.password_hash).not.toContain(account.password);
    const message = await awaitMessage(account.email, /^Confirm your e-mail address$/);
    expect(message.link).toMatch(/\/verify-email\?token=[\w-]{43}$/);
  });

  it("answers an address that has an account exactly as a new one, and tells only its owner", async () => {
    const owner = await registerAccount();
    const fresh = newAccount();
    const [taken, created] = await Promise.all([
      authClient({ ip: freshIp() }).register.$post({
        json: { ...newAccount(), email: owner.email.toUpperCase(), password: "the taker's password" },
      }),
      authClient({ ip: freshIp() }).register.$post({ json: fresh }),
    ]);
    expect([taken.status, created.status]).toEqual([202, 202]);
    const [takenBody, createdBody] = [await taken.json(), await created.json()];
    expect(takenBody.message.replace(owner.email, "ADDRESS")).toBe(createdBody.message.replace(fresh.email, "ADDRESS"));
    expect(cookieNames(taken)).toEqual(cookieNames(created));

    expect(await accountsWith(owner.email)).toBe(1);
    const notice = await awaitMessage(owner.email, /already have an Inkspire account/);
    expect(notice.link).toBe("http://localhost:8787/login");
    expect(notice.text).toContain("Forgot your password?");
    // The owner's password still works; the taker's does not.
    const signIn = (password: string) =>
      authClient({ ip: freshIp() }).login.$post({ json: { email: owner.email, password } });
    expect((await signIn("the taker's password")).status).toBe(401);
    expect((await signIn(owner.password)).status).toBe(200);
  });

  it("tells an address's owner at most three times an hour, whatever the sign-ups", async () => {
    const owner = await registerAccount();
    for (let i = 0; i < 5; i++) {
      const again = await authClient({ ip: freshIp() }).register.$post({
        json: { ...newAccount(), email: owner.email },
      });
      expect(again.status).toBe(202);
    }
    const notices = (await outbox(owner.email)).filter((m) => m.subject.includes("already have"));
    expect(notices).toHaveLength(3);
  });

  it("creates one account when two sign-ups race for one address", async () => {
    const email = newAccount().email;
    const answers = await Promise.all(
      [0, 1].map(() => authClient({ ip: freshIp() }).register.$post({ json: { ...newAccount(), email } })),
    );
    expect(answers.map((a) => a.status)).toEqual([202, 202]);
    expect(await accountsWith(email)).toBe(1);
  });

  it("refuses to sign in an unconfirmed account with a wrong password's answer, and sends its link again", async () => {
    const account = newAccount();
    await authClient({ ip: freshIp() }).register.$post({ json: account });
    const right = await authClient({ ip: freshIp() }).login.$post({ json: account });
    const wrong = await authClient({ ip: freshIp() }).login.$post({ json: { ...account, password: "not it at all" } });
    expect([right.status, wrong.status]).toEqual([401, 401]);
    expect(await readError(right)).toEqual(await readError(wrong));
    expect(right.headers.getAll("set-cookie").some((c: string) => c.startsWith("sid="))).toBe(false);
    await awaitMessage(account.email, /^Confirm your e-mail address$/, 2);
  });

  it("signs in the browser that signed up when it opens the link, and only confirms the address elsewhere", async () => {
    const account = newAccount();
    const signedUp = await authClient({ ip: freshIp() }).register.$post({ json: account });
    const device = deviceCookie(signedUp);
    const token = tokenOf((await awaitMessage(account.email, /^Confirm/)).link);

    const elsewhere = await authClient()["verify-email"].$post({ json: { token } });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ signedIn: false, user: null });
    expect(elsewhere.headers.getAll("set-cookie").some((c: string) => c.startsWith("sid="))).toBe(false);

    const second = newAccount();
    const secondSignUp = await authClient({ ip: freshIp(), cookie: device }).register.$post({ json: second });
    expect(deviceCookie(secondSignUp)).toBe(device);
    const secondToken = tokenOf((await awaitMessage(second.email, /^Confirm/)).link);
    const here = await authClient({ cookie: device })["verify-email"].$post({ json: { token: secondToken } });
    expect(await here.json()).toMatchObject({ signedIn: true, user: { email: second.email, emailVerified: true } });
    const cookie = here.headers
      .getAll("set-cookie")
      .find((c: string) => c.startsWith("sid="))!
      .split(";")[0]!;
    expect((await (await authClient({ cookie }).me.$get()).json()).user?.email).toBe(second.email);
    // The first account, confirmed elsewhere, signs in with its password.
    expect((await authClient({ ip: freshIp() }).login.$post({ json: account })).status).toBe(200);
  });

  it("answers 409 for a username that is taken, ignoring case: usernames are public", async () => {
    const first = await registerAccount();
    const response = await authClient({ ip: freshIp() }).register.$post({
      json: { ...newAccount(), username: first.username.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect((await readError(response)).fields?.username).toBeDefined();
  });

  it("rejects a short password and a malformed e-mail with 400 and field errors, creating nothing", async () => {
    const account = { ...newAccount(), email: "not-an-email", password: "short" };
    const response = await authClient({ ip: freshIp() }).register.$post({ json: account });
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe("invalid_input");
    expect(error.fields?.email?.[0]).toMatch(/valid e-mail/);
    expect(error.fields?.password?.[0]).toMatch(/at least 8/);
    const count = await env.DB.prepare("select count(*) as n from users where username = ?")
      .bind(account.username)
      .first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("rejects malformed JSON with 400 invalid_json", async () => {
    // A body cut off mid-object, which no typed client sends.
    const response = await rawRequest("/api/auth/register", {
      body: '{"username": "x", ',
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("invalid_json");
  });

  it("limits registrations from one IP", async () => {
    const auth = authClient({ ip: freshIp() });
    for (let i = 0; i < 10; i++) expect((await auth.register.$post({ json: newAccount() })).status).toBe(202);
    const refused = await auth.register.$post({ json: newAccount() });
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
  });
});
