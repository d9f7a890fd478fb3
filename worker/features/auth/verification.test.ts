import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, freshIp, readError, registerAccount } from "../../test/client";
import { awaitMessage, outbox, tokenOf } from "../../test/outbox";
import type { collaborativeRoutes } from "../collaborative/routes";
import type { devRoutes } from "../dev/routes";

function verifyWith(token: string, cookie?: string) {
  return authClient({ cookie })["verify-email"].$post({ json: { token } });
}

describe("e-mail verification", () => {
  it("sends a link on registration that confirms the address once", async () => {
    const account = await registerAccount({}, { verified: false });
    expect(account.body.user.emailVerified).toBe(false);
    const message = await awaitMessage(account.email, /^Confirm/);
    expect(message.subject).toBe("Confirm your e-mail address");
    expect(message.text).toContain(message.links[0]);
    expect(message.html).toContain("Confirm my address");
    expect(message.links[0]).toMatch(/\/verify-email\?token=[\w-]{43}$/);

    const token = tokenOf(message.link);
    const verified = await verifyWith(token, account.cookie);
    expect(verified.status).toBe(200);
    expect((await verified.json()).user?.emailVerified).toBe(true);
    const me = await (await authClient({ cookie: account.cookie }).me.$get()).json();
    expect(me.user?.emailVerified).toBe(true);

    const again = await verifyWith(token);
    expect(again.status).toBe(400);
    expect((await readError(again)).code).toBe("link_invalid");
  });

  it("answers at POST /api/auth/verify too, the name the accounts issue gives", async () => {
    const account = await registerAccount({}, { verified: false });
    const token = tokenOf((await awaitMessage(account.email, /^Confirm/)).link);
    const verified = await authClient({ cookie: account.cookie }).verify.$post({ json: { token } });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user?.emailVerified).toBe(true);
  });

  it("refuses an expired link and a link sent to an address the account no longer has", async () => {
    const expired = await registerAccount({}, { verified: false });
    const expiredToken = tokenOf((await awaitMessage(expired.email, /^Confirm/)).link);
    await env.DB.prepare("update account_tokens set expires_at = ? where user_id = ?")
      .bind(Date.now() - 1, expired.body.user.id)
      .run();
    const late = await verifyWith(expiredToken);
    expect(late.status).toBe(400);
    expect((await readError(late)).message).toMatch(/expired/);

    const moved = await registerAccount({}, { verified: false });
    const movedToken = tokenOf((await awaitMessage(moved.email, /^Confirm/)).link);
    await env.DB.prepare("update users set email = ? where id = ?")
      .bind(`moved.${moved.email}`, moved.body.user.id)
      .run();
    expect((await verifyWith(movedToken)).status).toBe(400);
    const row = await env.DB.prepare("select email_verified_at from users where id = ?")
      .bind(moved.body.user.id)
      .first<{ email_verified_at: number | null }>();
    expect(row!.email_verified_at).toBeNull();
  });

  it("resends on request, a bounded number of times, and not once confirmed", async () => {
    const account = await registerAccount({}, { verified: false });
    const resend = () => authClient({ cookie: account.cookie, ip: "203.0.113.77" })["verify-email"].resend.$post();
    for (let i = 0; i < 5; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    expect(await outbox(account.email)).toHaveLength(6);

    const confirmed = await registerAccount();
    const done = await authClient({ cookie: confirmed.cookie })["verify-email"].resend.$post();
    expect(done.status).toBe(409);
  });

  it("grants ADMIN_EMAILS' admin role only once the address is verified", async () => {
    const listed = `admin.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const before = env.ADMIN_EMAILS;
    env.ADMIN_EMAILS = `${before},${listed}`;
    try {
      const account = await registerAccount({ email: listed }, { verified: false });
      expect(account.body.user.role).toBe("user");
      const me = () =>
        authClient({ cookie: account.cookie })
          .me.$get()
          .then((r) => r.json());
      expect((await me()).user?.role).toBe("user");
      await verifyWith(tokenOf((await awaitMessage(listed, /^Confirm/)).link));
      expect((await me()).user?.role).toBe("admin");
    } finally {
      env.ADMIN_EMAILS = before;
    }
  });
});

describe("the local outbox", () => {
  it("is not found when DEV_OUTBOX is off, or when asked from another host", async () => {
    const before = env.DEV_OUTBOX;
    env.DEV_OUTBOX = undefined;
    try {
      const closed = await apiClient<typeof devRoutes>("/api/dev").outbox.$get({ query: { to: "a@example.com" } });
      expect(closed.status).toBe(404);
    } finally {
      env.DEV_OUTBOX = before;
    }
    const remote = await exports.default.fetch("https://inkspire.example/api/dev/outbox", {
      headers: { "cf-connecting-ip": freshIp() },
    });
    expect(remote.status).toBe(404);
  });
});

describe("invitations", () => {
  const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });

  async function projectInviting(email: string) {
    const owner = await registerAccount();
    const project = await (
      await collab(owner.cookie).projects.$post({ json: { title: "Shared notes", description: "For a test." } })
    ).json();
    const invite = await collab(owner.cookie).projects[":id"].invite.$post({
      param: { id: project.project.id },
      json: { email },
    });
    expect(invite.status).toBe(201);
    return { owner, projectId: project.project.id, invitationId: (await invite.json()).invitation.id };
  }

  it("are e-mailed, and accepted only by a verified account with the invited address", async () => {
    const invitee = await registerAccount({}, { verified: false });
    const { invitationId } = await projectInviting(invitee.email);
    const message = await awaitMessage(invitee.email, /invited you/);
    expect(message.subject).toMatch(/invited you to "Shared notes"/);
    expect(message.links[0]).toMatch(/\/collaborative$/);

    const accept = () => collab(invitee.cookie).invitations[":invitationId"].accept.$post({ param: { invitationId } });
    const refused = await accept();
    expect(refused.status).toBe(403);
    expect((await readError(refused)).code).toBe("email_unverified");
    await verifyWith(tokenOf((await awaitMessage(invitee.email, /^Confirm/)).link));
    expect((await accept()).status).toBe(200);
  });

  it("are written in the language of the invited account", async () => {
    const invitee = await registerAccount();
    await env.DB.prepare("update users set language = 'de' where id = ?").bind(invitee.body.user.id).run();
    await projectInviting(invitee.email);
    const message = await awaitMessage(invitee.email, /Shared notes/);
    expect(message.subject).toMatch(/„Shared notes“/);
    expect(message.html).toContain('lang="de"');
  });

  it("expire after 14 days and can be revoked by the owner", async () => {
    const late = await registerAccount();
    const expired = await projectInviting(late.email);
    await env.DB.prepare("update collab_invitations set expires_at = ? where id = ?")
      .bind(Date.now() - 1, expired.invitationId)
      .run();
    const listed = await (await collab(late.cookie).invitations.$get()).json();
    expect(listed.invitations).toEqual([]);
    const tooLate = await collab(late.cookie).invitations[":invitationId"].accept.$post({
      param: { invitationId: expired.invitationId },
    });
    expect(tooLate.status).toBe(409);

    const other = await registerAccount();
    const revoked = await projectInviting(other.email);
    const pending = await (
      await collab(revoked.owner.cookie).projects[":id"].invitations.$get({ param: { id: revoked.projectId } })
    ).json();
    expect(pending.invitations).toEqual([expect.objectContaining({ id: revoked.invitationId, email: other.email })]);
    const revoke = await collab(revoked.owner.cookie).projects[":id"].invitations[":invitationId"].$delete({
      param: { id: revoked.projectId, invitationId: revoked.invitationId },
    });
    expect(revoke.status).toBe(200);
    const gone = await collab(other.cookie).invitations[":invitationId"].accept.$post({
      param: { invitationId: revoked.invitationId },
    });
    expect(gone.status).toBe(404);
    const byStranger = await collab(other.cookie).projects[":id"].invitations[":invitationId"].$delete({
      param: { id: revoked.projectId, invitationId: revoked.invitationId },
    });
    expect([403, 404]).toContain(byStranger.status);
  });

  it("revoked while being accepted, add nobody: the invitation and the membership always agree", async () => {
    for (let round = 0; round < 4; round++) {
      const invitee = await registerAccount();
      const { owner, projectId, invitationId } = await projectInviting(invitee.email);
      const [accepted, revoked] = await Promise.all([
        collab(invitee.cookie).invitations[":invitationId"].accept.$post({ param: { invitationId } }),
        collab(owner.cookie).projects[":id"].invitations[":invitationId"].$delete({
          param: { id: projectId, invitationId },
        }),
      ]);
      // Exactly one of the two wins.
      expect([accepted.status, revoked.status].sort()).toEqual([200, 404]);
      const state = await env.DB.prepare(
        `select i.status, (select count(*) from collab_members m where m.project_id = i.project_id and m.user_id = ?)
           as members from collab_invitations i where i.id = ?`,
      )
        .bind(invitee.body.user.id, invitationId)
        .first<{ status: string; members: number }>();
      expect(state).toEqual(
        accepted.status === 200 ? { status: "accepted", members: 1 } : { status: "revoked", members: 0 },
      );
    }
  });

  it("fill a project's seats once however many are sent at once", async () => {
    const { owner, projectId } = await projectInviting(`first.${crypto.randomUUID().slice(0, 8)}@example.com`);
    // The owner and one pending invitation: three of the Free plan's five seats are left, for six at once.
    const invite = () =>
      collab(owner.cookie).projects[":id"].invite.$post({
        param: { id: projectId },
        json: { email: `crowd.${crypto.randomUUID().slice(0, 8)}@example.com` },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, invite));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 402 || status === 409)).toBe(true);
    const pending = await env.DB.prepare(
      "select count(*) as n from collab_invitations where project_id = ? and status = 'pending'",
    )
      .bind(projectId)
      .first<{ n: number }>();
    expect(pending!.n).toBe(4);
  });
});
