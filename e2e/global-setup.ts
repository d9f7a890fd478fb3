import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = 8799;

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms`);
}

/** A fresh app for the browser tests: its own D1/R2 state, built, migrated and seeded as `npm start` does. */
export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(ROOT, ".tmp", "e2e-state-"));
  const prepared = spawnSync("bash", [".ci/prepare-local.sh", state], { cwd: ROOT, stdio: "inherit" });
  if (prepared.status !== 0) throw new Error("preparing the local app failed");

  const server = spawn(
    "bash",
    [
      ".ci/with-env.sh",
      "wrangler",
      "dev",
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
    ],
    { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  server.stdout?.on("data", (chunk) => (log += chunk));
  server.stderr?.on("data", (chunk) => (log += chunk));

  const baseUrl = `http://localhost:${PORT}`;
  try {
    await waitForHealth(baseUrl, server, 60_000);
  } catch (error) {
    console.error(log);
    throw error;
  }
  project.provide("baseUrl", baseUrl);

  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
}
