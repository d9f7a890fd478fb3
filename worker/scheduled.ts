import { createDatabase } from "../schema/db";
import { emailSender } from "./email/sender";
import type { Env } from "./env";
import { sendMentionEmails } from "./features/collaborative";
import { refreshRates } from "./features/global/currency";
import { runAutomationRules } from "./features/marketing";
import { refreshBestsellers, reindexProducts, sendEditionNotices } from "./features/marketplace";
import { purgeExpired } from "./features/platform-audit";
import { recordHealthCheck, refreshStatus } from "./features/system-status";
import { payOutAll } from "./payments/payouts";
import { advanceSubscriptions } from "./payments/subscriptions";
import { deleteStaleFiles } from "./stored-files";

/**
 * The crons of wrangler.toml: the daily job, the automation rules every 2 hours, and every minute the status, the
 * next batch of e-mails about new editions and mentions, and the next products to analyse again for search.
 */
export const DAILY_CRON = "0 6 * * *";
export const AUTOMATION_CRON = "0 */2 * * *";
export const STATUS_CRON = "* * * * *";

/** Runs the job of the cron that fired. */
export async function scheduled(controller: ScheduledController, env: Env) {
  if (controller.cron === STATUS_CRON) {
    const db = createDatabase(env.DB);
    await recordHealthCheck(db, env);
    await refreshStatus(db, env);
    await sendEditionNotices(db, emailSender(env, db)).then(
      (result) => {
        if (result.sent + result.failed > 0)
          console.log(`edition e-mails: ${result.sent} sent, ${result.failed} failed`);
      },
      (error: unknown) => console.error("edition e-mails failed", error),
    );
    await sendMentionEmails(db, emailSender(env, db)).then(
      (result) => {
        if (result.sent + result.failed > 0)
          console.log(`mention e-mails: ${result.sent} sent, ${result.failed} failed`);
      },
      (error: unknown) => console.error("mention e-mails failed", error),
    );
    await reindexProducts(db).then(
      (count) => {
        if (count > 0) console.log(`search index: ${count} products analysed again`);
      },
      (error: unknown) => console.error("search reindex failed", error),
    );
    return;
  }
  if (controller.cron === AUTOMATION_CRON) {
    const result = await runAutomationRules(createDatabase(env.DB), env);
    console.log(
      `automation rules: ${result.paused} paused, ${result.resumed} resumed, ${result.completed} completed, ${result.written} campaigns written`,
    );
    return;
  }
  await daily(env);
}

/** The daily job: clean-up, the bestseller marks re-ranked, subscriptions renewed or lapsed at their period's end, creators' available balances paid out, and fresh exchange rates from RATES_URL when one is configured; one failing spares the other. */
async function daily(env: Env) {
  const db = createDatabase(env.DB);
  await Promise.all([
    purgeExpired(db).then(
      (purged) =>
        console.log(`purged ${purged.sessions} expired sessions and ${purged.rateLimitEvents} old rate-limit events`),
      (error: unknown) => console.error("clean-up failed", error),
    ),
    deleteStaleFiles(db, env).then(
      (deleted) =>
        console.log(`deleted ${deleted.demoFiles} old demo files and ${deleted.productFiles} orphaned uploads`),
      (error: unknown) => console.error("file clean-up failed", error),
    ),
    payOutAll(db, env).then(
      (result) => console.log(`payouts: ${result.paid} creators paid, ${result.failed} failed`),
      (error: unknown) => console.error("payout run failed", error),
    ),
    refreshBestsellers(db).then(
      (result) => console.log(`bestsellers: ${result.marked} marked, ${result.cleared} cleared`),
      (error: unknown) => console.error("bestseller refresh failed", error),
    ),
    advanceSubscriptions(db).then(
      (result) => console.log(`subscriptions: ${result.renewed} test renewals, ${result.lapsed} lapsed to free`),
      (error: unknown) => console.error("subscription run failed", error),
    ),
    env.RATES_URL &&
      refreshRates(db, env.RATES_URL).then(
        (result) =>
          console.log(
            `exchange rates refreshed: ${result.updated.join(", ") || "none"}; refused: ${result.refused.join(", ") || "none"}`,
          ),
        (error: unknown) => console.error("exchange-rate refresh failed", error),
      ),
  ]);
}
