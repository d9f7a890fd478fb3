import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const FOLDERS = ["worker", "durable-objects", "web/src", "schema", "e2e", "bench", "docs", ".ci"];
const CODE = /\.(ts|tsx|mjs|cjs|js|sh)$/;
/** A file of code gathers more than one concern past this many lines: split it. */
const MAX_LINES = 300;

/** Files that are data, not code: content, fixtures and fitted tables, as long as what they hold. */
const DATA = new Set([
  "worker/seed/catalogue.ts", // the demo catalogue's 14 guides, their descriptions and chapters
  "worker/features/literary/shared/stroke-recovery-template.ts", // the Literary Studio template's 43 chapters
  "worker/features/global/market-knowledge.ts", // curated notes on the 12 markets, one record each
  "worker/test/fixtures/corpus.ts", // the humanizer's test paragraphs
  "worker/test/fixtures/detector-sample.ts", // held-out paragraphs the detector test scores
  "worker/test/fixtures/human-texts-by-language.ts", // human paragraphs in the other 11 languages
]);

/** The source files in the folders, committed or new, without what .gitignore keeps out (the bench's build output). */
function codeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "--", ...FOLDERS], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\n")
    .filter((file) => CODE.test(file) && !file.includes("migrations") && existsSync(join(ROOT, file)));
}

describe("the size of source files", () => {
  it(`keeps every file of code within ${MAX_LINES} lines; only data files are longer`, () => {
    const long = codeFiles()
      .filter((file) => !DATA.has(file))
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("names only data files that exist", () => {
    const files = new Set(codeFiles());
    expect([...DATA].filter((file) => !files.has(file))).toEqual([]);
  });
});
