import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareState, startLocalServer } from "./local-server";
import { BROWSER_TESTS_PORT } from "./ports";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The migrated and seeded state the browser tests' server started from: other servers start from copies. */
    preparedState: string;
  }
}

/** A fresh app for the browser tests: its own D1/R2 state, built, migrated and seeded as `npm start` does. */
export default async function setup(project: TestProject) {
  const prepared = prepareState("e2e", { buildWebApp: true });
  project.provide("preparedState", prepared);
  const results = resolve(import.meta.dirname, "..", "test-results", "e2e");
  mkdirSync(results, { recursive: true });
  const server = await startLocalServer({
    port: BROWSER_TESTS_PORT,
    host: "localhost",
    name: "e2e",
    copyOf: prepared,
    // The server's warnings, errors and reloads, for a failure's post-mortem; every request too with
    // SERVER_REQUEST_LOG=on.
    logFile: join(results, "server.log"),
    // site.admin@example.com is an admin once confirmed (e2e/admin.e2e.ts).
    devArgs: [
      "--var",
      "PAYMENTS_MODE:test",
      "--var",
      "DEV_OUTBOX:on",
      "--var",
      "ADMIN_EMAILS:site.admin@example.com,status.admin@example.com",
    ],
  });
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(prepared, { recursive: true, force: true });
  };
}
