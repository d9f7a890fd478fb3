import { useTranslation } from "react-i18next";
import { formatDollarsIn } from "../../../../../worker/common/money";
import { useLocaleSuggestion } from "../../../lib/locale";

/**
 * A dollar price in the currency of the visitor's country (from the edge), for information: products are charged
 * in dollars. Nothing when that country pays in dollars or is unknown (a local run).
 */
export function LocalPrice({ cents }: { cents: number }) {
  const { t, i18n } = useTranslation("marketplace");
  const visitor = useLocaleSuggestion().data?.countryCurrency;
  if (!visitor) return null;
  return (
    <p className="text-sm text-slate-500" data-testid="local-price">
      {t("price.local", { price: formatDollarsIn(cents, visitor.perUsd, visitor.currency, i18n.language) })}
    </p>
  );
}
