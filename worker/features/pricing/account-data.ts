import { and, eq, inArray } from "drizzle-orm";
import { subscriptions } from "../../../schema/pricing";
import type { AccountData } from "../../account-data";
import { ApiError } from "../../http/errors";
import { stripeClient } from "../../payments/stripe";
import { cancelSubscriptionsNow } from "../../payments/subscriptions";

/**
 * Plan subscriptions. Before a deletion, running ones stop at Stripe (if Stripe cannot be reached, nothing is
 * deleted); the rows stay, cancelled and without the Stripe customer, for the amounts the books need.
 */
export const accountData: AccountData = {
  feature: "pricing",
  owns: [subscriptions.userId],
  kept: "subscriptions stay, cancelled and without the customer, for the amounts the books need",
  readme: "subscriptions.json      your plan subscriptions",
  async exportTo(zip, { db, userId }) {
    await zip.json("subscriptions.json", await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)));
  },
  async beforeDeletion({ db, env, user }) {
    try {
      await cancelSubscriptionsNow(
        db,
        () => {
          if (!env.STRIPE_SECRET_KEY) throw new Error("Stripe is not configured");
          return stripeClient(env.STRIPE_SECRET_KEY);
        },
        user.id,
      );
    } catch (error) {
      console.error("account deletion: subscription not cancelled", error instanceof Error ? error.message : error);
      throw new ApiError(
        503,
        "billing_unreachable",
        "Your subscription could not be cancelled with Stripe just now, so nothing was deleted. Please try again later.",
      );
    }
  },
  async deletion({ db, user }) {
    return {
      statements: [
        db
          .update(subscriptions)
          .set({ status: "canceled", providerCustomerId: null })
          .where(
            and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, ["pending", "active", "past_due"])),
          ),
      ],
    };
  },
};
