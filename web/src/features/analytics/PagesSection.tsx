import { useTranslation } from "react-i18next";
import type { Report } from "./api/analytics-queries";
import { downloadCsv, toCsv } from "./csv";
import { ReportSection } from "./ReportSection";
import { csvFileName } from "./report-format";

type PageViews = NonNullable<Report["pages"]>;

/** Views per page of the app (the report carries them for administrators only). */
export function PagesSection({ report, pages }: { report: Report; pages: PageViews }) {
  const { t } = useTranslation("analytics");
  return (
    <ReportSection
      title={t("pages.heading")}
      onCsv={() =>
        downloadCsv(
          csvFileName(report, "pages"),
          toCsv(
            ["page", "views"],
            pages.map((p) => [p.path, p.views]),
          ),
        )
      }
    >
      <table className="w-full text-sm">
        <thead>
          <tr className="text-slate-500">
            <th scope="col" className="py-1 text-start font-medium">
              {t("pages.page")}
            </th>
            <th scope="col" className="py-1 text-end font-medium">
              {t("pages.views")}
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.path} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-start font-normal break-all">
                {p.path}
              </th>
              <td className="py-1 text-end tabular-nums">{p.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportSection>
  );
}
