import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { editionDate } from "../../../../../worker/common/edition-date";
import type { Receipt } from "../api/marketplace-client";

/** Every edition of what the buyer bought, newest first, each downloadable while the purchase is paid. */
export function EditionDownloads({ editions }: { editions: Receipt["editions"] }) {
  const { t, i18n } = useTranslation("marketplace");
  // One edition is the receipt's own download button.
  if (editions.length < 2 || !editions[0]?.downloadUrl) return null;
  return (
    <section className="space-y-2" data-testid="edition-downloads">
      <h3 className="text-sm font-semibold">{t("editions.downloadsHeading")}</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {editions.map((edition, index) => (
          <li key={edition.number} className="flex items-center justify-between gap-3 py-2">
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
          </li>
        ))}
      </ul>
    </section>
  );
}
