import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../schema/db";
import { creatorLedger, purchases } from "../../schema/marketplace";
import { payoutAccounts, payouts } from "../../schema/marketplace-payouts";
import type { Env } from "../env";
import { ApiError } from "../http/errors";
import { REFUND_WINDOW_MS } from "./refunds";
import { type Stripe, stripeClient } from "./stripe";

/** Marketplace prices are in US dollars, so balances and payouts are too. */
export const PAYOUT_CURRENCY = "USD";
/** Smaller balances wait for the next sale rather than cost a transfer each. */
export const MINIMUM_PAYOUT_CENTS = 100;
/** A daily run pays at most this many creators; the rest are paid the next day. */
export const PAYOUTS_PER_RUN = 200;

/**
 * A creator's money in one mode (real or test), from the ledger: `pending` is the share of sales still inside the
 * 30-day refund window (held, as a refund would take it back), `available` what can be paid out now, `paidOut` what
 * was sent. Shares held by an open dispute are already debited, so they are in neither.
 */
function balanceSql(creatorId: string, testMode: boolean, now: number) {
  const mode = testMode ? 1 : 0;
  const total = sql<number>`(select coalesce(sum(${creatorLedger.amountCents}), 0) from ${creatorLedger}
    where ${creatorLedger.creatorId} = ${creatorId} and ${creatorLedger.testMode} = ${mode})`;
  const held = sql<number>`(select coalesce(sum(l.amount_cents), 0) from ${creatorLedger} l
    join ${purchases} p on p.id = l.purchase_id
    where l.creator_id = ${creatorId} and l.test_mode = ${mode} and l.kind in ('sale', 'refund')
      and p.status = 'paid' and p.paid_at > ${now - REFUND_WINDOW_MS})`;
  const paidOut = sql<number>`(select coalesce(-sum(${creatorLedger.amountCents}), 0) from ${creatorLedger}
    where ${creatorLedger.creatorId} = ${creatorId} and ${creatorLedger.testMode} = ${mode}
      and ${creatorLedger.kind} = 'payout')`;
  return { total, held, paidOut };
}

export async function balances(db: Database, creatorId: string, testMode: boolean, now = Date.now()) {
  const { total, held, paidOut } = balanceSql(creatorId, testMode, now);
  const [row] = await db.all<{ total: number; held: number; paid_out: number }>(
    sql`select ${total} as total, ${held} as held, ${paidOut} as paid_out`,
  );
  const pending = Math.max(0, Math.min(Number(row?.held ?? 0), Number(row?.total ?? 0)));
  return {
    currency: PAYOUT_CURRENCY,
    pendingCents: pending,
    availableCents: Math.max(0, Number(row?.total ?? 0) - pending),
    paidOutCents: Number(row?.paid_out ?? 0),
  };
}

export async function payoutAccountOf(db: Database, userId: string) {
  const [account] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return account;
}

/**
 * Pays a creator's available balance to their connected account, once. The payout row and its ledger debit are
 * written together, and only while the balance still covers it and no other payout of theirs is in flight, so
 * parallel runs cannot send the same money twice. A transfer Stripe refuses is marked failed and its debit removed.
 */
export async function payOut(db: Database, env: Env, creatorId: string, now = Date.now()) {
  const account = await payoutAccountOf(db, creatorId);
  if (account?.status !== "active") return null;
  const { availableCents } = await balances(db, creatorId, account.testMode, now);
  if (availableCents < MINIMUM_PAYOUT_CENTS) return null;
  const id = crypto.randomUUID();
  const { total, held } = balanceSql(creatorId, account.testMode, now);
  const mode = account.testMode ? 1 : 0;
  try {
    // Each select lists every column of its table, in the table's order.
    await db.batch([
      db.insert(payouts).select(
        sql`select ${id}, ${creatorId}, ${availableCents}, ${PAYOUT_CURRENCY}, 'pending', ${account.provider}, null,
          ${mode}, ${now}, null
        where ${total} - max(0, min(${held}, ${total})) >= ${availableCents}`,
      ),
      db.insert(creatorLedger).select(
        sql`select ${crypto.randomUUID()}, ${creatorId}, 'payout', null, ${id}, ${-availableCents}, ${mode}, ${now}
        where exists (select 1 from ${payouts} where ${payouts.id} = ${id})`,
      ),
    ]);
  } catch (error) {
    // Another payout of this creator is in flight (the one-in-flight index): it pays this balance.
    if (String(error).includes("UNIQUE")) return null;
    throw error;
  }
  const [made] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  if (!made) return null;
  try {
    const transferId = account.testMode
      ? `test_tr_${id}`
      : (await transfer(env, account.accountId, availableCents, id)).id;
    await db
      .update(payouts)
      .set({ status: "paid", providerTransferId: transferId, paidAt: Date.now() })
      .where(eq(payouts.id, id));
    return { ...made, status: "paid" as const, providerTransferId: transferId };
  } catch (error) {
    await db.batch([
      db.update(payouts).set({ status: "failed" }).where(eq(payouts.id, id)),
      db.delete(creatorLedger).where(and(eq(creatorLedger.payoutId, id), eq(creatorLedger.kind, "payout"))),
    ]);
    throw error;
  }
}

function transfer(env: Env, destination: string, amountCents: number, payoutId: string): Promise<Stripe.Transfer> {
  if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured");
  return stripeClient(env.STRIPE_SECRET_KEY).transfers.create(
    { amount: amountCents, currency: PAYOUT_CURRENCY.toLowerCase(), destination, metadata: { payoutId } },
    { idempotencyKey: `payout:${payoutId}` },
  );
}

/**
 * Connects the creator's payouts. Test mode: a simulated account, active at once, and the test balance is paid out.
 * Stripe: an Express account (made once per creator) and the link to its onboarding; Stripe's `account.updated`
 * event activates it when Stripe can send money, and the balance owed is then paid.
 */
export async function connectPayouts(
  db: Database,
  env: Env,
  user: { id: string; email: string },
  mode: "stripe" | "test",
  origin: string,
): Promise<{ onboardingUrl: string | null }> {
  const existing = await payoutAccountOf(db, user.id);
  const now = Date.now();
  if (mode === "test") {
    if (!existing) {
      await db.insert(payoutAccounts).values({
        userId: user.id,
        provider: "test",
        accountId: `test_acct_${crypto.randomUUID()}`,
        status: "active",
        testMode: true,
        createdAt: now,
        updatedAt: now,
      });
    }
    await payOut(db, env, user.id);
    return { onboardingUrl: null };
  }
  if (!env.STRIPE_SECRET_KEY) throw new ApiError(503, "payments_unavailable", "Stripe is not configured.");
  if (existing?.testMode) {
    throw new ApiError(409, "conflict", "Your payouts are connected in test mode; this site now pays through Stripe.");
  }
  const stripe = stripeClient(env.STRIPE_SECRET_KEY);
  let accountId = existing?.accountId;
  if (!accountId) {
    const account = await stripe.accounts.create(
      {
        type: "express",
        email: user.email,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: user.id },
      },
      { idempotencyKey: `connect:${user.id}` },
    );
    accountId = account.id;
    await db
      .insert(payoutAccounts)
      .values({
        userId: user.id,
        provider: "stripe",
        accountId,
        status: "onboarding",
        testMode: false,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  const link = await stripe.accountLinks.create({
    account: accountId,
    type: "account_onboarding",
    refresh_url: `${origin}/my-products?payouts=retry`,
    return_url: `${origin}/my-products?payouts=connected`,
  });
  return { onboardingUrl: link.url };
}

/** Stripe's word on a connected account: once it can receive transfers, it is active and the balance owed is paid. */
export async function applyConnectedAccount(db: Database, env: Env, account: Stripe.Account) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountId, account.id)).limit(1);
  if (!row) return;
  const active = account.capabilities?.transfers === "active" && account.payouts_enabled === true;
  await db
    .update(payoutAccounts)
    .set({ status: active ? "active" : "onboarding", updatedAt: Date.now() })
    .where(eq(payoutAccounts.userId, row.userId));
  if (active) await payOut(db, env, row.userId);
}

/** The daily run: every connected creator with an available balance is paid. One failure spares the others. */
export async function payOutAll(db: Database, env: Env, now = Date.now()) {
  const owed = sql<number>`(select coalesce(sum(${creatorLedger.amountCents}), 0) from ${creatorLedger}
    where ${creatorLedger.creatorId} = ${payoutAccounts.userId} and ${creatorLedger.testMode} = ${payoutAccounts.testMode})`;
  const accounts = await db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.status, "active"), sql`${owed} >= ${MINIMUM_PAYOUT_CENTS}`))
    .limit(PAYOUTS_PER_RUN);
  let paid = 0;
  let failed = 0;
  for (const { userId } of accounts) {
    try {
      if (await payOut(db, env, userId, now)) paid += 1;
    } catch (error) {
      failed += 1;
      console.error(`payout to ${userId} failed`, error instanceof Error ? error.message : error);
    }
  }
  return { paid, failed };
}

/** The creator's payouts, newest first. */
export async function listPayouts(db: Database, creatorId: string) {
  return db
    .select({
      id: payouts.id,
      amountCents: payouts.amountCents,
      currency: payouts.currency,
      status: payouts.status,
      testMode: payouts.testMode,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
    })
    .from(payouts)
    .where(eq(payouts.creatorId, creatorId))
    .orderBy(desc(payouts.createdAt))
    .limit(50);
}
