import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { serverMessage } from "../../../lib/api-client";
import { usePayouts } from "../api/payout-queries";
import { PayoutAccountStatus } from "./PayoutAccountStatus";
import { PayoutBalances } from "./PayoutBalances";
import { PayoutHistory } from "./PayoutHistory";

/** Stripe's onboarding sends the creator back with `?payouts=connected`, or `?payouts=retry` when its link expired. */
function StripeReturnNotice() {
  const { t } = useTranslation("marketplace");
  const [params] = useSearchParams();
  const returned = params.get("payouts");
  if (returned === "connected") {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        {t("payouts.returnedConnected")}
      </p>
    );
  }
  if (returned === "retry") {
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t("payouts.returnedRetry")}
      </p>
    );
  }
  return null;
}

/** The creator's money on its way to them: balances, the payout account, and the payouts made. */
export function PayoutsSection() {
  const { t } = useTranslation("marketplace");
  const payouts = usePayouts();
  return (
    <section className="card space-y-4" data-testid="payouts" aria-labelledby="payouts-heading">
      <h2 id="payouts-heading" className="text-lg font-semibold">
        {t("payouts.heading")}
      </h2>
      <StripeReturnNotice />
      {payouts.isPending ? (
        <p className="text-sm text-slate-500">{t("payouts.loading")}</p>
      ) : payouts.isError ? (
        <p className="text-sm text-red-600" role="alert">
          {serverMessage(payouts.error, t("payouts.loadFailed"))}
        </p>
      ) : (
        <>
          <PayoutBalances
            balances={payouts.data.balances}
            testBalances={payouts.data.testBalances}
            testAccount={payouts.data.account?.testMode ?? false}
          />
          <PayoutAccountStatus account={payouts.data.account} />
          <PayoutHistory payouts={payouts.data.payouts} />
        </>
      )}
    </section>
  );
}
