import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import type { PayoutBalance } from "../api/marketplace-client";
import { TestBadge } from "./SaleBadges";

const FIGURES = [
  { cents: "pendingCents", label: "payouts.pending" },
  { cents: "availableCents", label: "payouts.available" },
  { cents: "paidOutCents", label: "payouts.paidOut" },
] as const;

const hasMoney = (balance: PayoutBalance) =>
  balance.pendingCents > 0 || balance.availableCents > 0 || balance.paidOutCents > 0;

function BalanceFigures({ balance, test }: { balance: PayoutBalance; test: boolean }) {
  const { t, i18n } = useTranslation("marketplace");
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {FIGURES.map(({ cents, label }) => (
        <div key={cents}>
          <dt className="text-sm font-medium text-slate-500">{t(label)}</dt>
          <dd className={`mt-1 font-bold tabular-nums ${test ? "text-lg text-slate-600" : "text-2xl text-slate-900"}`}>
            {formatCents(balance[cents], i18n.language, balance.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The creator's real money per currency, and test-mode money apart once there is some or the account is a test one. */
export function PayoutBalances({
  balances,
  testBalances,
  testAccount,
}: {
  balances: PayoutBalance[];
  testBalances: PayoutBalance[];
  testAccount: boolean;
}) {
  const { t } = useTranslation("marketplace");
  const showTest = testAccount || testBalances.some(hasMoney);
  return (
    <div className="space-y-4">
      {balances.map((balance) => (
        <div key={balance.currency} data-testid="payout-balance">
          <BalanceFigures balance={balance} test={false} />
        </div>
      ))}
      {showTest &&
        testBalances.map((balance) => (
          <div
            key={balance.currency}
            className="space-y-2 border-t border-slate-100 pt-4"
            data-testid="payout-balance-test"
          >
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <TestBadge />
              {t("payouts.testMoney")}
            </p>
            <BalanceFigures balance={balance} test />
          </div>
        ))}
      <p className="text-xs text-slate-500">{t("payouts.figuresHint")}</p>
    </div>
  );
}
