import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONTENT_PIECE_TYPES } from "../../../../schema/marketing-enums";
import { EngineBadge } from "../../components/EngineBadge";
import { SelectField } from "../../components/SelectField";
import { marketNamer } from "../../lib/market-names";
import { notify } from "../../lib/notify";
import { notifyFailure, planLabels } from "../../lib/notify-failure";
import { type Campaign, useCampaignContent, useGenerateContent } from "./api/queries";

/** A campaign's content pieces by market and type, and the control that writes a market's four pieces. */
export function CampaignContent({ campaign }: { campaign: Campaign }) {
  const { t, i18n } = useTranslation("marketing");
  const marketName = marketNamer(i18n.language);
  const [market, setMarket] = useState(campaign.markets[0]!);
  const content = useCampaignContent(campaign.id, true);
  const generate = useGenerateContent();
  const pieces = content.data?.contentPieces ?? [];

  const write = () =>
    generate.mutate(
      {
        campaignId: campaign.id,
        contentTypes: [...CONTENT_PIECE_TYPES],
        markets: [market],
        targetLanguage: i18n.language,
        culturalAdaptation: true,
      },
      {
        onSuccess: () =>
          notify.success(
            t("content.generatedTitle"),
            t("content.generated", { count: CONTENT_PIECE_TYPES.length, market: marketName(market) }),
          ),
        onError: (error) => notifyFailure(t("content.failedTitle"), error, t("content.failed"), planLabels(t)),
      },
    );

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          id={`content-market-${campaign.id}`}
          label={t("content.market")}
          value={market}
          options={campaign.markets}
          onChange={setMarket}
          optionLabel={marketName}
        />
        <button type="button" className="btn-secondary" onClick={write} disabled={generate.isPending}>
          {generate.isPending ? t("content.generating") : t("content.generate")}
        </button>
      </div>
      {pieces.length === 0 && !content.isPending && (
        <p className="text-sm text-slate-500">{t("campaigns.noContent")}</p>
      )}
      {pieces.some((piece) => piece.engine === "offline") && (
        <p className="text-xs text-slate-500">{t("content.offlineNote")}</p>
      )}
      <ul className="space-y-3">
        {pieces.map((piece) => (
          <li key={piece.id} className="rounded-lg border border-slate-200 p-3" data-testid="content-piece">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded-full bg-indigo-50 px-2 py-0.5 font-medium text-indigo-700">
                {t(`content.types.${piece.contentType}`)}
              </span>
              <span className="text-slate-500">{marketName(piece.market)}</span>
              <span className="ms-auto">
                <EngineBadge engine={piece.engine} model={piece.model} />
              </span>
            </div>
            <p className="mt-2 font-medium" lang={piece.language}>
              {piece.title}
            </p>
            <pre
              className="mt-1 whitespace-pre-wrap break-words font-sans text-sm text-slate-700"
              lang={piece.language}
            >
              {piece.body}
            </pre>
          </li>
        ))}
      </ul>
    </div>
  );
}
