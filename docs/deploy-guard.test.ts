import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { deployProblems } from "../.ci/deploy-rules.mjs";

const BASE = 'name = "inkspire"\nmain = "worker/index.ts"\ncompatibility_date = "2026-10-01"\n';
const SITE = 'APP_ORIGIN = "https://inkspire.example"';

/** A wrangler.toml with these [vars] lines in a folder of its own; `use` gets its folder. */
function withConfig<T>(vars: string, use: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "deploy-guard-"));
  try {
    writeFileSync(join(dir, "wrangler.toml"), `${BASE}\n[vars]\n${vars}\n`);
    return use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The [vars] as wrangler reads them, then what the deploy would refuse. */
const problemsWith = (vars: string, allowTestPayments = false) =>
  withConfig(vars, (dir) => {
    const { rawConfig } = experimental_readRawConfig({ config: join(dir, "wrangler.toml") });
    return deployProblems(rawConfig.vars ?? {}, { allowTestPayments });
  });

describe("the deploy guard", () => {
  it("lets a configuration with the site's https address and real payments through", () => {
    expect(problemsWith(`${SITE}\nPAYMENTS_MODE = "stripe"`)).toEqual([]);
  });

  it("refuses a deploy without APP_ORIGIN, or with one that is not an https origin", () => {
    for (const vars of ['PAYMENTS_MODE = "stripe"', 'APP_ORIGIN = "http://inkspire.example"', 'APP_ORIGIN = ""']) {
      expect(problemsWith(vars)).toEqual([expect.stringMatching(/APP_ORIGIN must be/)]);
    }
  });

  it("reads test payments however TOML spells them, and lets them through only when asked", () => {
    for (const spelling of ["PAYMENTS_MODE = 'test'", 'PAYMENTS_MODE="test"', 'PAYMENTS_MODE = "test" # demo']) {
      expect(problemsWith(`${SITE}\n${spelling}`)).toEqual([expect.stringMatching(/purchases would be free/)]);
      expect(problemsWith(`${SITE}\n${spelling}`, true)).toEqual([]);
    }
  });

  it("refuses the local outbox", () => {
    expect(problemsWith(`${SITE}\nDEV_OUTBOX = "on"`)).toEqual([expect.stringMatching(/DEV_OUTBOX/)]);
  });

  it("stops npm run deploy with the reasons, before anything is built", () => {
    const run = withConfig("PAYMENTS_MODE = 'test'", (dir) =>
      spawnSync(process.execPath, [resolve(".ci/deploy-guard.mjs")], { cwd: dir, encoding: "utf8" }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/purchases would be free/);
    expect(run.stderr).toMatch(/APP_ORIGIN must be/);
  });
});
