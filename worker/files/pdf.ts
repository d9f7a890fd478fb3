/**
 * A small, dependable PDF writer for text documents: A5 pages, Helvetica (one of the 14 fonts every reader has),
 * a title page and headed sections with wrapped paragraphs. Characters outside Windows-1252 are transliterated.
 */
export interface PdfSection {
  heading: string;
  body: string;
}

export interface PdfDocument {
  title: string;
  author: string;
  subtitle?: string;
  sections: PdfSection[];
}

const PAGE = { width: 420, height: 595, margin: 48 };
const BODY_SIZE = 10.5;
/** Helvetica's average advance is about half the font size; wrapping by it keeps lines inside the margin. */
const CHARS_PER_LINE = Math.floor((PAGE.width - 2 * PAGE.margin) / (BODY_SIZE * 0.5));

function toPdfText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/…/g, "...")
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/([\\()])/g, "\\$1");
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  gapBefore?: number;
}

function layout(doc: PdfDocument): Line[][] {
  const pages: Line[][] = [];
  const titlePage: Line[] = [
    ...wrap(doc.title, 28).map((text, i) => ({ text, size: 20, bold: true, gapBefore: i === 0 ? 140 : 6 })),
    ...(doc.subtitle ? wrap(doc.subtitle, 48).map((text, i) => ({ text, size: 11, gapBefore: i === 0 ? 18 : 2 })) : []),
    { text: doc.author, size: 12, gapBefore: 30 },
  ];
  pages.push(titlePage);
  let page: Line[] = [];
  let used = 0;
  const usable = PAGE.height - 2 * PAGE.margin;
  const push = (line: Line) => {
    const height = (line.gapBefore ?? 0) + line.size * 1.4;
    if (used + height > usable && page.length) {
      pages.push(page);
      page = [];
      used = 0;
      line = { ...line, gapBefore: 0 };
    }
    page.push(line);
    used += (line.gapBefore ?? 0) + line.size * 1.4;
  };
  for (const section of doc.sections) {
    if (page.length) {
      pages.push(page);
      page = [];
      used = 0;
    }
    for (const [i, text] of wrap(section.heading, 40).entries()) {
      push({ text, size: 15, bold: true, gapBefore: i === 0 ? 0 : 4 });
    }
    for (const paragraph of section.body.split(/\n\s*\n/)) {
      for (const [i, text] of wrap(paragraph, CHARS_PER_LINE).entries()) {
        push({ text, size: BODY_SIZE, gapBefore: i === 0 ? 10 : 0 });
      }
    }
  }
  if (page.length) pages.push(page);
  return pages;
}

function contentStream(lines: Line[], pageNumber: number): string {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const line of lines) {
    y -= (line.gapBefore ?? 0) + line.size * 1.2;
    ops.push(
      `BT /${line.bold ? "F2" : "F1"} ${line.size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${toPdfText(line.text)}) Tj ET`,
    );
    y -= line.size * 0.2;
  }
  if (pageNumber > 1) ops.push(`BT /F1 9 Tf ${PAGE.width / 2 - 6} 28 Td (${pageNumber}) Tj ET`);
  return ops.join("\n");
}

/** Builds the PDF: catalog, page tree, two fonts, one content stream per page, an exact cross-reference table. */
export function buildTextPdf(doc: PdfDocument): Uint8Array {
  const pages = layout(doc);
  const objects: string[] = [];
  // push returns the new length, which is the new object's number (objects are numbered from 1).
  const add = (body: string) => objects.push(body);
  const catalog = add("");
  const pageTree = add("");
  const fontRegular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const fontBold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(`<< /Title (${toPdfText(doc.title)}) /Author (${toPdfText(doc.author)}) /Producer (Inkspire) >>`);
  const pageIds = pages.map((lines, i) => {
    const stream = contentStream(lines, i + 1);
    const contents = add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${contents} 0 R /Resources << /Font << /F1 ${fontRegular} 0 R /F2 ${fontBold} 0 R >> >> >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
