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
