import { useTranslation } from "react-i18next";
import { formatAmount } from "../../../../../worker/common/money";

/** What this run cost, as metered (nothing on the offline engine), beside what an article typically costs with a model. */
export function RunCost({ usd, typical }: { usd: number; typical: readonly [number, number] }) {
  const { t, i18n } = useTranslation("humanizer");
  const money = (amount: number) => formatAmount(amount, "USD", i18n.language);
  return (
    <p className="text-sm text-slate-600" data-testid="run-cost">
      {t("result.runCost", { cost: money(usd) })}{" "}
      {t("result.typicalCost", { low: money(typical[0]), high: money(typical[1]) })}
    </p>
  );
}
