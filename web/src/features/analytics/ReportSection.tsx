import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One part of the report: its heading, an optional note, and a button that downloads its figures as CSV. */
export function ReportSection({
  title,
  onCsv,
  note,
  children,
}: {
  title: string;
  onCsv: () => void;
  note?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  return (
    <section className="card space-y-4" aria-label={title}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          {note && <p className="mt-1 text-sm text-slate-500">{note}</p>}
        </div>
        <button type="button" className="btn-secondary" onClick={onCsv}>
          <Download className="h-4 w-4" aria-hidden />
          {t("csv")}
        </button>
      </header>
      {children}
    </section>
  );
}
