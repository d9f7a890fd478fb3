import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, authClient, ORIGIN, readError, registerAccount, sessionCookie } from "../../test/client";
import { awaitMessage } from "../../test/outbox";
import { buy, creatorWithProduct, ledgerBalance, marketplaceAs, useStripeMode } from "../../test/sales";
import { deliverStripeEvent, stripeEvent } from "../../test/stripe-events";
import type { collaborativeRoutes } from "../collaborative/routes";
import type { settingsRoutes } from "./routes";

const account = (cookie: string) => apiClient<typeof settingsRoutes>("/api/account", { cookie });
const collab = (cookie: string) => apiClient<typeof collaborativeRoutes>("/api/collaborative", { cookie });
const remove = (cookie: string, password: string) => account(cookie).delete.$post({ json: { password } });

async function signIn(email: string, password: string) {
  return authClient().login.$post({ json: { email, password } });
}

async function userRow(id: string) {
  return env.DB.prepare("select * from users where id = ?").bind(id).first<Record<string, unknown>>();
}

/** A second product of the creator's that nobody buys, with its stored file. */
async function unsoldProduct(creatorId: string) {
  const slug = `unsold-${crypto.randomUUID()}`;
  const now = Date.now();
  const row = await env.DB.prepare(
    `insert into products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
      file_type, file_size, created_at, updated_at)
     values (?, ?, 'Nobody bought this', 'A. Writer', 'A product that never sold.', 'Business', 500, ?, 'unsold.pdf',
      'application/pdf', 4, ?, ?) returning id`,
  )
    .bind(slug, creatorId, `products/${slug}.pdf`, now, now)
    .first<{ id: number }>();
  await env.BUCKET.put(`products/${slug}.pdf`, "%PDF");
  return { id: row!.id, key: `products/${slug}.pdf` };
}

describe("deleting an account", () => {
  it("ends every session, frees the address, and leaves buyers their downloads and the ledger its amounts", async () => {
    const { creator, productId, priceCents } = await creatorWithProduct(2500);
    const creatorId = creator.body.user.id;
    const unsold = await unsoldProduct(creatorId);
    const { buyer, response } = await buy(productId, priceCents);
    const { purchaseId } = (await response.json()) as { purchaseId: string };
    const balanceBefore = await ledgerBalance(creatorId, true);
    const phone = sessionCookie(await signIn(creator.email, creator.password));

    const deleted = await remove(creator.cookie, creator.password);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("set-cookie")).toMatch(/^sid=;/);

    for (const cookie of [creator.cookie, phone]) {
      expect((await authClient({ cookie }).user.$get()).status).toBe(401);
    }
    expect((await signIn(creator.email, creator.password)).status).toBe(401);
    const again = await registerAccount({ email: creator.email });
    expect(again.body.user.email).toBe(creator.email);

    const tombstone = await userRow(creatorId);
    expect(tombstone).toMatchObject({ name: "Former member", bio: "", avatar_key: null, email_verified_at: null });
    expect(tombstone?.email).not.toBe(creator.email);
    expect(tombstone?.deleted_at).toEqual(expect.any(Number));
    expect(await ledgerBalance(creatorId, true)).toBe(balanceBefore);

    const receipt = await (
      await marketplaceAs(buyer.cookie).purchases[":purchaseId"].$get({ param: { purchaseId } })
    ).json();
    expect(receipt).toMatchObject({ receipt: { author: "" } });
    const download = await marketplaceAs(buyer.cookie).download[":purchaseId"].$get({
      param: { purchaseId },
      query: {},
    });
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF");
    const listing = await marketplaceAs(buyer.cookie).item[":id"].$get({ param: { id: String(productId) } });
    expect(listing.status).toBe(404);

    expect(await env.DB.prepare("select id from products where id = ?").bind(unsold.id).first()).toBeNull();
    expect(await env.BUCKET.head(unsold.key)).toBeNull();
    const goodbye = await awaitMessage(creator.email, /deleted/);
    expect(goodbye.subject).toBe("Your Inkspire account is deleted");
  });

  it("needs the password, and changes nothing without it", async () => {
    const me = await registerAccount();
    const wrong = await remove(me.cookie, "not my password");
    expect(wrong.status).toBe(403);
    expect((await readError(wrong)).fields).toHaveProperty("password");
    expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);
    const visitor = await exports.default.fetch(`${ORIGIN}/api/account/delete`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ password: "anything" }),
    });
    expect(visitor.status).toBe(401);
  });

  it("is refused while earnings are owed to the creator", async () => {
    const { creator } = await creatorWithProduct(1000);
    await env.DB.prepare(
      "insert into creator_ledger (id, creator_id, kind, amount_cents, test_mode, created_at) values (?, ?, 'sale', 800, 0, ?)",
    )
      .bind(crypto.randomUUID(), creator.body.user.id, Date.now())
      .run();
    const refused = await remove(creator.cookie, creator.password);
    expect(refused.status).toBe(409);
    expect((await readError(refused)).code).toBe("earnings_unpaid");
    expect((await authClient({ cookie: creator.cookie }).user.$get()).status).toBe(200);
  });

  it("deletes the projects it owns for everyone, telling the members, and its messages in others' projects", async () => {
    const owner = await registerAccount();
    const member = await registerAccount();
    const host = await registerAccount();
    const ownProject = (
      await (await collab(owner.cookie).projects.$post({ json: { title: "Doomed", description: "Ours." } })).json()
    ).project.id;
    const theirs = (
      await (await collab(host.cookie).projects.$post({ json: { title: "Lasting", description: "Host's." } })).json()
    ).project.id;
    for (const [inviter, projectId, invitee] of [
      [owner, ownProject, member],
      [host, theirs, owner],
    ] as const) {
      await collab(inviter.cookie).projects[":id"].invite.$post({
        param: { id: projectId },
        json: { email: invitee.email, role: "editor" },
      });
      const { invitations } = await (await collab(invitee.cookie).invitations.$get()).json();
      const invitation = invitations.find((i) => i.projectId === projectId)!;
      await collab(invitee.cookie).invitations[":invitationId"].accept.$post({
        param: { invitationId: invitation.id },
      });
    }
    await collab(owner.cookie).projects[":id"].messages.$post({
      param: { id: theirs },
      json: { message: "From the leaver" },
    });
    await collab(host.cookie).projects[":id"].messages.$post({
      param: { id: theirs },
      json: { message: "From the host" },
    });

    expect((await remove(owner.cookie, owner.password)).status).toBe(200);

    expect((await collab(member.cookie).projects[":id"].$get({ param: { id: ownProject } })).status).toBe(404);
    const notice = await awaitMessage(member.email, /was deleted/);
    expect(notice.subject).toBe('"Doomed" was deleted');
    const project = await (await collab(host.cookie).projects[":id"].$get({ param: { id: theirs } })).json();
    expect(project.project.collaborators.map((m) => m.id)).not.toContain(owner.body.user.id);
    const history = await (
      await collab(host.cookie).projects[":id"].messages.$get({ param: { id: theirs }, query: {} })
    ).json();
    expect(history.messages.map((m) => m.message)).toEqual(["From the host"]);
  });

  it("cancels a running Stripe subscription first, and deletes nothing when Stripe cannot be reached", async () => {
    const { stripe, restore } = useStripeMode();
    try {
      const me = await registerAccount();
      const now = Date.now();
      await env.DB.prepare(
        `insert into subscriptions (id, user_id, plan_id, period, currency, amount_minor, usd_cents, status, test_mode,
          provider_subscription_id, provider_customer_id, current_period_end, created_at)
         values (?, ?, 'creator-pro', 'monthly', 'USD', 9900, 9900, 'active', 0, ?, 'cus_fake', ?, ?)`,
      )
        .bind(crypto.randomUUID(), me.body.user.id, `sub_${me.body.user.id}`, now + 86_400_000, now)
        .run();
      const key = env.STRIPE_SECRET_KEY;
      env.STRIPE_SECRET_KEY = undefined;
      const unreachable = await remove(me.cookie, me.password);
      env.STRIPE_SECRET_KEY = key;
      expect(unreachable.status).toBe(503);
      expect((await readError(unreachable)).code).toBe("billing_unreachable");
      expect((await authClient({ cookie: me.cookie }).user.$get()).status).toBe(200);

      expect((await remove(me.cookie, me.password)).status).toBe(200);
      expect(stripe.callsTo("DELETE", `/v1/subscriptions/sub_${me.body.user.id}`)).toHaveLength(1);
      const row = await env.DB.prepare("select status from subscriptions where user_id = ?")
        .bind(me.body.user.id)
        .first();
      expect(row).toEqual({ status: "canceled" });
    } finally {
      restore();
    }
  });

  it("closes the buyer's open payment pages, and cancels a subscription whose checkout finishes after", async () => {
    const { stripe, restore } = useStripeMode();
    try {
      const { productId } = await creatorWithProduct(1200);
      const me = await registerAccount();
      const started = await marketplaceAs(me.cookie).purchase.$post({ json: { productId, price: 12 } });
      expect(started.status).toBe(200);
      // The fake Stripe is new for this test: the buyer's payment page is the only session it opened.
      const [session] = [...stripe.sessions.values()];
      const subscriptionId = crypto.randomUUID();
      await env.DB.prepare(
        `insert into subscriptions (id, user_id, plan_id, period, currency, amount_minor, usd_cents, status, test_mode,
          created_at) values (?, ?, 'creator-pro', 'monthly', 'USD', 9900, 9900, 'pending', 0, ?)`,
      )
        .bind(subscriptionId, me.body.user.id, Date.now())
        .run();

      expect((await remove(me.cookie, me.password)).status).toBe(200);
      expect(stripe.callsTo("POST", `/v1/checkout/sessions/${session!.id}/expire`)).toHaveLength(1);

      const late = await deliverStripeEvent(
        stripeEvent("checkout.session.completed", {
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: subscriptionId,
          metadata: { subscriptionId },
          subscription: "sub_after_deletion",
          customer: "cus_fake",
        }),
      );
      expect(late.status).toBe(200);
      expect(stripe.callsTo("DELETE", "/v1/subscriptions/sub_after_deletion")).toHaveLength(1);
      const row = await env.DB.prepare("select status from subscriptions where id = ?").bind(subscriptionId).first();
      expect(row).toEqual({ status: "canceled" });
    } finally {
      restore();
    }
  });
});
