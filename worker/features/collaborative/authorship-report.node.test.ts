import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Authorship } from "../../../durable-objects/collab-room/protocol";
import { nodeFontReader } from "../../files/fonts/node-font-files";
import { detectAiWriting } from "../../text/detector";
import { authorshipHtml, authorshipPdf, scoreAuthorship } from "./authorship-report";

/** An English passage long enough for the detector (it judges English text only, and needs 50 words). */
const LONG =
  "The harbour opens at six, when the first boats come back with the night's catch. Fishermen sort the crates on the quay while gulls wait on the railings, and the market hall fills with buyers from the town's restaurants. By nine the ice is melting, the floor has been hosed down twice, and the old men who repair nets have taken their places on the bench by the harbour master's office.";
const AUTHORSHIP: Authorship = {
  characters: 0,
  members: [
    { userId: "u1", name: "Ana", characters: 30, share: 60 },
    { userId: "u2", name: "Ben", characters: 20, share: 40 },
  ],
  origins: [
    { origin: "typed", characters: 30, share: 60 },
    { origin: "pasted", characters: 20, share: 40 },
  ],
  passages: [
    { author: { userId: "u1", name: "Ana" }, origin: "typed", text: "# Not a heading *nor bold*" },
    { author: { userId: "u2", name: "Ben" }, origin: "pasted", text: LONG },
    { author: null, origin: "imported", text: "<script>alert(1)</script>" },
  ],
};

const source = {
  title: "Harbour guide",
  report: scoreAuthorship(AUTHORSHIP),
  language: "en",
  date: new Date(Date.UTC(2026, 10, 29)),
};

const folder = mkdtempSync(join(tmpdir(), "authorship-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the authorship report", () => {
  it("scores only passages long enough for the detector", () => {
    expect(source.report.passages.map((passage) => passage.aiScore === null)).toEqual([true, false, true]);
    // The long passage gets the detector's own score of its text.
    expect(source.report.passages[1]!.aiScore).toBe(detectAiWriting(LONG).aiLikelihood);
  });

  it("is a page that states its method and quotes each passage as text", () => {
    const html = authorshipHtml(source);
    expect(html).toContain("<title>Authorship report: Harbour guide</title>");
    expect(html).toContain("Ana: 60% (30)");
    expect(html).toContain("Pasted: 40% (20)");
    expect(html).toContain("Method");
    expect(html).toContain("it is reported as pasted, not as human or AI");
    expect(html).toContain("Not written in the editor · Imported · too short to score (under 50 words)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });

  // Judged by tools nobody here wrote: qpdf and poppler's pdftotext (installed by npm run setup).
  it("is a PDF that qpdf accepts and whose text pdftotext reads as the report", async () => {
    const path = join(folder, "report.pdf");
    writeFileSync(path, (await authorshipPdf(source, nodeFontReader))!);
    const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8" });
    expect(run("qpdf", ["--check", path])).toContain("No syntax or stream encoding errors found");
    const text = run("pdftotext", ["-enc", "UTF-8", path, "-"]).replace(/\s+/g, " ");
    expect(text).toContain("Authorship report: Harbour guide");
    expect(text).toContain("Ana: 60% (30)");
    expect(text).toContain("Ana · Typed · too short to score (under 50 words)");
    // Markdown marks the writer typed are quoted, not set as a heading or bold.
    expect(text).toContain("# Not a heading *nor bold*");
    expect(text).toMatch(/Ben · Pasted · detector: \d+% likely machine-written/);
    // The first page holds the title and the summary, not the title alone; the Author field is a name.
    const firstPage = run("pdftotext", ["-f", "1", "-l", "1", "-enc", "UTF-8", path, "-"]).replace(/\s+/g, " ");
    expect(firstPage).toContain("Authorship report: Harbour guide");
    expect(firstPage).toContain("Ana: 60% (30)");
    expect(run("pdfinfo", [path])).toMatch(/^Author:\s+Inkspire$/m);
  });
});
