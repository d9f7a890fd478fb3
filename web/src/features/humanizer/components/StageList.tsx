import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { StageRun } from "../api/humanizer-client";

export function StageList({ stages }: { stages: StageRun[] }) {
  const { t } = useTranslation("humanizer");
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-900">{t("result.stages", { count: stages.length })}</h3>
      <ol className="space-y-1.5 text-sm">
        {stages.map((stage, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: god mode runs a stage twice, so the position is part of its identity
          <li key={`${stage.name}-${i}`} className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-500" aria-hidden />
            <span className="flex-1 text-slate-700">{t(`stages.${stage.name}`)}</span>
            <span className="text-end tabular-nums text-slate-500" data-testid="stage-changes">
              {stage.changes > 0 ? t("result.changes", { count: stage.changes }) : t(`stageNone.${stage.name}`)}
            </span>
            <span className="w-16 text-end tabular-nums text-xs text-slate-500">{stage.ms} ms</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
