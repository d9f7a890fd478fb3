import { micromark } from "micromark";

export interface MarkdownOptions {
  /** Added to every heading level (capped at h6), for text that sits under a title of its own. */
  headingOffset?: number;
  /**
   * False for documents read outside the site (exports): an image from another server would tell its owner who
   * opened the file and when, so each becomes its alt text.
   */
  remoteImages?: boolean;
}

/**
 * The first element of an exported HTML document's head: even a browser that opens the file from disk loads nothing
 * from elsewhere (no images, scripts or fonts), only the document's own inline styles.
 */
export const OFFLINE_DOCUMENT_POLICY =
  "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\"/>";

/** micromark's own image tags whose source is on another server (an author's "<img" arrives escaped). */
const REMOTE_IMAGE = /<img src="(?:[a-z][a-z0-9+.-]*:)?\/\/[^"]*" alt="([^"]*)"(?: title="[^"]*")? \/>/gi;

/**
 * CommonMark as HTML that is also well-formed XHTML (void elements self-close), so the same output serves the
 * in-app previews, the HTML exports and the EPUB. micromark is safe by default: raw HTML in the text is escaped
 * and dangerous link protocols (javascript:, data: for links) are dropped.
 */
export function markdownHtml(markdown: string, options: MarkdownOptions = {}): string {
  const rendered = micromark(markdown);
  const html = options.remoteImages === false ? rendered.replace(REMOTE_IMAGE, "$1") : rendered;
  const offset = options.headingOffset ?? 0;
  if (!offset) return html;
  // Only micromark's own tags can match: any "<h2>" typed by the author arrives escaped as "&lt;h2&gt;".
  return html.replace(/<(\/?)h([1-6])>/g, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) + offset)}>`;
  });
}
