import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatCents } from "../../../../worker/common/money";
import type { Report } from "./api/analytics-queries";

/** The name of one part's CSV download, with the report's range in it. */
export function csvFileName(report: Report, part: string): string {
  return `inkspire-${part}-${report.range}d.csv`;
}

/** Cents as money in the page's language; the same function while the language stays, so charts keep their data. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation("analytics");
  return useCallback((cents: number) => formatCents(cents, i18n.language), [i18n.language]);
}
