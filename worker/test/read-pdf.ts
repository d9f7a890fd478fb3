/**
 * Reads a PDF the way a reader does, with pdf.js (Mozilla's PDF reader), for the Node-side tests: the document's
 * information, and each page's text as lines. Warnings pdf.js prints (a font it cannot use, say) are collected.
 */
import { getDocument, VerbosityLevel } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

export interface ReadPage {
  lines: string[];
  items: TextItem[];
}

export async function readPdf(bytes: Uint8Array) {
  const warnings: string[] = [];
  const original = console.log;
  console.log = (...args: unknown[]) => warnings.push(args.join(" "));
  try {
    const pdf = await getDocument({ data: bytes.slice(), verbosity: VerbosityLevel.WARNINGS, isEvalSupported: false })
      .promise;
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    const pages: ReadPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const items = (await (await pdf.getPage(n)).getTextContent()).items as TextItem[];
      const lines = items
        .map((item) => `${item.str}${item.hasEOL ? "\n" : ""}`)
        .join("")
        .split("\n")
        .filter(Boolean);
      pages.push({ lines, items });
    }
    return { info, pages, warnings };
  } finally {
    console.log = original;
  }
}

/** The lines of every page after the title page, without the page numbers (each page's last line). */
export function bodyLines(pages: ReadPage[]): string[] {
  return pages.slice(1).flatMap((page, i) => {
    if (page.lines.at(-1) !== String(i + 2)) throw new Error(`page ${i + 2} does not end with its number`);
    return page.lines.slice(0, -1);
  });
}

export const withoutWhitespace = (text: string) => text.replace(/\s+/g, "");
export const oneSpaced = (text: string) => text.replace(/\s+/g, " ").trim();
