import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const SOURCES = ["worker", "durable-objects", "web/src"];

/** The app's own source files; tests, fixtures and the seed never see a user's text. */
function sourceFiles(): string[] {
  return SOURCES.flatMap((dir) =>
    (readdirSync(join(ROOT, dir), { recursive: true }) as string[]).map((file) => join(ROOT, dir, file)),
  ).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\/(fixtures|test|seed)\//.test(file));
}

interface Literal {
  where: string;
  source: string;
  flags: string;
}

function regexLiterals(file: string): Literal[] {
  const text = readFileSync(file, "utf8");
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const end = node.text.lastIndexOf("/");
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push({
        where: `${relative(ROOT, file)}:${line}`,
        source: node.text.slice(1, end),
        flags: node.text.slice(end + 1),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

const NO_TIME_LIMITS = { timeout: null, attackTimeout: null, incubationTimeout: null };

describe("regular expressions", () => {
  // Analysing every literal takes seconds of CPU, several times more on a busy machine. recheck's own time limits make
  // its answer depend on the machine's load (a literal that ran out reports "unknown", an attack string whose check
  // ran out counts as found), so none is set: its fuzzing is seeded and bounded in steps, and the answer the same on
  // every machine. The test as a whole gets a generous limit.
  it("all run in linear time: recheck finds no input that makes one backtrack polynomially or worse", {
    timeout: 240_000,
  }, () => {
    const literals = sourceFiles().flatMap(regexLiterals);
    expect(literals.length).toBeGreaterThan(100);
    const unsafe = literals
      .map((literal) => ({ ...literal, result: checkSync(literal.source, literal.flags, NO_TIME_LIMITS) }))
      .filter(({ result }) => result.status !== "safe")
      .map(
        ({ where, source, result }) =>
          `${where} /${source}/ ${result.status} ${"complexity" in result ? result.complexity.type : ""}`,
      );
    expect(unsafe).toEqual([]);
  });

  it("the check itself flags a backtracking pattern", () => {
    expect(checkSync("[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+", "g").status).toBe("vulnerable");
  });
});
