import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../../worker/common/money";
import type { OwnItem } from "../api/marketplace-client";
import { TestBadge } from "./SaleBadges";

const sum = (items: OwnItem[], figure: (item: OwnItem) => number) =>
  items.reduce((total, item) => total + figure(item), 0);

/** What the creator earned across their products: real money, and test-mode sales apart since no money moved. */
export function EarningsSummary({ items }: { items: OwnItem[] }) {
  const { t, i18n } = useTranslation("marketplace");
  const earnedCents = sum(items, (item) => item.earningsCents);
  const testCents = sum(items, (item) => item.testEarningsCents);
  return (
    <section className="card flex flex-wrap items-end justify-between gap-4" aria-labelledby="earnings-heading">
      <div>
        <h3 id="earnings-heading" className="text-sm font-medium text-slate-500">
          {t("earnings.earned")}
        </h3>
        <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="earnings-real">
          {formatCents(earnedCents, i18n.language)}
        </p>
        <p className="mt-1 text-xs text-slate-500">{t("earnings.earnedHint")}</p>
      </div>
      {testCents > 0 && (
        <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="earnings-test">
          <TestBadge />
          {t("earnings.test", { amount: formatCents(testCents, i18n.language) })}
        </p>
      )}
    </section>
  );
}
