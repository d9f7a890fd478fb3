import { textDirection } from "../../common/languages";
import { markdownHtml, OFFLINE_DOCUMENT_POLICY } from "../../common/markdown";
import { escapeMarkup } from "../../common/markup";
import { buildEpub } from "../../files/epub";

export interface BookSource {
  id: string;
  title: string;
  author: string;
  description: string;
  /** The language of the text (BCP 47). */
  language: string;
  chapters: { title: string; body: string }[];
  updatedAt: number;
}

/** The manuscript as one standalone HTML file (for reading, printing, or pasting into an editor). */
export function manuscriptHtml(book: BookSource): string {
  const toc = book.chapters.map((c, i) => `<li><a href="#chapter-${i + 1}">${escapeMarkup(c.title)}</a></li>`).join("");
  const body = book.chapters
    .map(
      (c, i) =>
        `<section id="chapter-${i + 1}"><h2>${escapeMarkup(c.title)}</h2>\n${markdownHtml(c.body, { headingOffset: 1, remoteImages: false })}</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${book.language}" dir="${textDirection(book.language)}"><head><meta charset="utf-8"/>${OFFLINE_DOCUMENT_POLICY}<title>${escapeMarkup(book.title)}</title>
<style>body{font-family:Georgia,serif;max-width:40em;margin:3em auto;padding:0 1em;line-height:1.6;color:#1e293b}h1{font-size:2.2em}h2{margin-top:2.5em}blockquote{border-left:3px solid #c7d2fe;margin-left:0;padding-left:1em;color:#475569}</style>
</head><body>
<h1>${escapeMarkup(book.title)}</h1><p>${escapeMarkup(book.author)}</p>
<nav><h2>Contents</h2><ol>${toc}</ol></nav>
${body}
</body></html>
`;
}

/** The work as an EPUB 3, each chapter's Markdown rendered as XHTML. */
export function workEpub(book: BookSource): Uint8Array {
  return buildEpub({
    id: book.id,
    title: book.title,
    author: book.author,
    language: book.language,
    description: book.description,
    modified: new Date(book.updatedAt),
    chapters: book.chapters,
  });
}
