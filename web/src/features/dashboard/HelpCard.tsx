import { ChevronDown, ChevronUp, LifeBuoy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const CONTEXTS = ["literary", "humanizer", "marketplace", "master"] as const;
type HelpContext = (typeof CONTEXTS)[number];

const COMPACT_KEY = "dashboard-help-compact";

function storedCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The context-help card: four contexts, each with quick tips and numbered next steps. It can be minimized; in compact
 * mode (remembered in this browser) it starts minimized.
 */
export function HelpCard() {
  const { t } = useTranslation("dashboard");
  const [compact, setCompact] = useState(storedCompact);
  const [open, setOpen] = useState(() => !storedCompact());
  const toggleCompact = (next: boolean) => {
    setCompact(next);
    try {
      localStorage.setItem(COMPACT_KEY, next ? "1" : "0");
    } catch {
      // Not remembered without storage; the card still works.
    }
  };
  const [context, setContext] = useState<HelpContext>("literary");
  const list = (key: "tips" | "steps") => t(`help.contexts.${context}.${key}`, { returnObjects: true }) as string[];

  return (
    <section className="card" aria-labelledby="help-heading" data-testid="help-card">
      <div className="flex items-center justify-between gap-3">
        <h2 id="help-heading" className="flex items-center gap-2 font-semibold">
          <LifeBuoy className="h-5 w-5 text-indigo-500" aria-hidden />
          {t("help.heading")}
        </h2>
        <div className="flex items-center gap-4">
          <label className="flex items-center gap-2 text-sm text-slate-600">
            <input type="checkbox" checked={compact} onChange={(event) => toggleCompact(event.target.checked)} />
            {t("help.compact")}
          </label>
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm text-slate-600"
            aria-expanded={open}
            aria-controls="help-body"
            onClick={() => setOpen(!open)}
          >
            {open ? t("help.minimize") : t("help.expand")}
            {open ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <div id="help-body" className="mt-4 space-y-4">
          <div role="tablist" aria-label={t("help.heading")} className="flex flex-wrap gap-2">
            {CONTEXTS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={context === name}
                className={`rounded-full px-3 py-1 text-sm ${context === name ? "bg-indigo-600 text-white" : "bg-slate-100 text-slate-700"}`}
                onClick={() => setContext(name)}
              >
                {t(`help.contexts.${name}.label`)}
              </button>
            ))}
          </div>
          <p className="text-slate-700">{t(`help.contexts.${context}.description`)}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-slate-700">{t("help.tips")}</h3>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-600">
                {list("tips").map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-slate-700">{t("help.steps")}</h3>
              <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-600">
                {list("steps").map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
