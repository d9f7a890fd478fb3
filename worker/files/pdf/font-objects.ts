import type { PdfFace } from "./document-fonts";
import { hex4, type PdfObjects, pdfNumber } from "./objects";

const encoder = new TextEncoder();

/** The six capital letters a subset font's name starts with, the same for the same face and characters. */
function subsetTag(face: PdfFace): string {
  let hash = 2166136261;
  for (const { codePoint } of face.characters) hash = Math.imul(hash ^ codePoint, 16777619) >>> 0;
  for (const letter of face.font.postscriptName) hash = Math.imul(hash ^ letter.charCodeAt(0), 16777619) >>> 0;
  let tag = "";
  for (let letters = 0; letters < 6; letters++) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  return tag;
}

function utf16Hex(codePoint: number): string {
  const text = String.fromCodePoint(codePoint);
  let hex = "";
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i));
  return hex;
}

/** Character id → Unicode, so that text copied or extracted from the PDF is the text that was written. */
function toUnicode(face: PdfFace): Uint8Array {
  const blocks: string[] = [];
  for (let start = 0; start < face.characters.length; start += 100) {
    const chunk = face.characters.slice(start, start + 100);
    const pairs = chunk.map(({ codePoint }, i) => `<${hex4(start + i + 1)}> <${utf16Hex(codePoint)}>`);
    blocks.push(`${chunk.length} beginbfchar\n${pairs.join("\n")}\nendbfchar`);
  }
  return encoder.encode(`/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
${blocks.join("\n")}
endcmap
CMapName currentdict /CMap defineresource pop
end
end
`);
}

/** Character id → glyph in the subset font, two bytes each. */
function characterToGlyphMap(face: PdfFace): Uint8Array {
  const map = new DataView(new ArrayBuffer(2 * (face.characters.length + 1)));
  face.characters.forEach(({ glyph }, i) => {
    map.setUint16(2 * (i + 1), glyph);
  });
  return new Uint8Array(map.buffer);
}

/**
 * Embeds the face as a Type 0 font: a CIDFontType2 over the subset TrueType program, with widths, the character-id
 * to glyph map and a ToUnicode map. Returns the Type 0 font's object number.
 */
export function addFont(pdf: PdfObjects, face: PdfFace): number {
  const { font } = face;
  const scale = (value: number) => pdfNumber((value * 1000) / font.unitsPerEm);
  const name = `${subsetTag(face)}+${font.postscriptName}`;
  const widths = face.characters.map(({ codePoint }) => face.width(codePoint)).join(" ");
  const program = face.subset.encode();
  const fontFile = pdf.addStream(program, `/Length1 ${program.byteLength}`);
  const descriptor = pdf.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${font.bbox.map(scale).join(" ")}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${fontFile} 0 R >>`,
  );
  const glyphMap = pdf.addStream(characterToGlyphMap(face));
  const cidFont = pdf.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 [${widths}]] /CIDToGIDMap ${glyphMap} 0 R >>`,
  );
  const unicode = pdf.addStream(toUnicode(face));
  return pdf.add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${unicode} 0 R >>`,
  );
}
