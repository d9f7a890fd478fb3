import { useTranslation } from "react-i18next";
import { formatNumber, formatPercent } from "../../../lib/format";
import { useMarketplaceStats } from "../api/catalogue-queries";

/** The impact strip, counted from the database (the share is the platform's rule). */
export function ImpactStrip() {
  const { t, i18n } = useTranslation("marketplace");
  const { data } = useMarketplaceStats();
  const figures = [
    [data ? formatNumber(data.products, i18n.language) : "–", t("impact.products")],
    [data ? formatNumber(data.members, i18n.language) : "–", t("impact.members")],
    [formatPercent(data?.creatorSharePercent ?? 80, i18n.language), t("impact.share")],
    [data ? formatNumber(data.creators, i18n.language) : "–", t("impact.creators")],
  ];
  return (
    <dl
      className="grid grid-cols-2 gap-4 rounded-2xl bg-gradient-to-r from-indigo-600 to-fuchsia-600 p-6 text-center text-white md:grid-cols-4"
      data-testid="impact-strip"
    >
      {figures.map(([value, label]) => (
        <div key={label}>
          <dd className="text-3xl font-bold">{value}</dd>
          <dt className="text-sm text-white/80">{label}</dt>
        </div>
      ))}
    </dl>
  );
}
