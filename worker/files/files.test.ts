import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkProductFile } from "../features/marketplace/files";
import { buildEpub } from "./epub";

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

describe("product file checks", () => {
  it("go by the bytes, not the name, and refuse anything else", () => {
    expect(() => checkProductFile(new TextEncoder().encode("GIF89a..."))).toThrow(/PDF, EPUB or ZIP/);
    expect(() => checkProductFile(new Uint8Array())).toThrow(/empty/);
  });
});
