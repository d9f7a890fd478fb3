import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EXPORT_URL } from "./api/account-queries";
import { SettingsCard } from "./SettingsCard";

/** The "Your data" card of Settings: a download of everything the account owns or made. */
export function DataCard() {
  const { t } = useTranslation("settings");
  return (
    <SettingsCard section="data">
      <a href={EXPORT_URL} download className="btn-secondary mt-4">
        <Download className="h-4 w-4" aria-hidden />
        {t("data.export")}
      </a>
      <p className="mt-2 text-xs text-slate-500">{t("data.note")}</p>
    </SettingsCard>
  );
}
