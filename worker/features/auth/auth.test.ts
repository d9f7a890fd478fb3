import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  authClient,
  call,
  deviceCookie,
  freshIp,
  newAccount,
  readError,
  registerAccount,
  sessionCookie,
} from "../../test/client";

describe("register", () => {
  it("creates the account, starts a session and never returns the password", async () => {
    const account = newAccount();
    const response = await authClient({ ip: freshIp() }).register.$post({ json: account });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ email: account.email, username: account.username, role: "user", tier: "free" });
    expect(JSON.stringify(body)).not.toContain(account.password);
    expect(JSON.stringify(body)).not.toContain("pbkdf2");

    const setCookie = response.headers.getAll("set-cookie").find((c: string) => c.startsWith("sid="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await authClient({ cookie: sessionCookie(response) }).me.$get();
    expect(me.status).toBe(200);
    expect((await me.json()).user?.email).toBe(account.email);
  });

  it("stores only a hash of the password and of the session token", async () => {
    const { email, password, cookie } = await registerAccount();
    const row = await env.DB.prepare("select password_hash from users where email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row!.password_hash).not.toContain(password);
    const token = cookie.slice("sid=".length);
    const stored = await env.DB.prepare("select count(*) as n from sessions where id = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("answers 409 with a message for an e-mail that is already registered, in any letter case", async () => {
    const first = await registerAccount();
    const response = await authClient({ ip: freshIp() }).register.$post({
      json: { ...newAccount(), email: first.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    const error = await readError(response);
    expect(error.code).toBe("conflict");
    expect(error.message).toMatch(/already exists/);
    expect(error.fields?.email).toBeDefined();
  });

  it("answers 409 for a username that is taken, ignoring case", async () => {
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
    const response = await call("/api/auth/register", {
      body: '{"username": "x", ',
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("invalid_json");
  });

  it("rejects a body that is not JSON with 415", async () => {
    const response = await call("/api/auth/login", {
      body: "email=a@b.co&password=12345678",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect((await readError(response)).code).toBe("unsupported_media_type");
  });

  it("limits registrations from one IP", async () => {
    const auth = authClient({ ip: freshIp() });
    for (let i = 0; i < 10; i++) {
      const response = await auth.register.$post({ json: newAccount() });
      expect(response.status).toBe(201);
    }
    const refused = await auth.register.$post({ json: newAccount() });
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
  });
});

describe("login and logout", () => {
  it("signs in with the right password, case-insensitively on the e-mail", async () => {
    const { email, password } = await registerAccount();
    const response = await authClient().login.$post({ json: { email: email.toUpperCase(), password } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, user: { email } });
    expect(sessionCookie(response)).toMatch(/^sid=.{43}$/);
  });

  it("refuses a wrong password and an unknown e-mail with the same 401", async () => {
    const { email } = await registerAccount();
    const wrong = await authClient({ ip: freshIp() }).login.$post({ json: { email, password: "wrong password" } });
    const unknown = await authClient({ ip: freshIp() }).login.$post({
      json: { email: "nobody@example.com", password: "wrong password" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("signs out by revoking the session, so the old cookie no longer works", async () => {
    const { cookie } = await registerAccount();
    const logout = await authClient({ cookie }).logout.$post();
    expect(logout.status).toBe(200);
    expect(logout.headers.getAll("set-cookie").join()).toMatch(/sid=;/);
    const user = await authClient({ cookie }).user.$get();
    expect(user.status).toBe(401);
  });

  it("answers 429 for five minutes after twenty failed logins for one account, even from different IPs", async () => {
    const { email, password } = await registerAccount();
    for (let i = 0; i < 20; i++) {
      const response = await authClient({ ip: freshIp() }).login.$post({
        json: { email, password: `wrong-${i}-password` },
      });
      expect(response.status).toBe(401);
    }
    const locked = await authClient({ ip: freshIp() }).login.$post({ json: { email, password } });
    expect(locked.status).toBe(429);
    expect((await readError(locked)).message).toMatch(/5 minutes/);
    expect(locked.headers.get("retry-after")).toBe("300");
  });

  it("lets the owner in from a browser that signed in before, while guessers hold the account's lock", async () => {
    const { email, password } = await registerAccount();
    const before = await authClient({ ip: freshIp() }).login.$post({ json: { email, password } });
    const device = deviceCookie(before);
    for (let i = 0; i < 21; i++) await authClient({ ip: freshIp() }).login.$post({ json: { email, password: "nope" } });
    const stranger = await authClient({ ip: freshIp() }).login.$post({ json: { email, password } });
    expect(stranger.status).toBe(429);
    const owner = await authClient({ ip: freshIp(), cookie: device }).login.$post({ json: { email, password } });
    expect(owner.status).toBe(200);
    // Another account's known browser is a stranger here.
    const other = await registerAccount();
    const theirs = await authClient({ ip: freshIp() }).login.$post({
      json: { email: other.email, password: other.password },
    });
    const theirDevice = deviceCookie(theirs);
    for (let i = 0; i < 21; i++) await authClient({ ip: freshIp() }).login.$post({ json: { email, password: "nope" } });
    const borrowed = await authClient({ ip: freshIp(), cookie: theirDevice }).login.$post({
      json: { email, password },
    });
    expect(borrowed.status).toBe(429);
  });

  it("does not let refused attempts extend an account's lock, nor count them against the owner's address", async () => {
    const { email, password } = await registerAccount();
    for (let i = 0; i < 20; i++) await authClient({ ip: freshIp() }).login.$post({ json: { email, password: "nope" } });
    const owner = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await authClient({ ip: freshIp() }).login.$post({ json: { email, password: "nope" } })).status).toBe(429);
    }
    expect((await authClient({ ip: owner }).login.$post({ json: { email, password } })).status).toBe(429);
    const counted = await env.DB.prepare("select count(*) as n from rate_limit_events where key = ?")
      .bind(`login-failure-account:account:${email.toLowerCase()}`)
      .first<{ n: number }>();
    expect(counted!.n).toBe(20);
    const ownerAddress = await env.DB.prepare("select count(*) as n from rate_limit_events where key = ?")
      .bind(`login-failure-ip:ip:${owner}`)
      .first<{ n: number }>();
    expect(ownerAddress!.n).toBe(0);
  });

  it("lets at most ten of thirty parallel guesses from one address be tried", async () => {
    const { email } = await registerAccount();
    const sameIp = authClient({ ip: freshIp() });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => sameIp.login.$post({ json: { email, password: `guess-${i}` } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("does not count a successful sign-in against the address", async () => {
    const account = await registerAccount();
    const ip = freshIp();
    for (let i = 0; i < 12; i++) {
      const response = await authClient({ ip }).login.$post({
        json: { email: account.email, password: account.password },
      });
      expect(response.status).toBe(200);
    }
  });

  it("answers 429 after ten failed logins from one IP across accounts", async () => {
    const sameIp = authClient({ ip: freshIp() });
    for (let i = 0; i < 10; i++) {
      const response = await sameIp.login.$post({ json: { email: `guess${i}@example.com`, password: "guessing123" } });
      expect(response.status).toBe(401);
    }
    const { email, password } = await registerAccount();
    const locked = await sameIp.login.$post({ json: { email, password } });
    expect(locked.status).toBe(429);
    const elsewhere = await authClient({ ip: freshIp() }).login.$post({ json: { email, password } });
    expect(elsewhere.status).toBe(200);
  });
});
