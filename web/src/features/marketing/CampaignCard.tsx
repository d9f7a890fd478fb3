import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import { CopyButton } from "../../components/CopyButton";
import { marketNamer } from "../../lib/market-names";
import type { Campaign } from "./api/queries";
import { CampaignContent } from "./CampaignContent";

const MARKETS_SHOWN = 3;

/** Active green, paused yellow, completed and anything else neutral. */
const STATUS_TONE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  paused: "bg-amber-100 text-amber-800",
};

/** One campaign: its status, the figures measured through its link, its markets, its link and its content. */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation("marketing");
  const marketName = marketNamer(i18n.language);
  const [open, setOpen] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const hidden = campaign.markets.length - MARKETS_SHOWN;
  const figures = [
    { label: t("campaigns.reach"), value: number.format(campaign.reach), id: "reach" },
    { label: t("campaigns.conversions"), value: number.format(campaign.conversions), id: "conversions" },
    { label: t("campaigns.revenue"), value: formatCents(campaign.revenueCents, i18n.language), id: "revenue" },
  ];
  return (
    <li className="card" data-testid="campaign">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{campaign.name}</h3>
          <p className="text-sm text-slate-500">
            {t(`types.${campaign.type}`)} · {campaign.targetAudience}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_TONE[campaign.status] ?? "bg-slate-100 text-slate-700"}`}
        >
          {t(`campaigns.status.${campaign.status}`)}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
        {figures.map((figure) => (
          <div key={figure.id} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{figure.label}</dt>
            <dd className="text-lg font-semibold" data-testid={`campaign-${figure.id}`}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {campaign.testConversions > 0 && (
        <p className="mt-2 text-xs text-amber-700">{t("campaigns.testSales", { count: campaign.testConversions })}</p>
      )}
      <ul className="mt-3 flex flex-wrap gap-1.5 text-xs" aria-label={t("create.markets")}>
        {campaign.markets.slice(0, MARKETS_SHOWN).map((market) => (
          <li key={market} className="rounded-full border border-slate-200 px-2 py-0.5">
            {marketName(market)}
          </li>
        ))}
        {hidden > 0 && <li className="px-1 py-0.5 text-slate-500">{t("campaigns.moreMarkets", { count: hidden })}</li>}
      </ul>
      <div className="mt-3">
        <p className="text-xs font-medium text-slate-500">{t("campaigns.link")}</p>
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate rounded bg-slate-50 px-2 py-1 text-sm" data-testid="tracked-link">
            {campaign.trackedLink}
          </code>
          <CopyButton text={campaign.trackedLink} />
        </div>
        <p className="mt-1 text-xs text-slate-500">{t("campaigns.linkHint", { code: campaign.code })}</p>
      </div>
      <button
        type="button"
        className="mt-3 text-sm font-medium text-indigo-600 hover:underline"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t("campaigns.hideContent") : t("campaigns.showContent")} (
        {t("campaigns.pieces", { count: campaign.contentPieces })})
      </button>
      {open && <CampaignContent campaign={campaign} />}
    </li>
  );
}
