import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { editionDate } from "../../../../../worker/common/edition-date";
import { MarkdownView } from "../../../components/MarkdownView";
import type { Receipt } from "../api/marketplace-client";

/**
 * Every edition of what the buyer bought, newest first, each with its release notes and downloadable while the
 * purchase is paid. On a receipt a single edition is the receipt's own download button (`single` shows it anyway).
 */
export function EditionDownloads({ editions, single = false }: { editions: Receipt["editions"]; single?: boolean }) {
  const { t, i18n } = useTranslation("marketplace");
  if (editions.length < (single ? 1 : 2)) return null;
  return (
    <section className="space-y-2" data-testid="edition-downloads">
      <h3 className="text-sm font-semibold">{t("editions.downloadsHeading")}</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {editions.map((edition, index) => (
          <li key={edition.number} className="py-2">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {t("editions.label", { label: edition.label })}{" "}
                <span className="text-slate-500">{editionDate(edition.createdAt, i18n.language)}</span>
                {index === 0 && (
                  <span className="ms-2 rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-700">
                    {t("editions.newest")}
                  </span>
                )}
              </span>
              {edition.downloadUrl && (
                <a
                  href={edition.downloadUrl}
                  className="inline-flex items-center gap-1 text-indigo-600 hover:underline"
                  download
                >
                  <Download className="h-4 w-4" aria-hidden />
                  {t("editions.download", { label: edition.label })}
                </a>
              )}
            </div>
            {edition.notes && <MarkdownView markdown={edition.notes} className="mt-1 text-slate-700" />}
          </li>
        ))}
      </ul>
    </section>
  );
}
