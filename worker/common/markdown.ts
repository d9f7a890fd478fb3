import { micromark } from "micromark";

export interface MarkdownOptions {
  /** Added to every heading level (capped at h6), for text that sits under a title of its own. */
  headingOffset?: number;
}

/**
 * CommonMark as HTML that is also well-formed XHTML (void elements self-close), so the same output serves the
 * in-app previews, the HTML exports and the EPUB. micromark is safe by default: raw HTML in the text is escaped
 * and dangerous link protocols (javascript:, data: for links) are dropped.
 */
export function markdownHtml(markdown: string, options: MarkdownOptions = {}): string {
  const html = micromark(markdown);
  const offset = options.headingOffset ?? 0;
  if (!offset) return html;
  // Only micromark's own tags can match: any "<h2>" typed by the author arrives escaped as "&lt;h2&gt;".
  return html.replace(/<(\/?)h([1-6])>/g, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + offset)}>`;
  });
}
