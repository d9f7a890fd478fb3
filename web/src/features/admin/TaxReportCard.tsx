import { Receipt } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/TextField";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The tax Stripe Tax collected, per month, country and currency, as a CSV for the months chosen: the figures an
 * operator files (GET /api/admin/tax-report).
 */
export function TaxReportCard() {
  const { t } = useTranslation("admin");
  const [to, setTo] = useState(thisMonth);
  const [from, setFrom] = useState(() => `${thisMonth().slice(0, 4)}-01`);
  const valid = /^\d{4}-\d{2}$/.test(from) && /^\d{4}-\d{2}$/.test(to) && from <= to;
  const href = `/api/admin/tax-report?${new URLSearchParams({ from, to })}`;
  return (
    <section className="card space-y-4" aria-labelledby="tax-report-heading">
      <div className="flex items-center gap-3">
        <Receipt className="h-6 w-6 text-indigo-500" aria-hidden />
        <h2 id="tax-report-heading" className="text-lg font-semibold">
          {t("taxReport.heading")}
        </h2>
      </div>
      <p className="text-sm text-slate-600">{t("taxReport.description")}</p>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          id="tax-report-from"
          type="month"
          label={t("taxReport.from")}
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          id="tax-report-to"
          type="month"
          label={t("taxReport.to")}
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
        />
        {valid ? (
          <a href={href} className="btn-secondary" download data-testid="tax-report-download">
            {t("taxReport.download")}
          </a>
        ) : (
          <span className="btn-secondary opacity-50" aria-disabled="true">
            {t("taxReport.download")}
          </span>
        )}
      </div>
    </section>
  );
}
