import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PLAN_FEATURES, type PlanFeature, planIncludes } from "../../../worker/common/plans";
import { useCurrentUser } from "../lib/current-user";

/** Whether the signed-in user's plan includes a feature the server gates; true until the session is known. */
export function usePlanIncludes(feature: PlanFeature): boolean {
  const { data: user } = useCurrentUser();
  return !user || planIncludes(user.tier, feature);
}

/** Said in place of a control the user's plan does not include: which plan has it, and a link to the plans. */
export function PlanRequired({ feature }: { feature: PlanFeature }) {
  const { t } = useTranslation();
  const plan = PLAN_FEATURES[feature].plan;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950">
      <Lock className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden />
      <span>{t("plans.comesWith", { plan: t(`plans.names.${plan}`) })}</span>
      <Link to="/pricing" className="font-semibold text-indigo-700 underline">
        {t("plans.see")}
      </Link>
    </p>
  );
}
