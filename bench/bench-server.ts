import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { type LocalServer, type PreparedState, startLocalServer } from "../e2e/local-server";

const ROOT = resolve(import.meta.dirname, "..");
/** What the worker is built from. */
const WORKER_SOURCES = ["worker", "schema", "durable-objects", "wrangler.toml", "tsconfig.json"];

/**
 * Copies the worker's sources (tests left out) to a folder of its own, with the web app's build when the pages are
 * measured too (otherwise an empty assets folder); node_modules still resolve from the root.
 */
function snapshotWorker(port: number, withWebApp: boolean): string {
  const snapshot = join(ROOT, ".tmp", `bench-worker-${port}`);
  rmSync(snapshot, { recursive: true, force: true });
  for (const source of WORKER_SOURCES) {
    cpSync(join(ROOT, source), join(snapshot, source), {
      recursive: true,
      filter: (path) => !path.endsWith(".test.ts"),
    });
  }
  if (withWebApp) cpSync(join(ROOT, "web", "dist"), join(snapshot, "web", "dist"), { recursive: true });
  else mkdirSync(join(snapshot, "web", "dist"), { recursive: true });
  return snapshot;
}

/**
 * The shared local server, with plan quotas off: the bench sends far more requests than a free plan allows. It
 * serves a copy of the worker's sources taken when it starts, not the working tree: wrangler dev rebuilds and
 * reloads on every change it sees, which during a run drops every WebSocket and mixes two versions of the code
 * into one figure. The copy has no .dev.vars, so the figures never depend on a developer's local settings.
 */
export async function startBenchServer(
  port: number,
  beforeStart?: (prepared: PreparedState) => void,
  { withWebApp = false } = {},
): Promise<LocalServer> {
  const snapshot = snapshotWorker(port, withWebApp);
  const removeSnapshot = () => rmSync(snapshot, { recursive: true, force: true });
  try {
    const server = await startLocalServer({
      port,
      name: "bench",
      devArgs: [
        "--config",
        join(snapshot, "wrangler.toml"),
        "--var",
        "PLAN_QUOTAS:off",
        "--var",
        "PAYMENTS_MODE:test",
        // The rooms' crowds are made of accounts that confirm their address from the local outbox.
        "--var",
        "DEV_OUTBOX:on",
      ],
      beforeStart,
    });
    return {
      ...server,
      async stop() {
        await server.stop();
        removeSnapshot();
      },
    };
  } catch (error) {
    removeSnapshot();
    throw error;
  }
}
