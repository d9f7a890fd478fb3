import { eq } from "drizzle-orm";
import { users } from "../../schema/auth";
import type { Database } from "../../schema/db";
import { subscriptions } from "../../schema/pricing";
import { PLAN_NAMES } from "../common/plans";
import { paymentFailedEmail, renewalEmail } from "../email/messages";
import { type EmailSender, sendQuietly } from "../email/sender";
import type { PlanNotice } from "./subscriptions";

/** Tells the subscriber that their plan renewed, or that the renewal payment failed and what happens next. */
export async function emailPlanNotice(db: Database, sender: EmailSender, notice: PlanNotice, origin: string) {
  if (!notice) return;
  const [row] = await db
    .select({
      planId: subscriptions.planId,
      currency: subscriptions.currency,
      amountMinor: subscriptions.amountMinor,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      email: users.email,
      language: users.language,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, notice.subscriptionId))
    .limit(1);
  if (!row?.currentPeriodEnd) return;
  const plan = {
    plan: PLAN_NAMES[row.planId],
    currency: row.currency,
    amountMinor: row.amountMinor,
    periodEnd: row.currentPeriodEnd,
    link: `${origin}/settings`,
  };
  const message =
    notice.kind === "renewed"
      ? renewalEmail(row.email, row.language, plan)
      : paymentFailedEmail(row.email, row.language, plan);
  await sendQuietly(sender, message);
}
