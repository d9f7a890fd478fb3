import { buildEpub } from "../../files/epub";

export interface BookSource {
  id: string;
  title: string;
  author: string;
  description: string;
  chapters: { title: string; body: string }[];
  updatedAt: number;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch]!);
}

/** Markdown-ish chapter text as HTML: headings, bullet and numbered lists, quotes, emphasis lines, paragraphs. */
export function chapterHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(block);
      if (heading)
        return `<h${Math.min(6, heading[1]!.length + 1)}>${escapeHtml(heading[2]!)}</h${Math.min(6, heading[1]!.length + 1)}>`;
      const lines = block.split("\n");
      if (lines.every((l) => /^\s*[-*]\s+/.test(l)))
        return `<ul>${lines.map((l) => `<li>${escapeHtml(l.replace(/^\s*[-*]\s+/, ""))}</li>`).join("")}</ul>`;
      if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l)))
        return `<ol>${lines.map((l) => `<li>${escapeHtml(l.replace(/^\s*\d+[.)]\s+/, ""))}</li>`).join("")}</ol>`;
      if (lines.every((l) => /^>\s?/.test(l)))
        return `<blockquote>${escapeHtml(lines.map((l) => l.replace(/^>\s?/, "")).join(" "))}</blockquote>`;
      const emphasis = /^_(.*)_$/.exec(block);
      if (emphasis) return `<p><em>${escapeHtml(emphasis[1]!)}</em></p>`;
      return `<p>${escapeHtml(block).replace(/\n/g, "<br/>")}</p>`;
    })
    .join("\n");
}

/** The manuscript as one standalone HTML file (for reading, printing, or pasting into an editor). */
export function manuscriptHtml(book: BookSource): string {
  const toc = book.chapters.map((c, i) => `<li><a href="#chapter-${i + 1}">${escapeHtml(c.title)}</a></li>`).join("");
  const body = book.chapters
    .map((c, i) => `<section id="chapter-${i + 1}"><h2>${escapeHtml(c.title)}</h2>\n${chapterHtml(c.body)}</section>`)
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"/><title>${escapeHtml(book.title)}</title>
<style>body{font-family:Georgia,serif;max-width:40em;margin:3em auto;padding:0 1em;line-height:1.6;color:#1e293b}h1{font-size:2.2em}h2{margin-top:2.5em}blockquote{border-left:3px solid #c7d2fe;margin-left:0;padding-left:1em;color:#475569}</style>
</head><body>
<h1>${escapeHtml(book.title)}</h1><p>${escapeHtml(book.author)}</p>
<nav><h2>Contents</h2><ol>${toc}</ol></nav>
${body}
</body></html>
`;
}

/** The work as an EPUB 3 (chapter text rendered as XHTML paragraphs). */
export function workEpub(book: BookSource): Uint8Array {
  return buildEpub({
    id: book.id,
    title: book.title,
    author: book.author,
    language: "en",
    description: book.description,
    modified: new Date(book.updatedAt),
    chapters: book.chapters.map((chapter) => ({
      title: chapter.title,
      body: chapter.body.replace(/^#{1,6}\s+/gm, "").replace(/^_(.*)_$/gm, "$1"),
    })),
  });
}
