import type { Database } from "../../schema/db";
import type { Env } from "../env";
import { paymentsMode } from "./checkout";
import { balances, listPayouts, payoutAccountOf } from "./payouts";

/** What a creator's Payouts card shows: how payments run, the connected account, what is owed, and what was paid. */
export async function payoutOverview(db: Database, env: Env, creatorId: string) {
  const [account, real, test, history] = await Promise.all([
    payoutAccountOf(db, creatorId),
    balances(db, creatorId, false),
    balances(db, creatorId, true),
    listPayouts(db, creatorId),
  ]);
  return {
    payments: paymentsMode(env),
    account: account ? { status: account.status, testMode: account.testMode } : null,
    balances: [real],
    testBalances: [test],
    payouts: history,
  };
}
