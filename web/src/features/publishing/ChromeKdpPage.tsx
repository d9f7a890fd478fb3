import { ExternalLink, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../lib/current-user";
import { useAutomationCheck } from "./api/queries";

/** Explains why automated publishing is not offered; no password field exists here, and nothing asks for one. */
export function ChromeKdpPage() {
  const { t } = useTranslation("publishing");
  const { data: user } = useCurrentUser();
  const check = useAutomationCheck();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <section className="card space-y-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="h-5 w-5 text-emerald-600" aria-hidden />
          {t("chrome.heading")}
        </h2>
        <p className="text-slate-700">{t("chrome.notice")}</p>
        <p className="text-sm text-slate-600">{t("chrome.why")}</p>
        <a href="/kdp-packages" target="_blank" rel="noreferrer" className="btn-primary">
          <ExternalLink className="h-4 w-4" aria-hidden />
          {t("chrome.manual")}
        </a>
      </section>
      {user && (
        <section className="card space-y-3">
          <button type="button" className="btn-secondary" onClick={() => check.mutate()} disabled={check.isPending}>
            {t("chrome.check")}
          </button>
          {check.data && (
            <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700" data-testid="automation-answer">
              <p className="font-medium">{check.data.message}</p>
              <p className="mt-1">{check.data.recommendation}</p>
              <p className="mt-1 text-slate-500">{t("chrome.published", { count: check.data.booksPublished })}</p>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
