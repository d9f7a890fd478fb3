import { strToU8, zipSync } from "fflate";
import { headingOf } from "../../text/headings";

/** False for the characters XML 1.0 cannot carry: control characters other than tab, newline and carriage return. */
const xmlCharacter = (char: string) => {
  const code = char.codePointAt(0)!;
  return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 0xfffe && code !== 0xffff);
};

const xml = (text: string) =>
  [...text]
    .filter(xmlCharacter)
    .join("")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** One paragraph; headings are bold and larger (direct formatting, so the package needs no style part). */
function paragraph(text: string, size?: number): string {
  const props = size ? `<w:rPr><w:b/><w:sz w:val="${size}"/></w:rPr>` : "";
  return `<w:p><w:r>${props}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
}

const HEADING_SIZES = [40, 32, 28, 26, 24, 24];

/** A Markdown-ish text as WordprocessingML paragraphs: headings, list items with a bullet, and plain paragraphs. */
function body(content: string): string {
  const parts: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    const heading = headingOf(line);
    if (heading) parts.push(paragraph(heading.text, HEADING_SIZES[heading.level - 1]));
    else if (/^\s*[-*]\s+/.test(line)) parts.push(paragraph(`• ${line.replace(/^\s*[-*]\s+/, "")}`));
    else if (line.trim()) parts.push(paragraph(line));
  }
  return parts.join("");
}

/**
 * A Word document (.docx, Office Open XML) of the text: the smallest valid package (content types, the package
 * relationships, the document and its title in the core properties), zipped with fflate.
 */
export function toDocx(title: string, content: string, now = new Date()): Uint8Array {
  const files = {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    "docProps/core.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(title)}</dc:title><dcterms:created xsi:type="dcterms:W3CDTF">${now.toISOString().slice(0, 19)}Z</dcterms:created></cp:coreProperties>`,
    "word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph(title, 48)}${body(content)}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 6 });
}
