import { saveFile } from "../../lib/save-file";

/** A CSV file of rows: values quoted when they hold a comma, a quote or a line break (RFC 4180). */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? "" : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n");
}

/** Offers a CSV to download under a file name. */
export function downloadCsv(name: string, csv: string) {
  saveFile(new Blob([csv], { type: "text/csv;charset=utf-8" }), name);
}
