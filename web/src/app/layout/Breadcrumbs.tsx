import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { humanizeSegment } from "../../../../worker/common/path-segment";
import { usePageName } from "../../lib/page-name";
import { breadcrumbsOf } from "./navigation";

export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = breadcrumbsOf(pathname);
  // A crumb's own name, else the title of the page it leads to (as the sidebar names it), else its words.
  const label = (segment: string) =>
    t(`crumbs.${segment}`, { defaultValue: t(`titles.${segment}`, { defaultValue: humanizeSegment(segment) }) });
  const name = usePageName(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumbs.label")} className="border-b border-slate-200 bg-white px-4 py-2 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        <li>
          <Link to="/" className="hover:text-indigo-600">
            {t("breadcrumbs.home")}
          </Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.segment} className="flex items-center gap-1">
            <ChevronRight className="h-3.5 w-3.5 rtl:rotate-180" aria-hidden />
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-800">
                {name ?? label(crumb.segment)}
              </span>
            ) : crumb.to ? (
              <Link to={crumb.to} className="hover:text-indigo-600">
                {label(crumb.segment)}
              </Link>
            ) : (
              <span>{label(crumb.segment)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
