import { describe, expect, it } from "vitest";
import { apiClient, authClient, freshIp, readError, registerAccount, sessionCookie } from "../../test/client";
import { awaitMessage, lastMessage, tokenOf } from "../../test/outbox";
import type { settingsRoutes } from "../settings/routes";

const account = (cookie: string) => apiClient<typeof settingsRoutes>("/api/account", { cookie });
const uniqueAddress = () => `taker-${crypto.randomUUID().slice(0, 8)}@example.com`;
const confirm = (token: string) => authClient()["confirm-email"].$post({ json: { token } });
const undo = (token: string) => authClient()["undo-email-change"].$post({ json: { token } });
const forgot = (email: string) => authClient({ ip: freshIp() }).forgot.$post({ json: { email } });
const reset = (token: string, password: string) => authClient().reset.$post({ json: { token, password } });
const emailOf = async (cookie: string) => (await (await authClient({ cookie }).me.$get()).json()).user?.email;
const RESET = /password/;

/** Someone holding a session and the password asks to move the account to their own address. */
async function takeoverStarted() {
  const owner = await registerAccount();
  const attackerAddress = uniqueAddress();
  const asked = await account(owner.cookie).email.$post({
    json: { newEmail: attackerAddress, password: owner.password },
  });
  expect(asked.status).toBe(200);
  return { owner, attackerAddress, changeToken: tokenOf((await lastMessage(attackerAddress)).link) };
}

describe("recovering an account", () => {
  it("a password reset retires a pending change of address", async () => {
    const { owner, changeToken } = await takeoverStarted();
    await forgot(owner.email);
    const answer = await reset(tokenOf((await awaitMessage(owner.email, RESET)).link), "the owner's new passphrase");
    expect(answer.status).toBe(200);

    const late = await confirm(changeToken);
    expect(late.status).toBe(400);
    expect((await readError(late)).code).toBe("link_invalid");
    expect(await emailOf(sessionCookie(answer))).toBe(owner.email);
  });

  it("a password change retires a pending change of address and ends the other sessions", async () => {
    const { owner, changeToken } = await takeoverStarted();
    const attackerSession = sessionCookie(
      await authClient({ ip: freshIp() }).login.$post({ json: { email: owner.email, password: owner.password } }),
    );
    const changed = await account(owner.cookie).password.$post({
      json: { currentPassword: owner.password, newPassword: "the owner's new passphrase" },
    });
    expect(changed.status).toBe(200);
    expect((await confirm(changeToken)).status).toBe(400);
    expect((await authClient({ cookie: attackerSession }).user.$get()).status).toBe(401);
    expect(await emailOf(owner.cookie)).toBe(owner.email);
  });

  it("a newer reset link retires the older ones, used or not", async () => {
    const owner = await registerAccount();
    await forgot(owner.email);
    const older = tokenOf((await awaitMessage(owner.email, RESET)).link);
    await forgot(owner.email);
    const newer = tokenOf((await awaitMessage(owner.email, RESET, 2)).link);
    expect(newer).not.toBe(older);

    expect((await reset(older, "a passphrase from an old link")).status).toBe(400);
    expect((await reset(newer, "a passphrase from the new link")).status).toBe(200);
    expect((await reset(older, "a passphrase from an old link")).status).toBe(400);
  });

  it("the old address's notice undoes a completed change, whatever the taker did after", async () => {
    const { owner, attackerAddress, changeToken } = await takeoverStarted();
    expect((await confirm(changeToken)).status).toBe(200);
    const notice = await awaitMessage(owner.email, /address was changed/);
    expect(notice.subject).toBe("Your Inkspire e-mail address was changed");
    expect(notice.link).toMatch(/\/undo-email-change\?token=[\w-]{43}$/);

    // The taker changes the password to lock the owner out: the undo link must survive that.
    const taker = sessionCookie(
      await authClient({ ip: freshIp() }).login.$post({ json: { email: attackerAddress, password: owner.password } }),
    );
    const locked = await account(taker).password.$post({
      json: { currentPassword: owner.password, newPassword: "the taker's passphrase" },
    });
    expect(locked.status).toBe(200);

    const undone = await undo(tokenOf(notice.link));
    expect(undone.status).toBe(200);
    expect((await undone.json()).email).toBe(owner.email);
    for (const cookie of [owner.cookie, taker]) {
      expect((await authClient({ cookie }).user.$get()).status).toBe(401);
    }
    const login = (email: string) =>
      authClient({ ip: freshIp() }).login.$post({ json: { email, password: "the taker's passphrase" } });
    expect((await login(attackerAddress)).status).toBe(401);

    const resetLink = (await awaitMessage(owner.email, RESET)).link;
    const back = await reset(tokenOf(resetLink), "the owner's passphrase again");
    expect(back.status).toBe(200);
    expect(await emailOf(sessionCookie(back))).toBe(owner.email);
    expect((await undo(tokenOf(notice.link))).status).toBe(400);
  });
});
