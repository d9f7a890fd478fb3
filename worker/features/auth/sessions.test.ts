import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, freshIp, readError, registerAccount, sessionCookie } from "../../test/client";
import type { dashboardRoutes } from "../dashboard/routes";

describe("current user", () => {
  it("answers me and user for a signed-in user, user with profile fields", async () => {
    const { cookie, email } = await registerAccount();
    const me = await (await authClient({ cookie }).me.$get()).json();
    expect(me.user).toMatchObject({ email, tier: "free", role: "user" });
    const user = await authClient({ cookie }).user.$get();
    expect(user.status).toBe(200);
    const body = await user.json();
    expect(body.user).toMatchObject({
      email,
      userType: "creator",
      languages: ["English"],
      skills: [],
      responseTime: "1 day",
    });
    expect(body.user).not.toHaveProperty("passwordHash");
  });

  it("answers 401 without a session", async () => {
    const dashboard = apiClient<typeof dashboardRoutes>("/api/dashboard");
    for (const request of [authClient().user.$get, dashboard.summary.$get, authClient()["logout-everywhere"].$post]) {
      const response = await request();
      expect(response.status).toBe(401);
      expect((await readError(response)).code).toBe("unauthorized");
    }
  });

  it("answers a visitor who asks for the current user with 200 and no user, so public pages log no error", async () => {
    const response = await authClient().me.$get();
    expect(response.status).toBe(200);
    expect((await response.json()).user).toBeNull();
  });

  it("answers 401 and clears the cookie for a session that no longer exists", async () => {
    const { cookie } = await registerAccount();
    await env.DB.prepare("delete from sessions").run();
    const response = await authClient({ cookie }).user.$get();
    expect(response.status).toBe(401);
    expect(response.headers.getAll("set-cookie").join()).toMatch(/sid=;/);
    expect((await (await authClient({ cookie }).me.$get()).json()).user).toBeNull();
  });

  it("answers 401 for an expired session", async () => {
    const { cookie } = await registerAccount();
    await env.DB.prepare("update sessions set expires_at = ?")
      .bind(Date.now() - 1)
      .run();
    expect((await authClient({ cookie }).user.$get()).status).toBe(401);
  });

  it("ends a session 90 days after sign-in however often it is used, and never slides it past that", async () => {
    const { cookie, body } = await registerAccount();
    const day = 24 * 60 * 60 * 1000;
    // Signed in 70 days ago and about to expire: it is renewed, but only up to the 90-day mark, not 30 days on.
    await env.DB.prepare("update sessions set created_at = ?, expires_at = ? where user_id = ?")
      .bind(Date.now() - 70 * day, Date.now() + 60 * 60 * 1000, body.user.id)
      .run();
    expect((await authClient({ cookie }).user.$get()).status).toBe(200);
    const row = await env.DB.prepare("select created_at, expires_at from sessions where user_id = ?")
      .bind(body.user.id)
      .first<{ created_at: number; expires_at: number }>();
    expect(row!.expires_at).toBe(row!.created_at + 90 * day);
    await env.DB.prepare("update sessions set created_at = ? where user_id = ?")
      .bind(Date.now() - 91 * day, body.user.id)
      .run();
    expect((await authClient({ cookie }).user.$get()).status).toBe(401);
  });

  it("signs out on every device at once", async () => {
    const account = await registerAccount();
    const login = () =>
      authClient({ ip: freshIp() }).login.$post({ json: { email: account.email, password: account.password } });
    const other = sessionCookie(await login());
    expect((await authClient({ cookie: other }).user.$get()).status).toBe(200);
    const response = await authClient({ cookie: account.cookie })["logout-everywhere"].$post();
    expect(response.status).toBe(200);
    expect(response.headers.getAll("set-cookie").join()).toMatch(/sid=;/);
    for (const cookie of [account.cookie, other]) expect((await authClient({ cookie }).user.$get()).status).toBe(401);
  });

  it("gives the admin role to the addresses in ADMIN_EMAILS", async () => {
    const { cookie } = await registerAccount({ email: "Boss@Example.com" });
    const me = await (await authClient({ cookie }).me.$get()).json();
    expect(me.user?.role).toBe("admin");
  });
});

describe("CSRF", () => {
  it("refuses a cross-origin POST that carries a session cookie", async () => {
    const { cookie } = await registerAccount();
    const response = await authClient({ cookie, origin: "https://evil.example" }).logout.$post();
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("forbidden");
    expect((await authClient({ cookie }).me.$get()).status).toBe(200);
  });

  it("refuses a cross-site login form post", async () => {
    const response = await authClient({ origin: "https://evil.example" }).login.$post({
      json: { email: "a@example.com", password: "whatever1" },
    });
    expect(response.status).toBe(403);
  });

  it("allows a cookie-authenticated mutation with neither Origin nor Sec-Fetch-Site: only a program sends neither", async () => {
    const { cookie } = await registerAccount();
    const response = await authClient({ cookie, origin: null }).logout.$post();
    expect(response.status).toBe(200);
    expect((await (await authClient({ cookie }).me.$get()).json()).user).toBeNull();
  });

  it("relies on a SameSite=Lax session cookie, which no browser sends with a cross-site POST", async () => {
    const account = await registerAccount();
    const signIn = await authClient({ headers: { "cf-connecting-ip": freshIp() } }).login.$post({
      json: { email: account.email, password: account.password },
    });
    expect(signIn.headers.get("set-cookie")).toMatch(/; SameSite=Lax/i);
  });

  it("refuses a mutation marked cross-site by Sec-Fetch-Site when Origin is absent", async () => {
    const response = await authClient({ origin: null, headers: { "sec-fetch-site": "cross-site" } }).logout.$post();
    expect(response.status).toBe(403);
  });
});

describe("the session cookie on https", () => {
  it("is a __Host- cookie: Secure, for the whole host, and no other name is read", async () => {
    const account = await registerAccount();
    const site = "https://inkspire.test";
    const signIn = await exports.default.fetch(`${site}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site, "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-sid=[^;]+; /);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    const token = /^__Host-sid=([^;]+)/.exec(setCookie)![1];
    const me = (cookie: string) =>
      exports.default.fetch(`${site}/api/auth/user`, { headers: { cookie } }).then((response) => response.status);
    expect(await me(`__Host-sid=${token}`)).toBe(200);
    // A plain cookie of the same value (as a sibling subdomain could plant) signs nobody in.
    expect(await me(`sid=${token}`)).toBe(401);
  });
});
