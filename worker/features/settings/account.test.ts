import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, freshIp, ORIGIN, readError, registerAccount, sessionCookie } from "../../test/client";
import type { settingsRoutes } from "./routes";

const account = (cookie: string) => apiClient<typeof settingsRoutes>("/api/account", { cookie });

/** Signs in again from another "browser": a different User-Agent and an edge location. */
async function signInElsewhere(email: string, password: string) {
  const response = await exports.default.fetch(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "cf-connecting-ip": freshIp(),
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari",
    },
    body: JSON.stringify({ email, password }),
    cf: { city: "Lisbon", country: "PT" },
  } as RequestInit);
  return sessionCookie(response);
}

describe("sessions", () => {
  it("are listed with their browser and place, the current one marked, and can be signed out one by one", async () => {
    const me = await registerAccount();
    const phone = await signInElsewhere(me.email, me.password);
    const { sessions } = await (await account(me.cookie).sessions.$get()).json();
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;
    expect(other).toMatchObject({ place: "Lisbon, PT", userAgent: expect.stringContaining("iPhone") });
    expect(current.createdAt).toBeGreaterThan(0);

    const ended = await account(me.cookie).sessions[":id"].$delete({ param: { id: other.id } });
    expect(ended.status).toBe(200);
    expect((await authClient({ cookie: phone }).user.$get()).status).toBe(401);
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
  });

  it("of someone else cannot be seen or ended", async () => {
    const me = await registerAccount();
    const stranger = await registerAccount();
    const mine = (await (await account(me.cookie).sessions.$get()).json()).sessions[0]!;
    const theirs = await account(stranger.cookie).sessions[":id"].$delete({ param: { id: mine.id } });
    expect(theirs.status).toBe(404);
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
    const listed = (await (await account(stranger.cookie).sessions.$get()).json()).sessions;
    expect(listed.map((s) => s.id)).not.toContain(mine.id);
  });

  it("can all be signed out but this one", async () => {
    const me = await registerAccount();
    const others = [await signInElsewhere(me.email, me.password), await signInElsewhere(me.email, me.password)];
    const answer = await (await account(me.cookie).sessions["sign-out-others"].$post()).json();
    expect(answer.ended).toBe(2);
    for (const cookie of others) expect((await authClient({ cookie }).user.$get()).status).toBe(401);
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
  });
});

describe("changing the password", () => {
  it("needs the current password, and signs out every other session", async () => {
    const me = await registerAccount();
    const other = await signInElsewhere(me.email, me.password);
    const wrong = await account(me.cookie).password.$post({
      json: { currentPassword: "not my password", newPassword: "a brand new passphrase" },
    });
    expect(wrong.status).toBe(403);
    expect((await readError(wrong)).fields?.currentPassword).toBeDefined();
    expect((await authClient({ cookie: other }).user.$get()).status).toBe(200);

    const weak = await account(me.cookie).password.$post({
      json: { currentPassword: me.password, newPassword: "short" },
    });
    expect(weak.status).toBe(400);

    const changed = await account(me.cookie).password.$post({
      json: { currentPassword: me.password, newPassword: "a brand new passphrase" },
    });
    expect(changed.status).toBe(200);
    expect((await authClient({ cookie: other }).user.$get()).status).toBe(401);
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
    const login = await authClient({ ip: freshIp() }).login.$post({
      json: { email: me.email, password: "a brand new passphrase" },
    });
    expect(login.status).toBe(200);
  });

  it("cannot be guessed through the forms that ask for it: the 11th wrong try in an hour is refused", async () => {
    const me = await registerAccount();
    const change = (currentPassword: string) =>
      account(me.cookie).password.$post({ json: { currentPassword, newPassword: "a brand new passphrase" } });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await change(`guess number ${i}`)).status);
    expect(answers.every((status) => status === 403)).toBe(true);
    const locked = await change("guess number 10");
    expect(locked.status).toBe(429);
    expect((await readError(locked)).code).toBe("rate_limited");
    // The lock holds for the right password too, and on the other forms that ask for it.
    expect((await change(me.password)).status).toBe(429);
    expect((await account(me.cookie).delete.$post({ json: { password: me.password } })).status).toBe(429);
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
  });
});
