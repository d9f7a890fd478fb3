import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
/** The README says what the project is and where to go next; the manual is in docs/. */
const README_MAX_LINES = 120;

/** The pages: the README and every Markdown file under docs/. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file));
  return ["README.md", ...docs.sort()];
}

/** Files a clone has: committed, or new and not ignored (never build output, caches or local state). */
function repositoryFiles(): Set<string> {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const files = new Set<string>();
  for (const file of listed.split("\n").filter(Boolean)) {
    files.add(file);
    for (let dir = dirname(file); dir !== "."; dir = dirname(dir)) files.add(dir);
  }
  return files;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCode(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const repeat = seen.get(slug) ?? 0;
    seen.set(slug, repeat + 1);
    anchors.add(repeat === 0 ? slug : `${slug}-${repeat}`);
  }
  return anchors;
}

/** The text without fenced code blocks and code spans, whose brackets are code, not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The targets of inline links and images, and of reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** What is wrong with each relative link of a page: a target outside the repository, missing, or a missing anchor. */
function brokenLinks(page: string, markdown: string, files: Set<string>, read: (file: string) => string): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not a file of the repository
    const [path = "", anchor] = decodeURI(target).split("#");
    const file = path === "" ? page : relative(ROOT, resolve(ROOT, dirname(page), path));
    if (file.startsWith("..") || resolve(ROOT, file) === ROOT) {
      problems.push(`${page}: ${target} leads outside the repository`);
      continue;
    }
    if (!files.has(file)) {
      problems.push(`${page}: ${target} does not exist in the repository`);
      continue;
    }
    if (anchor && file.endsWith(".md") && !anchorsOf(read(file)).has(anchor))
      problems.push(`${page}: ${target} names no heading of ${file}`);
  }
  return problems;
}

const readPage = (file: string) => readFileSync(join(ROOT, file), "utf8");

describe("the documentation's links", () => {
  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    expect(readPage("README.md").split("\n").length - 1).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("resolves every relative link of the README and docs/ to a file of the repository and a heading in it", () => {
    const files = repositoryFiles();
    const problems = pages().flatMap((page) => brokenLinks(page, readPage(page), files, readPage));
    expect(problems).toEqual([]);
  });

  it("finds the links that do not resolve", () => {
    const files = new Set(["README.md", "docs", "docs/guide.md"]);
    const guide = "# A guide\n\n## Running it\n\nText.\n";
    const page = [
      "[fine](docs/guide.md) [fine](docs/guide.md#running-it) [fine](#the-readme) [web](https://example.com)",
      "[outside](../shared/DESIGN.md) [missing](docs/gone.md) [anchor](docs/guide.md#deploying)",
      "`[code](not/a/link.md)`",
      "```",
      "[in a block](neither/is/this.md)",
      "```",
      "## The README",
      "[ref]: docs/missing-too.md",
    ].join("\n");
    expect(brokenLinks("README.md", page, files, (file) => (file === "README.md" ? page : guide))).toEqual([
      "README.md: ../shared/DESIGN.md leads outside the repository",
      "README.md: docs/gone.md does not exist in the repository",
      "README.md: docs/guide.md#deploying names no heading of docs/guide.md",
      "README.md: docs/missing-too.md does not exist in the repository",
    ]);
  });
});
