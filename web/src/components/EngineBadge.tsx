import { Cpu } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Which engine answered (every AI result says so); the offline engine is named as such. */
export function EngineBadge({ engine, model }: { engine: string; model: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700"
      data-testid="engine-badge"
    >
      <Cpu className="h-3.5 w-3.5" aria-hidden />
      {t(`engines.${engine}`, { defaultValue: engine })} · {model}
    </span>
  );
}
