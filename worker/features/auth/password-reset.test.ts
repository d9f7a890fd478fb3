import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authClient, freshIp, readError, registerAccount, sessionCookie } from "../../test/client";
import { awaitMessage, outbox, tokenOf } from "../../test/outbox";

/** The reset link e-mailed to an address; the e-mail leaves after the answer, so it is waited for. */
const resetLink = async (to: string) => (await awaitMessage(to, /password/)).link;

const forgot = (email: string, ip = freshIp()) => authClient({ ip }).forgot.$post({ json: { email } });
const reset = (token: string, password: string) => authClient().reset.$post({ json: { token, password } });

describe("forgotten passwords", () => {
  it("answer the same for a known and an unknown address, and e-mail only the known one", async () => {
    const account = await registerAccount();
    const unknown = `nobody.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const [known, stranger] = await Promise.all([forgot(account.email), forgot(unknown)]);
    expect(known.status).toBe(stranger.status);
    expect(await known.json()).toEqual(await stranger.json());
    expect(await resetLink(account.email)).toMatch(/\/reset-password\?token=[\w-]{43}$/);
    expect(await outbox(unknown)).toEqual([]);
  });

  it("set a new password from the link once, end every session, and sign the user in", async () => {
    const account = await registerAccount();
    const otherDevice = sessionCookie(
      await authClient({ ip: freshIp() }).login.$post({ json: { email: account.email, password: account.password } }),
    );
    await forgot(account.email);
    const token = tokenOf(await resetLink(account.email));
    const answer = await reset(token, "a brand new passphrase");
    expect(answer.status).toBe(200);
    const fresh = sessionCookie(answer);
    expect((await authClient({ cookie: fresh }).user.$get()).status).toBe(200);
    for (const cookie of [account.cookie, otherDevice]) {
      expect((await authClient({ cookie }).user.$get()).status).toBe(401);
    }
    const login = (password: string) =>
      authClient({ ip: freshIp() }).login.$post({ json: { email: account.email, password } });
    expect((await login(account.password)).status).toBe(401);
    expect((await login("a brand new passphrase")).status).toBe(200);

    const again = await reset(token, "another new passphrase");
    expect(again.status).toBe(400);
    expect((await readError(again)).code).toBe("link_invalid");
  });

  it("refuse an expired link and a weak password, and change nothing", async () => {
    const account = await registerAccount();
    await forgot(account.email);
    const token = tokenOf(await resetLink(account.email));
    expect((await reset(token, "short")).status).toBe(400);
    await env.DB.prepare("update account_tokens set expires_at = ? where user_id = ? and purpose = 'reset-password'")
      .bind(Date.now() - 1, account.body.user.id)
      .run();
    const late = await reset(token, "a long enough passphrase");
    expect(late.status).toBe(400);
    expect((await readError(late)).message).toMatch(/expired/);
    expect((await authClient({ cookie: account.cookie }).user.$get()).status).toBe(200);
  });

  it("link to the configured site address, whatever Host the request named", async () => {
    const account = await registerAccount();
    const before = env.APP_ORIGIN;
    env.APP_ORIGIN = "https://inkspire.example/";
    try {
      await forgot(account.email);
      expect(await resetLink(account.email)).toMatch(/^https:\/\/inkspire\.example\/reset-password\?token=/);
    } finally {
      env.APP_ORIGIN = before;
    }
  });

  it("never link to a foreign Host: without APP_ORIGIN only a local request makes links", async () => {
    const account = await registerAccount();
    const before = env.APP_ORIGIN;
    env.APP_ORIGIN = undefined;
    try {
      const forged = await exports.default.fetch("http://evil.example/api/auth/forgot", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://evil.example", "cf-connecting-ip": freshIp() },
        body: JSON.stringify({ email: account.email }),
      });
      expect(forged.status).toBe(503);
      expect((await readError(forged)).code).toBe("site_unconfigured");
      expect(await outbox(account.email)).not.toContainEqual(
        expect.objectContaining({ subject: expect.stringMatching(/password/) }),
      );
      await forgot(account.email);
      expect(await resetLink(account.email)).toMatch(/^http:\/\/localhost:8787\/reset-password\?token=/);
    } finally {
      env.APP_ORIGIN = before;
    }
  });

  it("are bounded per address, whatever network asks", async () => {
    const account = await registerAccount();
    for (let i = 0; i < 5; i++) expect((await forgot(account.email)).status).toBe(200);
    expect((await forgot(account.email)).status).toBe(429);
  });
});
