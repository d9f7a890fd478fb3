import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, readError, registerAccount } from "../../test/client";
import { awaitMessage, lastMessage, outbox, tokenOf } from "../../test/outbox";
import type { settingsRoutes } from "../settings/routes";

const account = (cookie: string) => apiClient<typeof settingsRoutes>("/api/account", { cookie });
const confirm = (token: string) => authClient()["confirm-email"].$post({ json: { token } });
const uniqueAddress = () => `moved-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("changing the e-mail address", () => {
  it("e-mails the new address, changes nothing until its link is opened, then tells the old address", async () => {
    const me = await registerAccount();
    const newEmail = uniqueAddress();
    const asked = await account(me.cookie).email.$post({
      json: { newEmail: newEmail.toUpperCase(), password: me.password },
    });
    expect(asked.status).toBe(200);
    expect((await asked.json()).pendingEmail).toBe(newEmail);

    const still = await (await authClient({ cookie: me.cookie }).me.$get()).json();
    expect(still.user?.email).toBe(me.email);
    const message = await lastMessage(newEmail);
    expect(message.subject).toBe("Confirm your new e-mail address");
    expect(message.link).toMatch(/\/confirm-email\?token=[\w-]{43}$/);

    const confirmed = await confirm(tokenOf(message.link));
    expect(confirmed.status).toBe(200);
    const now = await (await authClient({ cookie: me.cookie }).me.$get()).json();
    expect(now.user).toMatchObject({ email: newEmail, emailVerified: true });

    const notice = await awaitMessage(me.email, /address was changed/);
    expect(notice.subject).toBe("Your Inkspire e-mail address was changed");
    expect(notice.text).toContain(newEmail);
    expect(notice.link).toMatch(/\/undo-email-change\?token=/);

    // Signing in goes by the new address; the old one no longer names an account.
    const old = await authClient().login.$post({ json: { email: me.email, password: me.password } });
    expect(old.status).toBe(401);
    const fresh = await authClient().login.$post({ json: { email: newEmail, password: me.password } });
    expect(fresh.status).toBe(200);
    expect((await confirm(tokenOf(message.link))).status).toBe(400);
  });

  it("needs the current password, a different address and one no other account uses", async () => {
    const me = await registerAccount();
    const other = await registerAccount();
    const wrong = await account(me.cookie).email.$post({ json: { newEmail: uniqueAddress(), password: "not-mine-1" } });
    expect(wrong.status).toBe(403);
    expect((await readError(wrong)).fields).toHaveProperty("password");
    const same = await account(me.cookie).email.$post({ json: { newEmail: me.email, password: me.password } });
    expect(same.status).toBe(400);
    // An address with an account is answered like a free one, so the form says nothing about who has an account;
    // the address's owner is told instead, and no link to move it is made.
    const free = await account(me.cookie).email.$post({ json: { newEmail: uniqueAddress(), password: me.password } });
    const taken = await account(me.cookie).email.$post({ json: { newEmail: other.email, password: me.password } });
    expect(taken.status).toBe(free.status);
    const [freeBody, takenBody] = [await free.json(), await taken.json()];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort());
    const notice = await awaitMessage(other.email, /Someone asked to use this address/);
    expect(notice.link).toMatch(/\/login$/);
    expect((await outbox(other.email)).map((m) => m.subject)).not.toContain("Confirm your new e-mail address");
    expect((await (await authClient({ cookie: other.cookie }).me.$get()).json()).user?.email).toBe(other.email);
    const invalid = await account(me.cookie).email.$post({
      json: { newEmail: "not an address", password: me.password },
    });
    expect(invalid.status).toBe(400);
  });

  it("refuses a link whose address another account took meanwhile, and an expired link", async () => {
    const me = await registerAccount();
    const contested = uniqueAddress();
    await account(me.cookie).email.$post({ json: { newEmail: contested, password: me.password } });
    const link = (await lastMessage(contested)).link;
    await registerAccount({ email: contested });
    const late = await confirm(tokenOf(link));
    expect(late.status).toBe(409);
    expect((await (await authClient({ cookie: me.cookie }).me.$get()).json()).user?.email).toBe(me.email);

    const later = uniqueAddress();
    await account(me.cookie).email.$post({ json: { newEmail: later, password: me.password } });
    const expiring = tokenOf((await lastMessage(later)).link);
    await env.DB.prepare("update account_tokens set expires_at = ? where user_id = ? and purpose = 'change-email'")
      .bind(Date.now() - 1, me.body.user.id)
      .run();
    const expired = await confirm(expiring);
    expect(expired.status).toBe(400);
    expect((await readError(expired)).code).toBe("link_invalid");
  });

  it("ends links sent to the old address, and is rate limited", async () => {
    const me = await registerAccount();
    await authClient().forgot.$post({ json: { email: me.email } });
    const resetLink = (await awaitMessage(me.email, /password/)).link;
    const newEmail = uniqueAddress();
    await account(me.cookie).email.$post({ json: { newEmail, password: me.password } });
    await confirm(tokenOf((await lastMessage(newEmail)).link));
    const reset = await authClient().reset.$post({ json: { token: tokenOf(resetLink), password: "another-pass-9" } });
    expect(reset.status).toBe(400);

    const attempts = [];
    for (let i = 0; i < 5; i++) {
      attempts.push(
        (await account(me.cookie).email.$post({ json: { newEmail: uniqueAddress(), password: me.password } })).status,
      );
    }
    // The one above and four more: the sixth within the hour is refused.
    expect(attempts.slice(0, 4).every((status) => status === 200)).toBe(true);
    expect(attempts[4]).toBe(429);
  });
});
