import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { checkProductFile } from "../../features/marketplace/files";
import { assetFontReader } from "../fonts/font-files";
import { NOTO_FACES } from "../fonts/noto-faces";
import { buildTextPdf } from "./text-pdf";

// Inside workerd, as the worker runs it: fonts come through the ASSETS binding (the Node tests beside this one read
// the PDFs back with pdf.js).
describe("a text PDF built in the worker", () => {
  it("has an exact cross-reference table, one page per section after the title page, and its fonts embedded", async () => {
    const pdf = await buildTextPdf(
      {
        title: "Guide (draft) — Ünïcode",
        author: "Maya Chen",
        language: "en",
        sections: [
          { heading: "A", body: "Text." },
          { heading: "B", body: "More, with é and ж." },
        ],
      },
      assetFontReader(env.ASSETS),
    );
    const bytes = pdf.bytes!;
    const text = new TextDecoder("latin1").decode(bytes);
    expect(text.startsWith("%PDF-1.7")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(10);
    for (const [i, offset] of offsets.entries()) expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
    expect(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(text)![1]).toBe("3");
    expect([...text.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]).sort()).toEqual([
      "NotoSans-Bold",
      "NotoSans-Regular",
    ]);
    expect(text.match(/\/FontFile2 \d+ 0 R/g)).toHaveLength(2);
    expect(text).toContain("/Lang (en)");
    expect(checkProductFile(bytes).type).toBe("application/pdf");
  });

  it("says so when the fonts are missing from the static assets, instead of embedding the app's HTML", async () => {
    const spa = { fetch: async () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } }) };
    await expect(assetFontReader(spa as unknown as Fetcher)(NOTO_FACES.korean.regular)).rejects.toThrow(
      /NotoSansKR-Regular.ttf is missing from the static assets/,
    );
    await expect(assetFontReader(undefined)(NOTO_FACES.korean.regular)).rejects.toThrow(/ASSETS binding/);
  });
});
