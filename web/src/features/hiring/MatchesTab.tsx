import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "../../../../worker/common/money";
import { PageLoading } from "../../components/PageLoading";
import { notify } from "../../lib/notify";
import { useDeleteOpportunity, useOpportunities } from "./api/hiring-queries";
import { MatchCard } from "./MatchCard";

/** "View Matches": each posted project with the creators that fit it best now. */
export function MatchesTab({
  onMessage,
  onPost,
}: {
  onMessage: (creatorId: string, name: string) => void;
  onPost: () => void;
}) {
  const { t, i18n } = useTranslation("hiring");
  const opportunities = useOpportunities();
  const remove = useDeleteOpportunity();
  if (opportunities.isPending) return <PageLoading label={t("common:loading")} />;
  if (opportunities.isError) return <p className="card text-red-700">{t("matches.loadFailed")}</p>;
  if (opportunities.data.length === 0) {
    return (
      <div className="card space-y-3 text-slate-600">
        <p>{t("matches.empty")}</p>
        <button type="button" className="btn-primary" onClick={onPost}>
          {t("matches.postOne")}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-8">
      {opportunities.data.map((opportunity) => (
        <section key={opportunity.id} className="space-y-3" data-testid="opportunity">
          <header className="flex items-start justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold">{opportunity.title}</h2>
              <p className="text-sm text-slate-500">
                {t("matches.budget", {
                  budget: formatAmount(opportunity.budget, opportunity.currency, i18n.language),
                  timeframe: t(`project.timeframes.${opportunity.timeframe}`),
                })}
              </p>
            </div>
            <button
              type="button"
              className="btn-secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(opportunity.id, { onSuccess: () => notify.success(t("matches.deletedTitle")) })
              }
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t("matches.delete")}
            </button>
          </header>
          {opportunity.matches.length === 0 ? (
            <p className="text-sm text-slate-600">{t("matches.noMatches")}</p>
          ) : (
            opportunity.matches.map((match) => <MatchCard key={match.creatorId} match={match} onMessage={onMessage} />)
          )}
        </section>
      ))}
    </div>
  );
}
