import { paymentsMode, stripeTaxOn } from "../../payments/checkout";
import { stripeClient } from "../../payments/stripe";
import { type AuditCheck, type CheckFinding, pass } from "./audit-check";

/**
 * Whether sales carry the tax the platform owes as the seller of record: in live mode, Stripe Tax must be on here
 * and active on the Stripe account (with its head office address and registrations), or checkouts with tax fail.
 */
export const stripeTax: AuditCheck = {
  id: "stripe-tax",
  name: "Tax on sales",
  category: "payments",
  async run({ env }): Promise<CheckFinding> {
    if (paymentsMode(env) !== "stripe")
      return {
        status: "warning",
        score: 70,
        message: "No tax is computed: payments do not go through Stripe (test mode records none).",
        messageKey: "taxNotLive",
      };
    if (!stripeTaxOn(env))
      return {
        status: "fail",
        score: 30,
        message: "STRIPE_TAX is off: sales carry no tax, though the platform owes it in many countries.",
        messageKey: "taxOff",
      };
    const settings = await stripeClient(env.STRIPE_SECRET_KEY!)
      .tax.settings.retrieve()
      .catch(() => null);
    if (!settings)
      return {
        status: "warning",
        score: 60,
        message: "Stripe could not be asked whether Stripe Tax is active; run the audit again.",
        messageKey: "taxUnknown",
      };
    if (settings.status === "active")
      return pass("Stripe Tax is active: every checkout computes and collects tax.", "taxActive");
    return {
      status: "fail",
      score: 20,
      message:
        "Stripe Tax is not active on the Stripe account, so checkouts with tax are refused: add the head office address and tax registrations in Stripe's dashboard.",
      messageKey: "taxInactive",
    };
  },
};
