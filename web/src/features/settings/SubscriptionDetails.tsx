import { useTranslation } from "react-i18next";
import { formatMinor } from "../../../../worker/common/money";
import { tierLabelKey } from "../../lib/tier";
import type { BillingSubscription } from "./api/billing-queries";
import { formatLongDate } from "./billing-format";
import { ManageBillingButton } from "./ManageBillingButton";
import { RenewalControl } from "./RenewalControl";

interface SubscriptionDetailsProps {
  tier: string;
  subscription: BillingSubscription;
}

/** What the running subscription costs, when it renews or ends, and the buttons that change it. */
export function SubscriptionDetails({ tier, subscription }: SubscriptionDetailsProps) {
  const { t, i18n } = useTranslation("settings");
  const price = formatMinor(subscription.amountMinor, subscription.currency, i18n.language);
  const periodEnd =
    subscription.currentPeriodEnd === null ? null : formatLongDate(subscription.currentPeriodEnd, i18n.language);

  return (
    <div className="mt-4 space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-slate-500">{t("billing.plan")}</dt>
        <dd className="font-medium" data-testid="billing-plan">
          {t(`common:${tierLabelKey(tier)}`)}
        </dd>
        <dt className="text-slate-500">{t("billing.price")}</dt>
        <dd className="font-medium">
          {t(subscription.period === "annual" ? "billing.perYear" : "billing.perMonth", { price })}
        </dd>
        {periodEnd && (
          <>
            <dt className="text-slate-500">{t("billing.renewal")}</dt>
            <dd className="font-medium" data-testid="billing-renews">
              {t(subscription.cancelAtPeriodEnd ? "billing.endsOn" : "billing.renewsOn", { date: periodEnd })}
            </dd>
          </>
        )}
      </dl>
      {subscription.status === "past_due" && (
        <p className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{t("billing.pastDue")}</p>
      )}
      {subscription.testMode && <p className="text-sm text-slate-600">{t("billing.testModeNote")}</p>}
      <div className="flex flex-wrap items-start gap-3">
        {subscription.portal && <ManageBillingButton />}
        <RenewalControl cancelAtPeriodEnd={subscription.cancelAtPeriodEnd} />
      </div>
    </div>
  );
}
