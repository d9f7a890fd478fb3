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

/**
 * RFC 4180 CSV with a byte-order mark (so spreadsheet apps read UTF-8). A cell that a spreadsheet would run as a
 * formula (=, +, -, @ first) is written with a leading apostrophe: exported text never executes.
 */
export function toCsv(rows: string[][]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
