import { eq } from "drizzle-orm";
import { users } from "../../schema/auth";
import type { Database } from "../../schema/db";
import { subscriptions } from "../../schema/pricing";

/** Stripe confirmed the first payment: the subscription becomes active and the plan applies. */
export async function activateSubscription(db: Database, subscriptionId: string): Promise<void> {
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!subscription || subscription.status === "active") return;
  await db.batch([
    db.update(subscriptions).set({ status: "active" }).where(eq(subscriptions.id, subscriptionId)),
    db.update(users).set({ tier: subscription.planId }).where(eq(users.id, subscription.userId)),
  ]);
}
