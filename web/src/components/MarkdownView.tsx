import { markdownHtml } from "../../../worker/common/markdown";

/** Markdown shown as formatted text: the same renderer as the EPUB and the HTML exports, styled by `.markdown`. */
export function MarkdownView({ markdown, className = "" }: { markdown: string; className?: string }) {
  return (
    <div
      className={`markdown ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: micromark escapes raw HTML and drops unsafe link protocols
      dangerouslySetInnerHTML={{ __html: markdownHtml(markdown) }}
    />
  );
}
