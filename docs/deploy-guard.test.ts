import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const GUARD = resolve(".ci/deploy-guard.mjs");
const BASE = 'name = "inkspire"\nmain = "worker/index.ts"\ncompatibility_date = "2026-10-01"\n';

/** Runs the deploy guard against a wrangler.toml with these [vars] lines; its exit code and what it said. */
function guard(vars: string, ...args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "deploy-guard-"));
  try {
    writeFileSync(join(dir, "wrangler.toml"), `${BASE}\n[vars]\n${vars}\n`);
    const run = spawnSync(process.execPath, [GUARD, ...args], { cwd: dir, encoding: "utf8" });
    return { code: run.status, said: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SITE = 'APP_ORIGIN = "https://inkspire.example"';

describe("the deploy guard", () => {
  it("lets a configuration with the site's https address and real payments through", () => {
    expect(guard(`${SITE}\nPAYMENTS_MODE = "stripe"`).code).toBe(0);
  });

  it("refuses a deploy without APP_ORIGIN, or with one that is not an https origin", () => {
    for (const vars of ['PAYMENTS_MODE = "stripe"', 'APP_ORIGIN = "http://inkspire.example"', 'APP_ORIGIN = ""']) {
      const { code, said } = guard(vars);
      expect(code).toBe(1);
      expect(said).toMatch(/APP_ORIGIN must be/);
    }
  });

  it("reads test payments however TOML spells them, and lets them through only when asked", () => {
    for (const spelling of ["PAYMENTS_MODE = 'test'", 'PAYMENTS_MODE="test"', 'PAYMENTS_MODE = "test" # demo']) {
      const { code, said } = guard(`${SITE}\n${spelling}`);
      expect(code).toBe(1);
      expect(said).toMatch(/purchases would be free/);
      expect(guard(`${SITE}\n${spelling}`, "--allow-test-payments").code).toBe(0);
    }
  });

  it("refuses the local outbox", () => {
    expect(guard(`${SITE}\nDEV_OUTBOX = "on"`).said).toMatch(/DEV_OUTBOX/);
  });
});
