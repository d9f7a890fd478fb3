import { headingOf } from "../../text/headings";

/** A document's text as rows for a spreadsheet: a Markdown table as its rows, otherwise one row per paragraph. */
export function rowsOf(content: string): string[][] {
  const lines = content.split(/\r?\n/);
  const table = lines.filter((line) => /^\s*\|.*\|\s*$/.test(line));
  if (table.length >= 2) {
    return table
      .filter((line) => !/^\s*\|[\s:|-]+\|\s*$/.test(line))
      .map((line) =>
        line
          .trim()
          .slice(1, -1)
          .split("|")
          .map((cell) => cell.trim()),
      );
  }
  const rows: string[][] = [["#", "Section", "Text"]];
  let section = "";
  for (const paragraph of content.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    const heading = headingOf(text);
    if (heading && !text.includes("\n")) {
      section = heading.text;
      continue;
    }
    for (const line of text.split("\n")) {
      const item = line.replace(/^\s*[-*]\s+/, "").trim();
      if (item) rows.push([String(rows.length), section, item]);
    }
  }
  return rows;
}
