import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkProductFile } from "../features/marketplace/files";
import { buildEpub } from "./epub";
import { buildTextPdf } from "./pdf";

const book = {
  id: "3f1d4a52-8d8c-4b8e-9d44-0d4c1a6f2b11",
  title: "A Test & Guide",
  author: "Maya Chen",
  language: "en",
  modified: new Date(Date.UTC(2026, 0, 1)),
  chapters: [
    { title: "One", body: "First paragraph.\n\nSecond <paragraph>." },
    { title: "Two", body: "Another chapter." },
  ],
};

describe("EPUB", () => {
  it("starts with the uncompressed mimetype and holds the package, navigation and every chapter", () => {
    const bytes = buildEpub(book);
    expect(new TextDecoder().decode(bytes.subarray(30, 58))).toBe("mimetypeapplication/epub+zip");
    const files = unzipSync(bytes);
    expect(Object.keys(files)[0]).toBe("mimetype");
    const opf = new TextDecoder().decode(files["OEBPS/content.opf"]);
    expect(opf).toContain('version="3.0"');
    expect(opf).toContain("<dc:title>A Test &amp; Guide</dc:title>");
    expect(opf).toContain('properties="nav"');
    expect(new TextDecoder().decode(files["OEBPS/chapter-001.xhtml"])).toContain("<p>Second &lt;paragraph&gt;.</p>");
    expect(new TextDecoder().decode(files["META-INF/container.xml"])).toContain("OEBPS/content.opf");
    expect(checkProductFile(bytes).type).toBe("application/epub+zip");
  });

  it("gives the same bytes for the same book", () => {
    expect(buildEpub(book)).toEqual(buildEpub(book));
  });
});

describe("PDF", () => {
  it("has an exact cross-reference table and one page per section after the title page", () => {
    const bytes = buildTextPdf({
      title: "Guide (draft)",
      author: "Maya Chen",
      sections: [
        { heading: "A", body: "Text." },
        { heading: "B", body: "More." },
      ],
    });
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    for (const [i, offset] of offsets.entries()) expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    expect(/\/Count (\d+)/.exec(text)![1]).toBe("3");
    expect(text).toContain("(Guide \\(draft\\)) Tj");
    expect(checkProductFile(bytes).type).toBe("application/pdf");
  });
});

describe("product file checks", () => {
  it("go by the bytes, not the name, and refuse anything else", () => {
    expect(() => checkProductFile(new TextEncoder().encode("GIF89a..."))).toThrow(/PDF, EPUB or ZIP/);
    expect(() => checkProductFile(new Uint8Array())).toThrow(/empty/);
  });
});
