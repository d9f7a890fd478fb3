/**
 * Text documents as PDF: A5 pages, a title page, then headed sections whose Markdown is set as the EPUB renders it
 * (headings, bold, slanted italic, lists, quotes: markdown-blocks.ts) with wrapped lines and page numbers, set
 * in subsets of the Noto fonts that cover the text (Latin with its accents, Greek, Cyrillic, Chinese, Japanese,
 * Korean; each character in the first font that has it). Text in a script that needs shaping or right-to-left
 * layout (Arabic, Hebrew, Devanagari and other Indic scripts, Thai…) gets no PDF rather than a broken one.
 *
 * Written here rather than on pdf-lib + @pdf-lib/fontkit: those two add about 600 KB gzip to a worker whose budget is
 * 1 MB, and fontkit 1.1.1's subsetter silently corrupts TrueType glyphs (short offsets over odd-length outlines) and
 * CID-keyed CFF fonts (pdf-lib issue #1232). This writer and its subsetter (../fonts/) add about 10 KB.
 */
import type { PdfOmission } from "../../../schema/publishing-enums";
import { LANGUAGE_TAG } from "../../common/languages";
import type { FontFileReader } from "../fonts/font-files";
import { type DocumentFonts, loadDocumentFonts, type PdfFace } from "./document-fonts";
import { addFont } from "./font-objects";
import { type Line, layoutPages, PAGE, type PdfDocument, type TextWidth, weightOf } from "./layout";
import { type Block, markdownBlocks, markedRuns, markedStyle, REGULAR, type RunStyle } from "./markdown-blocks";
import { hex4, PdfObjects, pdfNumber, pdfTextString } from "./objects";
import { unshapedScripts } from "./scripts";

export type { PdfDocument, PdfSection } from "./layout";

/** The longest text a PDF is built from (about 90,000 English words): longer books stay within a worker's memory and CPU by getting no PDF. */
export const MAX_PDF_CHARACTERS = 500_000;

export type TextPdf =
  | {
      bytes: Uint8Array;
      /** How many pages the PDF has. */
      pages: number;
      /** Symbols no packaged font has, left out of the PDF. */
      leftOut: string[];
      omission?: never;
    }
  | { bytes?: never; omission: PdfOmission };

const PAGE_NUMBER_SIZE = 9;

function normalized(doc: PdfDocument): PdfDocument {
  const nfc = (text: string) => text.normalize("NFC");
  return {
    title: nfc(doc.title),
    author: nfc(doc.author),
    subtitle: doc.subtitle && nfc(doc.subtitle),
    language: doc.language,
    sections: doc.sections.map((section) => ({ heading: nfc(section.heading), body: nfc(section.body) })),
    titlePage: doc.titlePage,
  };
}

/** How far italic text leans: there is no italic face, so the regular or bold one is slanted (about 11°). */
const ITALIC_SHEAR = 0.2;

/**
 * One line of text at a position: a run of glyphs per font it switches to. Style marks switch weight and slant; the
 * text matrix is set again where the slant changes, at the width set so far.
 */
function showLine(line: Pick<Line, "text" | "size" | "weight" | "style">, x: number, y: number, fonts: DocumentFonts) {
  const { text, size } = line;
  let ops = "";
  let face: PdfFace | undefined;
  let glyphs = "";
  let advance = 0;
  let style: RunStyle = line.style;
  let slanted: boolean | undefined;
  const flush = () => {
    if (face && glyphs) ops += `/${face.resource} ${pdfNumber(size)} Tf <${glyphs}> Tj\n`;
    glyphs = "";
  };
  for (const character of text) {
    const marked = markedStyle(character);
    if (marked) {
      style = marked;
      continue;
    }
    if (slanted !== style.italic) {
      flush();
      slanted = style.italic;
      ops += `1 0 ${slanted ? ITALIC_SHEAR : 0} 1 ${pdfNumber(x + advance)} ${pdfNumber(y)} Tm\n`;
    }
    const codePoint = character.codePointAt(0)!;
    const next = fonts.face(codePoint, weightOf(style, line.weight));
    if (!next) continue;
    if (next !== face) {
      flush();
      face = next;
    }
    glyphs += hex4(face.characterId(codePoint));
    advance += (face.width(codePoint) * size) / 1000;
  }
  flush();
  return ops;
}

/** The text of the document set in each weight, for the fonts to cover: marked bold runs in the bold one. */
function textByWeight(doc: PdfDocument, bodies: Block[][]): { regular: string; bold: string } {
  const bold = [doc.title, ...doc.sections.map((section) => section.heading)];
  const regular = [doc.subtitle ?? "", doc.author, " 0123456789", "*"];
  const add = (text: string, base: "regular" | "bold") => {
    for (const run of markedRuns(text)) (weightOf(run.style, base) === "bold" ? bold : regular).push(run.text);
  };
  for (const blocks of bodies)
    for (const block of blocks) {
      if (block.kind === "heading") add(block.text, "bold");
      else if (block.kind === "paragraph") add(`${block.marker ?? ""} ${block.text}`, "regular");
      else if (block.kind === "code") regular.push(block.text);
    }
  return { regular: regular.join("\n"), bold: bold.join("\n") };
}

function pageContent(lines: Line[], pageNumber: number, fonts: DocumentFonts, width: TextWidth): string {
  let y = PAGE.height - PAGE.margin;
  let ops = "BT\n";
  for (const line of lines) {
    y -= line.gapBefore + line.size * 1.2;
    ops += showLine(line, PAGE.margin + line.indent, y, fonts);
    y -= line.size * 0.2;
  }
  if (pageNumber > 1) {
    const number = String(pageNumber);
    const x = (PAGE.width - width(number, PAGE_NUMBER_SIZE, "regular")) / 2;
    ops += showLine({ text: number, size: PAGE_NUMBER_SIZE, weight: "regular", style: REGULAR }, x, 28, fonts);
  }
  return `${ops}ET\n`;
}

/** Builds the PDF, or says why it cannot (see PdfOmission). Fonts are read through `read` only when the text needs them. */
export async function buildTextPdf(source: PdfDocument, read: FontFileReader): Promise<TextPdf> {
  const doc = normalized(source);
  const length = [doc.title, doc.subtitle ?? "", doc.author, ...doc.sections.flatMap((s) => [s.heading, s.body])]
    .map((text) => text.length)
    .reduce((sum, n) => sum + n, 0);
  if (length > MAX_PDF_CHARACTERS) return { omission: { reason: "too-long", maxCharacters: MAX_PDF_CHARACTERS } };
  const bodies = doc.sections.map((section) => markdownBlocks(section.body));
  const { regular, bold } = textByWeight(doc, bodies);
  const scripts = unshapedScripts(`${bold}\n${regular}`);
  if (scripts.length) return { omission: { reason: "unshaped-script", scripts } };
  const fonts = await loadDocumentFonts({ regular, bold }, doc.language, read);
  if (fonts.uncoveredLetters.length)
    return { omission: { reason: "uncovered-letters", characters: fonts.uncoveredLetters.slice(0, 8) } };

  const width: TextWidth = (text, size, weight) => {
    let thousandths = 0;
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      thousandths += fonts.face(codePoint, weight)?.width(codePoint) ?? 0;
    }
    return (thousandths * size) / 1000;
  };
  const pages = layoutPages(doc, bodies, width);

  const pdf = new PdfObjects();
  const catalog = pdf.reserve();
  const pageTree = pdf.reserve();
  const resources = pdf.reserve();
  const encoder = new TextEncoder();
  const pageIds = pages.map((lines, i) => {
    const contents = pdf.addStream(encoder.encode(pageContent(lines, i + 1, fonts, width)));
    return pdf.add(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents ${contents} 0 R /Resources ${resources} 0 R >>`,
    );
  });
  const fontEntries = fonts.faces
    .filter((face) => face.characters.length > 0)
    .map((face) => `/${face.resource} ${addFont(pdf, face)} 0 R`);
  pdf.set(resources, `<< /Font << ${fontEntries.join(" ")} >> >>`);
  pdf.set(
    pageTree,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
  );
  const language = LANGUAGE_TAG.test(doc.language) ? ` /Lang (${doc.language})` : "";
  pdf.set(
    catalog,
    `<< /Type /Catalog /Pages ${pageTree} 0 R${language} /ViewerPreferences << /DisplayDocTitle true >> >>`,
  );
  const info = pdf.add(
    `<< /Title ${pdfTextString(doc.title)} /Author ${pdfTextString(doc.author)} /Producer (Inkspire) /Creator (Inkspire) >>`,
  );
  return { bytes: pdf.serialize(catalog, info), pages: pages.length, leftOut: fonts.leftOut };
}
