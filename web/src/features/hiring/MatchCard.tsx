import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatAmount } from "../../../../worker/common/money";
import { ProgressBar } from "../../components/ProgressBar";
import { formatPercent } from "../../lib/format";
import type { Match } from "./api/hiring-queries";
import { CreatorAvatar } from "./CreatorAvatar";

const usd = (amount: number, language: string) => formatAmount(amount, "USD", language);

/** The one-line reason, from the score's parts, in the reader's language. */
function useReason(match: Match) {
  const { t, i18n } = useTranslation("hiring");
  const { reason } = match;
  return [
    reason.skillsRequired === 0
      ? t("match.reasonNoSkills")
      : t("match.reasonSkills", { matched: reason.skillsMatched.length, required: reason.skillsRequired }),
    reason.languagesShared.length > 0
      ? t("match.reasonLanguages", { languages: reason.languagesShared.join(", ") })
      : match.languageCompatibility === 1
        ? null
        : t("match.reasonNoLanguages"),
    reason.overlapHours === null ? t("match.reasonNoZone") : t("match.reasonOverlap", { hours: reason.overlapHours }),
    reason.estimateUsd === null
      ? t("match.reasonNoEstimate")
      : t("match.reasonEstimate", {
          estimate: usd(reason.estimateUsd, i18n.language),
          budget: usd(reason.budgetUsd, i18n.language),
        }),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** One creator found for a project: who, the overall score, its four parts and why. */
export function MatchCard({
  match,
  onMessage,
}: {
  match: Match;
  onMessage: (creatorId: string, name: string) => void;
}) {
  const { t, i18n } = useTranslation("hiring");
  const reason = useReason(match);
  const { creator } = match;
  const percent = (score: number) => Math.round(score * 100);
  return (
    <article className="card space-y-4" data-testid="match-card">
      <header className="flex items-start gap-3">
        <CreatorAvatar creator={creator} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{creator.name || creator.username}</h3>
          <p className="text-sm text-slate-500">
            {t(`profile:basic.types.${creator.userType}`)} ·{" "}
            {creator.hourlyRate === null
              ? t("match.noRate")
              : t("match.perHour", { rate: usd(creator.hourlyRate, i18n.language) })}
          </p>
        </div>
        <div className="text-end">
          <p className="text-2xl font-bold text-indigo-700">
            {formatPercent(percent(match.overallScore), i18n.language)}
          </p>
          <p className="text-xs text-slate-500">{t("match.overall")}</p>
        </div>
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <ProgressBar label={t("match.skills")} percent={percent(match.skillsMatch)} />
        <ProgressBar label={t("match.languages")} percent={percent(match.languageCompatibility)} />
        <ProgressBar label={t("match.timezone")} percent={percent(match.timezoneCompatibility)} />
        <ProgressBar label={t("match.budget")} percent={percent(match.budgetAlignment)} />
      </div>
      <p className="text-sm text-slate-600" data-testid="match-reason">
        {reason}
      </p>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => onMessage(creator.id, creator.name || creator.username)}
      >
        <MessageSquare className="h-4 w-4" aria-hidden />
        {t("match.message")}
      </button>
    </article>
  );
}
