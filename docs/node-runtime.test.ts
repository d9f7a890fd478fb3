import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "node-runtime-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder whose `node` answers as this version does, for `node --version` and `node -p`. */
function fakeNode(version: string): string {
  const bin = join(scratch, `node-${version}`, "bin");
  mkdirSync(bin, { recursive: true });
  const major = version.split(".")[0];
  writeFileSync(
    join(bin, "node"),
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo v${version}; else echo ${major}; fi\n`,
  );
  chmodSync(join(bin, "node"), 0o755);
  return bin;
}

/** What `.ci/env.sh` (sourced by every npm script) does with only this node on the PATH and no .toolchain. */
function scriptsWith(version: string) {
  const project = join(scratch, `project-${version}`);
  mkdirSync(join(project, ".ci"), { recursive: true });
  for (const file of ["env.sh", "node.sh"]) copyFileSync(join(ROOT, ".ci", file), join(project, ".ci", file));
  const run = spawnSync(
    "bash",
    ["-c", `source ${join(project, ".ci", "env.sh")} && echo ready with $(node --version)`],
    {
      encoding: "utf8",
      env: { PATH: `${fakeNode(version)}:/usr/bin:/bin`, HOME: scratch },
    },
  );
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe("the project's scripts on each Node", () => {
  it("stop on Node 20, saying which Node this is and what to run", () => {
    const scripts = scriptsWith("20.20.2");
    expect(scripts.status).toBe(1);
    expect(scripts.stdout).toBe("");
    expect(scripts.stderr).toContain("Inkspire runs on Node 24 LTS; this is Node v20.20.2.");
    expect(scripts.stderr).toContain("npm run setup");
  });

  it("run on Node 24", () => {
    const scripts = scriptsWith("24.22.3");
    expect(scripts.status).toBe(0);
    expect(scripts.stdout).toBe("ready with v24.22.3");
  });
});
