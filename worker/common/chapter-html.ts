import { escapeMarkup } from "./markup";

/** Markdown-ish chapter text as HTML: headings, bullet and numbered lists, quotes, emphasis lines, paragraphs. */
export function chapterHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const heading = /^(#{1,6})[ \t]+(\S[^\n]*)$/.exec(block);
      if (heading)
        return `<h${Math.min(6, heading[1]!.length + 1)}>${escapeMarkup(heading[2]!)}</h${Math.min(6, heading[1]!.length + 1)}>`;
      const lines = block.split("\n");
      if (lines.every((l) => /^\s*[-*]\s+/.test(l)))
        return `<ul>${lines.map((l) => `<li>${escapeMarkup(l.replace(/^\s*[-*]\s+/, ""))}</li>`).join("")}</ul>`;
      if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l)))
        return `<ol>${lines.map((l) => `<li>${escapeMarkup(l.replace(/^\s*\d+[.)]\s+/, ""))}</li>`).join("")}</ol>`;
      if (lines.every((l) => /^>\s?/.test(l)))
        return `<blockquote>${escapeMarkup(lines.map((l) => l.replace(/^>\s?/, "")).join(" "))}</blockquote>`;
      const emphasis = /^_(.*)_$/.exec(block);
      if (emphasis) return `<p><em>${escapeMarkup(emphasis[1]!)}</em></p>`;
      return `<p>${escapeMarkup(block).replace(/\n/g, "<br/>")}</p>`;
    })
    .join("\n");
}
