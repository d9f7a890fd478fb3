import { Hammer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { usePageTitle } from "../lib/page-title";

/** The panel a page shows until the issue that builds it lands: no data, real or fake. */
export function ComingSoon() {
  const { t } = useTranslation();
  const title = usePageTitle(useLocation().pathname);
  return (
    <section className="card mx-auto mt-8 max-w-xl text-center">
      <Hammer className="mx-auto h-10 w-10 text-indigo-500" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold">{t("comingSoon.title", { page: title })}</h2>
      <p className="mt-2 text-slate-600">{t("comingSoon.message")}</p>
    </section>
  );
}
