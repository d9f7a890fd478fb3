import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { docxText, isAcceptedUpload, readUpload, UnsupportedUploadError } from "./read-upload";

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
<w:p><w:r><w:t>Chapter one</w:t></w:r></w:p>
<w:p><w:r><w:t xml:space="preserve">Recovery is </w:t></w:r><w:r><w:t>a long road.</w:t></w:r></w:p>
<w:p></w:p>
</w:body></w:document>`;

describe("uploads into the content box", () => {
  it("reads a .docx's paragraphs in the browser", async () => {
    const docx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8(DOCUMENT) });
    expect(await docxText(docx)).toBe("Chapter one\n\nRecovery is a long road.");
  });

  it("reads plain text", async () => {
    expect(await readUpload(new File(["hello there"], "notes.txt", { type: "text/plain" }))).toBe("hello there");
  });

  it("refuses other types, whatever the picker offered", async () => {
    expect(isAcceptedUpload(new File(["%PDF-1.4"], "book.pdf", { type: "application/pdf" }))).toBe(false);
    expect(isAcceptedUpload(new File(["x"], "old.doc", { type: "application/msword" }))).toBe(false);
    await expect(readUpload(new File(["# hi"], "notes.md", { type: "text/markdown" }))).rejects.toBeInstanceOf(
      UnsupportedUploadError,
    );
  });
});
