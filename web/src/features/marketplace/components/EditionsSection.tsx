import { useState } from "react";
import { useTranslation } from "react-i18next";
import { editionDate } from "../../../../../worker/common/edition-date";
import { MarkdownView } from "../../../components/MarkdownView";
import { WordDiff } from "../../../components/WordDiff";
import { serverMessage } from "../../../lib/api-client";
import { useChapterInEditions, useEditionComparison } from "../api/edition-queries";
import type { ItemDetail } from "../api/marketplace-client";

type Edition = ItemDetail["editions"][number];

/** One chapter's words, struck and marked, fetched when the reader asks for them. */
function ChapterText({
  productId,
  from,
  to,
  chapter,
}: {
  productId: number;
  from: number;
  to: number;
  chapter: string;
}) {
  const { t } = useTranslation("marketplace");
  const text = useChapterInEditions(productId, from, to, chapter);
  if (text.isPending) return <p className="text-xs text-slate-500">{t("editions.loading")}</p>;
  if (text.isError) return <p className="field-error">{serverMessage(text.error, t("editions.failed"))}</p>;
  return <WordDiff from={text.data.chapter.from ?? ""} to={text.data.chapter.to ?? ""} testId="edition-diff" />;
}

/** What changed between an edition and the one before it, chapter by chapter, with each change's words. */
function EditionChanges({ productId, from, to }: { productId: number; from: Edition; to: Edition }) {
  const { t } = useTranslation("marketplace");
  const comparison = useEditionComparison(productId, from.number, to.number);
  const [open, setOpen] = useState<string | null>(null);
  if (comparison.isPending) return <p className="text-xs text-slate-500">{t("editions.loading")}</p>;
  if (comparison.isError) {
    return <p className="field-error">{serverMessage(comparison.error, t("editions.failed"))}</p>;
  }
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-slate-200 p-3" data-testid="edition-changes">
      <p className="text-xs text-slate-500">{t("editions.since", { label: from.label })}</p>
      <ul className="space-y-2 text-sm">
        {comparison.data.chapters.map((chapter) => (
          <li key={chapter.id}>
            <span className="font-medium">{chapter.title}</span>{" "}
            <span className="text-slate-600">
              {t(`editions.change.${chapter.change}`)}
              {chapter.change !== "unchanged" &&
                ` · ${t("editions.wordsAdded", { count: chapter.added })} · ${t("editions.wordsRemoved", { count: chapter.removed })}`}
            </span>
            {chapter.change === "changed" && (
              <button
                type="button"
                className="ms-2 text-xs font-medium text-indigo-600 hover:underline"
                aria-expanded={open === chapter.id}
                onClick={() => setOpen(open === chapter.id ? null : chapter.id)}
              >
                {open === chapter.id ? t("editions.hideText") : t("editions.showText")}
              </button>
            )}
            {open === chapter.id && (
              <ChapterText productId={productId} from={from.number} to={to.number} chapter={chapter.id} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The product's changelog, newest first, as the worker's first paint writes it; a buyer or the creator can open what
 * an edition built from a Literary Studio work changed since the one before.
 */
export function EditionsSection({
  productId,
  editions,
  canCompare,
}: {
  productId: number;
  editions: Edition[];
  canCompare: boolean;
}) {
  const { t, i18n } = useTranslation("marketplace");
  const [comparing, setComparing] = useState<number | null>(null);
  return (
    <section>
      <h3 className="mb-2 font-semibold">{t("editions.title")}</h3>
      <ol className="space-y-3" data-testid="changelog">
        {editions.map((edition, index) => {
          const previous = editions[index + 1];
          const comparable = canCompare && previous?.hasChapters && edition.hasChapters;
          return (
            <li key={edition.number}>
              <p className="text-sm">
                <span className="font-medium text-slate-900">{t("editions.label", { label: edition.label })}</span>{" "}
                <span className="text-slate-500">{editionDate(edition.createdAt, i18n.language)}</span>
              </p>
              {edition.notes && <MarkdownView markdown={edition.notes} className="mt-1 text-sm" />}
              {comparable && (
                <button
                  type="button"
                  className="mt-1 text-xs font-medium text-indigo-600 hover:underline"
                  aria-expanded={comparing === edition.number}
                  onClick={() => setComparing(comparing === edition.number ? null : edition.number)}
                >
                  {comparing === edition.number ? t("editions.hideCompare") : t("editions.compare")}
                </button>
              )}
              {comparable && comparing === edition.number && (
                <EditionChanges productId={productId} from={previous} to={edition} />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
