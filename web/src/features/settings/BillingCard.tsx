import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PlanId } from "../../../../schema/pricing-enums";
import { serverMessage } from "../../lib/api-client";
import { tierLabelKey } from "../../lib/tier";
import { useBilling } from "./api/billing-queries";
import { SubscriptionDetails } from "./SubscriptionDetails";

const HEADING_ID = "billing-heading";

/** The "Plan and billing" card of Settings. `awaitingSubscription`: the user is back from Stripe Checkout. */
export function BillingCard({ awaitingSubscription = false }: { awaitingSubscription?: boolean }) {
  const { t } = useTranslation("settings");
  const billing = useBilling(awaitingSubscription);
  const subscription = billing.data?.subscription;

  return (
    <section className="card" data-testid="billing-card" aria-labelledby={HEADING_ID}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={HEADING_ID} className="text-lg font-semibold">
          {t("billing.heading")}
        </h2>
        {subscription?.testMode && <TestModeBadge />}
      </div>
      {billing.isPending ? (
        <BillingSkeleton />
      ) : billing.isError ? (
        <p className="mt-4 text-sm text-red-600">{serverMessage(billing.error, t("billing.loadFailed"))}</p>
      ) : subscription ? (
        <SubscriptionDetails tier={billing.data.tier} subscription={subscription} />
      ) : awaitingSubscription ? (
        <ConfirmingNotice />
      ) : billing.data.tier !== "free" ? (
        <GrantedPlanNotice tier={billing.data.tier} />
      ) : (
        <FreePlanNotice />
      )}
    </section>
  );
}

function TestModeBadge() {
  const { t } = useTranslation("settings");
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-800">
      {t("billing.testModeBadge")}
    </span>
  );
}

function BillingSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-4 space-y-2">
      <span className="sr-only">{t("loading")}</span>
      <div aria-hidden className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      <div aria-hidden className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
    </div>
  );
}

function ConfirmingNotice() {
  const { t } = useTranslation("settings");
  return (
    <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
      {t("billing.confirming")}
    </p>
  );
}

/** A paid plan set on the account without a subscription (a demo account, or given by an administrator). */
function GrantedPlanNotice({ tier }: { tier: PlanId }) {
  const { t } = useTranslation("settings");
  return (
    <p className="mt-4 text-sm text-slate-700" data-testid="billing-granted">
      {t("billing.granted", { plan: t(`common:${tierLabelKey(tier)}`) })}
    </p>
  );
}

function FreePlanNotice() {
  const { t } = useTranslation("settings");
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      <p className="text-sm text-slate-700">{t("billing.free")}</p>
      <Link to="/pricing" className="btn-secondary">
        {t("billing.seePlans")}
      </Link>
    </div>
  );
}
