import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
/** A function past this many lines does more than one step: its steps go into functions of their own. */
const MAX_LINES = 60;

/** Functions that once carried too much and were split into steps (issue 56), and the files that hold them. */
const WATCHED = [
  { file: "worker/features/marketplace/purchases.ts", name: "createPurchase" },
  { file: "worker/features/analytics/report.ts", name: "creatorAnalytics" },
];

const OPENING: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/**
 * The lines of a function, from its `function name(` line to the line of its body's closing brace. Brackets are
 * matched, skipping strings and comments; the body is the first `{` once the parameters are closed that is not
 * inside or the start of a return type (after ":", "|" or "&"). Undefined when the source has no such function.
 */
function functionLines(source: string, name: string): number | undefined {
  const start = source.search(new RegExp(`function\\s+${name}\\s*[(<]`));
  if (start < 0) return undefined;
  const open: string[] = [];
  let parametersClosed = false;
  let inBody = false;
  for (let i = source.indexOf("(", start); i < source.length; i++) {
    const char = source[i]!;
    if (char === '"' || char === "'") {
      i = source.indexOf(char, i + 1); // the code read here has no escaped quotes that matter to a count of lines
      continue;
    }
    if (source.startsWith("//", i)) {
      i = source.indexOf("\n", i);
      continue;
    }
    if (source.startsWith("/*", i)) {
      i = source.indexOf("*/", i) + 1;
      continue;
    }
    if (char === "{" && parametersClosed && open.length === 0 && !/[:|&]\s*$/.test(source.slice(start, i))) {
      inBody = true;
    }
    if (char === "(" || char === "[" || char === "{") open.push(char);
    else if (char === "<" && !inBody) open.push(char);
    else if (char === ">" && !inBody && open.at(-1) === "<" && source[i - 1] !== "=") open.pop();
    else if (OPENING[char]) {
      if (open.pop() !== OPENING[char]) throw new Error(`Unbalanced "${char}" in ${name}`);
      if (open.length === 0 && inBody) return source.slice(start, i + 1).split("\n").length;
      if (open.length === 0) parametersClosed = true;
    }
  }
  throw new Error(`${name} has no end`);
}

describe("the size of functions that were split into steps", () => {
  it(`keeps each within ${MAX_LINES} lines`, () => {
    const sizes = WATCHED.map(({ file, name }) => ({
      name,
      lines: functionLines(readFileSync(resolve(ROOT, file), "utf8"), name),
    }));
    expect(sizes.filter(({ lines }) => lines === undefined)).toEqual([]);
    expect(sizes.filter(({ lines }) => lines! > MAX_LINES).map(({ name, lines }) => `${name}: ${lines} lines`)).toEqual(
      [],
    );
  });

  it("counts a function from its declaration to its body's closing brace, whatever its parameters and strings", () => {
    const source = [
      "const before = 1;",
      "export async function sample(",
      "  { a, b }: { a: number; b: string },",
      "  c: Array<{ d: number }> = [],",
      "): Promise<{ e: number }> | { f: string } {",
      '  const brace = "}";',
      "  // a closing } in a comment",
      "  if (a) {",
      "    return { e: [b, brace].join('{') + '}}' };",
      "  }",
      "  return { e: c.length };",
      "}",
      "const after = 2;",
    ].join("\n");
    expect(functionLines(source, "sample")).toBe(11);
    expect(functionLines(source, "missing")).toBeUndefined();
  });
});
