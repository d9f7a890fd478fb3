import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const { forbidden } = createRequire(import.meta.url)(join(ROOT, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
};

const exportOne = "export const value = 1;\n";
const from = (path: string, name = "value") => `import { ${name} } from "${path}";\nexport const used = ${name};\n`;

/** A small tree laid out like the project: every import in ALLOWED is legal, each of FORBIDDEN breaks one rule. */
const ALLOWED: Record<string, string> = {
  "schema/shop-enums.ts": exportOne,
  "schema/shop.ts": from("./shop-enums"),
  "worker/common/money.ts": from("../../schema/shop-enums"),
  "worker/text/score.ts": from("../common/money", "used"),
  "worker/http/errors.ts": exportOne,
  "worker/ai/session.ts": exportOne,
  "worker/features/marketplace/listings.ts": from("../../common/money", "used"),
  "worker/features/marketplace/index.ts": 'export { used } from "./listings";\n',
  "worker/features/marketplace/routes.ts": "export type Routes = { path: string };\n",
  "worker/features/literary/listing.ts": from("../marketplace/index", "used"),
  "worker/features/literary/literary.test.ts":
    'import type { Routes } from "../marketplace/routes";\nexport type R = Routes;\n',
  "worker/seed/seed.ts": from("../features/marketplace/index", "used"),
  "worker/test/seed.ts": from("../seed/seed", "used"),
  "durable-objects/room-protocol.ts": exportOne,
  "web/src/lib/fetch.ts": exportOne,
  "web/src/app/router.ts": from("../features/shop/page"),
  "web/src/features/shop/page.ts": [
    'import type { Routes } from "../../../../worker/features/marketplace/routes";',
    'import { used } from "../../../../worker/common/money";',
    'import { value } from "../../../../schema/shop-enums";',
    'import { value as code } from "../../../../durable-objects/room-protocol";',
    'import { value as fetched } from "../../lib/fetch";',
    "export type R = Routes;",
    "export const value = [used, code, fetched];",
    "",
  ].join("\n"),
  "web/src/features/blog/post.ts": exportOne,
};

const FORBIDDEN: { rule: string; file: string; imports: string; source: string }[] = [
  {
    rule: "schema-is-the-bottom",
    file: "schema/orders.ts",
    imports: "worker/common/money.ts",
    source: "../worker/common/money",
  },
  { rule: "enums-are-pure", file: "schema/order-enums.ts", imports: "schema/shop.ts", source: "./shop" },
  {
    rule: "common-is-pure",
    file: "worker/common/price.ts",
    imports: "worker/http/errors.ts",
    source: "../http/errors",
  },
  { rule: "text-is-pure", file: "worker/text/grade.ts", imports: "worker/ai/session.ts", source: "../ai/session" },
  {
    rule: "core-imports-no-feature",
    file: "worker/http/guard.ts",
    imports: "worker/features/marketplace/index.ts",
    source: "../features/marketplace/index",
  },
  {
    rule: "feature-through-its-index",
    file: "worker/features/literary/sell.ts",
    imports: "worker/features/marketplace/listings.ts",
    source: "../marketplace/listings",
  },
  {
    rule: "nothing-imports-the-seed",
    file: "worker/features/literary/demo.ts",
    imports: "worker/seed/seed.ts",
    source: "../../seed/seed",
  },
  {
    rule: "only-tests-import-test-code",
    file: "worker/features/literary/sample.ts",
    imports: "worker/test/seed.ts",
    source: "../../test/seed",
  },
  {
    rule: "worker-does-not-import-web",
    file: "worker/features/literary/view.ts",
    imports: "web/src/lib/fetch.ts",
    source: "../../../web/src/lib/fetch",
  },
  {
    rule: "web-imports-worker-types-only",
    file: "web/src/features/shop/buy.ts",
    imports: "worker/features/marketplace/listings.ts",
    source: "../../../../worker/features/marketplace/listings",
  },
  {
    rule: "web-feature-is-alone",
    file: "web/src/features/shop/cart.ts",
    imports: "web/src/features/blog/post.ts",
    source: "../blog/post",
  },
  {
    rule: "web-shared-code-is-below-features",
    file: "web/src/lib/links.ts",
    imports: "web/src/app/router.ts",
    source: "../app/router",
  },
  {
    rule: "shared-web-code-imports-no-feature",
    file: "web/src/components/card.ts",
    imports: "web/src/features/blog/post.ts",
    source: "../features/blog/post",
  },
];

const CYCLE = {
  "worker/features/orders/place.ts": 'import { b } from "./pay";\nexport const a = () => b;\n',
  "worker/features/orders/pay.ts": 'import { a } from "./place";\nexport const b = () => a;\n',
};

const fixtures: string[] = [];

async function violationsIn(files: Record<string, string>) {
  const dir = mkdtempSync(join(ROOT, ".tmp", "boundaries-"));
  fixtures.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const roots = [...new Set(Object.keys(files).map((path) => path.split("/")[0]!))];
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const result = await cruise(roots, {
      ruleSet: { forbidden },
      validate: true,
      tsPreCompilationDeps: true,
      outputType: "json",
    });
    const { summary } = JSON.parse(result.output as string) as ICruiseResult;
    return summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
  } finally {
    process.chdir(cwd);
  }
}

afterAll(() => {
  for (const dir of fixtures) rmSync(dir, { recursive: true, force: true });
});

describe("the import rules of docs/architecture.md", () => {
  it("accept the imports the layers allow: enums, common, feature indexes, types from the worker, protocol files", async () => {
    expect(await violationsIn(ALLOWED)).toEqual([]);
  });

  it("refuse each forbidden import with the rule it breaks, and nothing else", async () => {
    const files = { ...ALLOWED };
    for (const case_ of FORBIDDEN) files[case_.file] = from(case_.source);
    const found = await violationsIn(files);
    const expected = FORBIDDEN.map((c) => ({ rule: c.rule, from: c.file, to: c.imports }));
    expect(found).toEqual(expect.arrayContaining(expected));
    expect(found).toHaveLength(expected.length);
  });

  it("refuse an import cycle", async () => {
    const found = await violationsIn({ ...ALLOWED, ...CYCLE });
    expect(found.map((v) => v.rule)).toEqual(["no-cycles"]);
  });

  it("let two modules name each other's types, which vanish when compiled", async () => {
    const typeCycle = {
      "worker/env.ts": 'import type { Session } from "./http/session";\nexport type Env = { session: Session };\n',
      "worker/http/session.ts": 'import type { Env } from "../env";\nexport type Session = { env?: Env };\n',
    };
    expect(await violationsIn({ ...ALLOWED, ...typeCycle })).toEqual([]);
  });
});
