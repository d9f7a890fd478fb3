import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EXPORT_URL } from "./api/account-queries";

const HEADING_ID = "data-heading";

/** The "Your data" card of Settings: a download of everything the account owns or made. */
export function DataCard() {
  const { t } = useTranslation("settings");
  return (
    <section className="card" data-testid="data-card" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        {t("data.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("data.description")}</p>
      <a href={EXPORT_URL} download className="btn-secondary mt-4">
        <Download className="h-4 w-4" aria-hidden />
        {t("data.export")}
      </a>
      <p className="mt-2 text-xs text-slate-500">{t("data.note")}</p>
    </section>
  );
}
