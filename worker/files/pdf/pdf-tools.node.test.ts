import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nodeFontReader } from "../fonts/node-font-files";
import { buildTextPdf, type PdfDocument } from "./text-pdf";

// Judged by tools nobody here wrote: poppler's pdftotext and pdffonts, and qpdf (installed by npm run setup).
const folder = mkdtempSync(join(tmpdir(), "pdf-tools-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function pdfFile(doc: PdfDocument): Promise<string> {
  const pdf = await buildTextPdf(doc, nodeFontReader);
  if (!pdf.bytes) throw new Error(`no PDF: ${JSON.stringify(pdf.omission)}`);
  const path = join(folder, `${doc.language}.pdf`);
  writeFileSync(path, pdf.bytes);
  return path;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" });
const words = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a book's PDF, read by poppler and qpdf", () => {
  it("prints the Markdown as the EPUB renders it: pdftotext finds the text and none of its marks", async () => {
    const body = [
      "## Getting started",
      "Some **bold words** and *slanted ones*, a [link](https://example.com/guide) and `code`.",
      "- first item\n- second **item**",
      "Après le **déjeuner**, Жизнь *продолжается*.",
    ].join("\n\n");
    const path = await pdfFile({
      title: "Marks",
      author: "A. Writer",
      language: "en",
      sections: [{ heading: "One", body }],
    });
    expect(run("qpdf", ["--check", path])).toContain("No syntax or stream encoding errors found");
    const text = words(run("pdftotext", ["-enc", "UTF-8", path, "-"]));
    expect(text).toContain("Getting started Some bold words and slanted ones, a link and code.");
    expect(text).toContain("• first item • second item");
    expect(text).toContain("Après le déjeuner, Жизнь продолжается.");
    expect(text).not.toMatch(/\*\*|##|`|\[link\]/);
    // Every font is embedded, as a subset.
    const fonts = run("pdffonts", [path]).split("\n").slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(1);
    for (const font of fonts) expect(font).toMatch(/^[A-Z]{6}\+\S+ .* yes yes /);
  });

  it("reads back Japanese exactly", async () => {
    const body =
      "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。\n\n**焦らず**、一歩ずつ進みましょう。";
    const path = await pdfFile({
      title: "回復",
      author: "陈玛雅",
      language: "ja",
      sections: [{ heading: "最初", body }],
    });
    expect(run("qpdf", ["--check", path])).toContain("No syntax or stream encoding errors found");
    const text = run("pdftotext", ["-enc", "UTF-8", path, "-"]).replace(/\s+/g, "");
    expect(text).toContain(
      "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。焦らず、一歩ずつ進みましょう。",
    );
  });
});
