import { describe, expect, it } from "vitest";
import { attachmentDisposition, fileDownload } from "./download";

describe("a file download", () => {
  it("names a non-ASCII file in UTF-8 with an ASCII fallback (RFC 6266)", () => {
    expect(attachmentDisposition("Interopérabilité.epub")).toBe(
      "attachment; filename=\"Interoperabilite.epub\"; filename*=UTF-8''Interop%C3%A9rabilit%C3%A9.epub",
    );
    expect(attachmentDisposition("退院.pdf")).toBe(
      "attachment; filename=\"__.pdf\"; filename*=UTF-8''%E9%80%80%E9%99%A2.pdf",
    );
  });

  it("never lets a name break out of the header or name a folder", () => {
    const header = attachmentDisposition('a"b\\c/d\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c_d__Set-Cookie: x.pdf"');
    expect(header).toContain("filename*=UTF-8''a%22b_c_d__Set-Cookie%3A%20x.pdf");
  });

  it("sets the type, the length and no caching", () => {
    const response = fileDownload("hello", { name: "notes.md", type: "text/markdown; charset=utf-8", size: 5 });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "text/markdown; charset=utf-8",
      "content-length": "5",
      "cache-control": "private, no-store",
    });
  });
});
