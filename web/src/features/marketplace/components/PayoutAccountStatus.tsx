import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { PayoutAccount } from "../api/marketplace-client";
import { useConnectPayouts } from "../api/payout-queries";
import { TestBadge } from "./SaleBadges";

/** Starts (or resumes) connecting payouts: Stripe's onboarding, or in test mode a simulated account at once. */
function ConnectPayoutsButton({ label }: { label: string }) {
  const { t } = useTranslation("marketplace");
  const connect = useConnectPayouts();
  // Once Stripe's link is in hand the browser is leaving; a second click would only ask for another link.
  const leavingForStripe = connect.isSuccess && connect.data.onboardingUrl !== null;
  const busy = connect.isPending || leavingForStripe;

  const start = () =>
    connect.mutate(undefined, {
      onSuccess: ({ onboardingUrl }) => {
        if (onboardingUrl === null) notify.success(t("payouts.connectedTitle"), t("payouts.connectedTest"));
      },
      onError: (error) =>
        notify.error(t("payouts.connectFailedTitle"), serverMessage(error, t("payouts.connectFailed"))),
    });

  return (
    <button
      type="button"
      className="btn-primary"
      data-testid="connect-payouts"
      onClick={start}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t("payouts.connecting") : label}
    </button>
  );
}

/** Where the creator's payout account stands, with the button to connect it or finish Stripe's setup. */
export function PayoutAccountStatus({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation("marketplace");
  if (account?.status === "active") {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="payout-account">
        {account.testMode && <TestBadge />}
        {t(account.testMode ? "payouts.activeTest" : "payouts.active")}
      </p>
    );
  }
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3"
      data-testid="payout-account"
    >
      <p className="max-w-prose text-sm text-slate-700">{t(account ? "payouts.onboarding" : "payouts.noAccount")}</p>
      <ConnectPayoutsButton label={t(account ? "payouts.continue" : "payouts.connect")} />
    </div>
  );
}
