import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authClient, deviceCookie, freshIp, readError, registerAccount, sessionCookie } from "../../test/client";

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
