import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const COMMON = "worker/common";

/** Every source file of the app (tests, the seed, the bench and e2e are not users that count). */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|node\.test)\.tsx?$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * Who uses a file: a feature (worker/features/<name> and web/src/features/<name> are the same one) or a shared
 * layer (the worker's core folders, the rooms, the web app's app/, lib/ and components/).
 */
function areaOf(file: string): string | null {
  const feature = /^(?:worker|web\/src)\/features\/([^/]+)\//.exec(file);
  if (feature) return feature[1]!;
  if (/^worker\/(seed|test)\//.test(file)) return null;
  const layer = /^(worker\/[^/]+|web\/src\/[^/]+|durable-objects)\//.exec(file);
  return layer ? layer[1]! : null;
}

const IMPORT = /(?:from\s+|import\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** For each file of worker/common/, the areas whose code imports it. */
function usersOfCommon(): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const file of [...sources("worker"), ...sources("web/src"), ...sources("durable-objects")]) {
    const area = areaOf(file);
    if (!area || file.startsWith(`${COMMON}/`)) continue;
    for (const [, spec] of readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)) {
      const target = relative(ROOT, resolve(ROOT, dirname(file), spec!)).replace(/\.tsx?$/, "");
      if (dirname(target) !== COMMON) continue;
      users.set(target, (users.get(target) ?? new Set()).add(area));
    }
  }
  return users;
}

describe("worker/common", () => {
  it("holds only code that two or more features (or shared layers) use; one feature's code lives in it", () => {
    const users = usersOfCommon();
    const files = readdirSync(join(ROOT, COMMON))
      .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$|\.d\.ts$/.test(name))
      .map((name) => `${COMMON}/${name.replace(/\.ts$/, "")}`);
    const alone = files
      .map((file) => ({ file, by: [...(users.get(file) ?? [])] }))
      .filter(({ by }) => by.length < 2)
      .map(({ file, by }) => `${file}: used by ${by.join(", ") || "nobody"}`);
    expect(alone).toEqual([]);
  });
});
