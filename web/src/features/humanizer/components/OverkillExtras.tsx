import { useTranslation } from "react-i18next";
import { SMART_STAGES, STAGE_NAMES } from "../../../../../worker/common/humanizer-modes";
import type { StageRun } from "../api/humanizer-client";

/**
 * What Overkill did beyond Smart Mode on this text: its extra stages (filler words, sentence structure) and god mode's
 * second pass. When they changed nothing, the page says the result is Smart Mode's at Maximum, rather than letting
 * the reader believe the extra stages did something.
 */
export function OverkillExtras({ stages }: { stages: StageRun[] }) {
  const { t, i18n } = useTranslation("humanizer");
  const extra = stages
    .filter((stage, i) => i >= STAGE_NAMES.length || !SMART_STAGES.includes(stage.name))
    .reduce((sum, stage) => sum + stage.changes, 0);
  return (
    <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="overkill-extras">
      {extra === 0
        ? t("overkill.extrasNone")
        : t("overkill.extras", { changes: new Intl.NumberFormat(i18n.language).format(extra) })}
    </p>
  );
}
