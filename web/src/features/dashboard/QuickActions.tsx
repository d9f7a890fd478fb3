import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlanRequired, usePlanIncludes } from "../../components/PlanRequired";

/**
 * The six quick actions: id, where it goes, and whether it has a value label. What fits a new creator
 * comes first (their own book, the humanizer, selling); the 43-chapter stroke-recovery template waits behind them.
 */
export const QUICK_ACTIONS = [
  { id: "book", to: "/literary", value: false },
  { id: "humanize", to: "/humanizer", value: false },
  { id: "earn", to: "/my-products", value: true },
  { id: "recovery", to: "/literary?template=stroke-recovery", value: true },
  { id: "master", to: "/literary?master=true", value: true },
  { id: "performance", to: "/analytics", value: false },
] as const;

const COLLAPSED = 3;

export function QuickActions() {
  const { t } = useTranslation("dashboard");
  const [expanded, setExpanded] = useState(false);
  const overrideIncluded = usePlanIncludes("master-override");
  const shown = expanded ? QUICK_ACTIONS : QUICK_ACTIONS.slice(0, COLLAPSED);
  return (
    <section aria-labelledby="quick-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="quick-heading" className="text-lg font-semibold">
          {t("quickActions.heading")}
        </h2>
        <button
          type="button"
          className="text-sm font-medium text-indigo-600"
          aria-expanded={expanded}
          aria-controls="quick-actions"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t("quickActions.showFewer") : t("quickActions.showAll")}
        </button>
      </div>
      <ul id="quick-actions" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="quick-actions">
        {shown.map((action) => (
          <li key={action.id} className="card flex flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{t(`quickActions.${action.id}.title`)}</h3>
              {action.value && (
                <span className="shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700">
                  {t(`quickActions.${action.id}.value`)}
                </span>
              )}
            </div>
            <p className="text-sm text-slate-600">{t(`quickActions.${action.id}.description`)}</p>
            {action.id === "master" && !overrideIncluded ? (
              <div className="mt-auto">
                <PlanRequired feature="master-override" />
              </div>
            ) : (
              <Link
                to={action.to}
                className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-indigo-600"
              >
                {t(`quickActions.${action.id}.action`)}
                <ArrowRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
