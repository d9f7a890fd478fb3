import { useTranslation } from "react-i18next";
import { MarkdownView } from "../../../components/MarkdownView";

export const PREVIEW_CHARS = 1000;

/** The start of a written work, cut at PREVIEW_CHARS; a scrollable one stays within a fixed height. */
export function WorkPreview({ markdown, scrollable = false }: { markdown: string; scrollable?: boolean }) {
  const { t } = useTranslation("literary");
  return (
    <section className="card">
      <h3 className="mb-2 font-semibold">{t("create.preview")}</h3>
      <div data-testid="create-preview">
        <MarkdownView
          markdown={markdown.length > PREVIEW_CHARS ? `${markdown.slice(0, PREVIEW_CHARS)}…` : markdown}
          className={scrollable ? "max-h-72 overflow-y-auto text-sm" : "text-sm"}
        />
      </div>
    </section>
  );
}
