import { useTranslation } from "react-i18next";
import { notify } from "../../lib/notify";
import { useAutomationRules, useToggleRule } from "./api/queries";

/** The four built-in rules as cards; each switch is saved on the server, and the card says when its rule last acted. */
export function AutomationRules() {
  const { t, i18n } = useTranslation("marketing");
  const rules = useAutomationRules();
  const toggle = useToggleRule();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="space-y-3" aria-labelledby="automation-rules">
      <div>
        <h2 id="automation-rules" className="text-lg font-semibold">
          {t("rules.heading")}
        </h2>
        <p className="text-sm text-slate-600">{t("rules.intro")}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {rules.data?.rules.map((rule) => {
          const name = t(`rules.items.${rule.id}.name`);
          return (
            <li key={rule.id} className="card space-y-2" data-testid={`rule-${rule.id}`}>
              <div className="flex items-start gap-3">
                <h3 className="flex-1 font-semibold">{name}</h3>
                <button
                  type="button"
                  role="switch"
                  aria-checked={rule.enabled}
                  aria-label={name}
                  disabled={toggle.isPending}
                  onClick={() =>
                    toggle.mutate(
                      { id: rule.id, enabled: !rule.enabled },
                      { onError: () => notify.error(name, t("rules.saveFailed")) },
                    )
                  }
                  className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${rule.enabled ? "bg-indigo-600" : "bg-slate-300"}`}
                >
                  <span
                    className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${rule.enabled ? "start-[1.375rem]" : "start-0.5"}`}
                  />
                </button>
              </div>
              <dl className="space-y-1 text-sm">
                <div>
                  <dt className="inline font-medium text-slate-500">{t("rules.when")}: </dt>
                  <dd className="inline">{t(`rules.items.${rule.id}.trigger`)}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-500">{t("rules.if")}:</dt>
                  <dd>
                    <ul className="list-disc ps-5">
                      {rule.conditions.map((_, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a rule's conditions are fixed and named by position
                        <li key={index}>{t(`rules.items.${rule.id}.conditions.${index}`)}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className="inline font-medium text-slate-500">{t("rules.then")}: </dt>
                  <dd className="inline">{t(`rules.items.${rule.id}.action`)}</dd>
                </div>
              </dl>
              <p className="text-xs text-slate-500" data-testid="rule-last-triggered">
                {rule.lastTriggered
                  ? t("rules.lastTriggered", { when: when.format(new Date(rule.lastTriggered)) })
                  : t("rules.never")}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
