import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface SettingsCardProps {
  /** The card's catalog section in `settings`: its `heading` and `description` are shown on top. */
  section: "password" | "sessions" | "email" | "data" | "delete";
  /** The card warns (red) rather than informs. */
  danger?: boolean;
  children: ReactNode;
}

/** One card of the Settings page: a titled, described section that screen readers name by its heading. */
export function SettingsCard({ section, danger = false, children }: SettingsCardProps) {
  const { t } = useTranslation("settings");
  const headingId = `${section}-heading`;
  return (
    <section
      className={danger ? "card border-red-200" : "card"}
      data-testid={`${section}-card`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={danger ? "text-lg font-semibold text-red-700" : "text-lg font-semibold"}>
        {t(`${section}.heading`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${section}.description`)}</p>
      {children}
    </section>
  );
}
