import { useTranslation } from "react-i18next";
import type { Currency } from "../../../../../schema/pricing-enums";
import { formatCents, formatDollarsIn } from "../../../../../worker/common/money";
import { useLocaleSuggestion } from "../../../lib/locale";

/** The currency a product is paid in: the visitor's country's (from the edge) unless they choose dollars. */
export function usePayIn(chosen: Currency | null): Currency {
  const local = useLocaleSuggestion().data?.countryCurrency?.currency;
  return chosen ?? local ?? "USD";
}

/**
 * The choice between paying in the currency of the visitor's country, at the price rounded as shops there show
 * it, and paying in dollars; the checkout charges exactly the price chosen. Nothing when the country pays in
 * dollars or is unknown (a local run).
 */
export function PayInChoice({
  cents,
  value,
  onChange,
}: {
  cents: number;
  value: Currency;
  onChange: (currency: Currency) => void;
}) {
  const { t, i18n } = useTranslation("marketplace");
  const visitor = useLocaleSuggestion().data?.countryCurrency;
  if (!visitor) return null;
  const options: [Currency, string][] = [
    [visitor.currency, formatDollarsIn(cents, visitor.perUsd, visitor.currency, i18n.language)],
    ["USD", formatCents(cents, i18n.language)],
  ];
  return (
    <fieldset className="space-y-1 text-sm" data-testid="pay-in">
      <legend className="mb-1 text-slate-500">{t("price.payIn")}</legend>
      {options.map(([currency, price]) => (
        <label key={currency} className="flex items-center gap-2">
          <input
            type="radio"
            name="pay-in"
            value={currency}
            checked={value === currency}
            onChange={() => onChange(currency)}
          />
          <span>
            {price} <span className="text-slate-500">({currency})</span>
          </span>
        </label>
      ))}
      <p className="text-xs text-slate-500">{t("price.payInNote")}</p>
    </fieldset>
  );
}
