import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createConnection } from "node:net";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
/** A server on port P takes P + this for its devtools inspector. */
const INSPECTOR_PORT_OFFSET = 10_000;
/** The last part of the server's output kept for an error message. */
const LOG_LIMIT = 64 * 1024;

export interface PreparedState {
  baseUrl: string;
  /** The throwaway D1/R2 state folder wrangler dev persists to. */
  state: string;
  /** Runs one command in the repository's offline environment (.ci/with-env.sh); throws with its output on failure. */
  run(args: string[]): void;
}

export interface LocalServer extends PreparedState {
  /** Stops wrangler dev and everything it started, then removes the state folder (unless kept or reused). */
  stop(): Promise<void>;
}

export interface LocalServerOptions {
  port: number;
  /** The host in `baseUrl`; wrangler always listens on 127.0.0.1. The browser tests use localhost. */
  host?: "127.0.0.1" | "localhost";
  /** Names the state folder (`.tmp/<name>-state-…`). */
  name: string;
  /** Builds the web app before starting, as `npm start` does (the browser tests need the pages). */
  buildWebApp?: boolean;
  /** More `wrangler dev` arguments, such as `["--var", "PLAN_QUOTAS:off"]`. */
  devArgs?: string[];
  /** Runs once the state is migrated and seeded, before the server starts. */
  beforeStart?: (prepared: PreparedState) => void;
  /** How long the server may take to answer before the start fails. */
  startTimeoutMs?: number;
  /** Keeps the state folder when the server stops, so a later server can serve it again (`reuseState`). */
  keepState?: boolean;
  /** Serves this state folder (one kept by `keepState`) as it is: not prepared again, and never removed. */
  reuseState?: string;
  /**
   * Starts from a copy of this state folder (one from `prepareState`) instead of migrating and seeding a new one:
   * the same database in a fraction of the time.
   */
  copyOf?: string;
  /** Also writes the server's whole output (reloads, warnings, errors; see SERVER_REQUEST_LOG) to this file, for a failure's post-mortem. */
  logFile?: string;
}

/** Migrates and seeds a state folder as `npm start` does, building the web app first when asked. */
function prepareInto(state: string, buildWebApp: boolean): void {
  runIn(ROOT, ["bash", ".ci/prepare-local.sh", ...(buildWebApp ? [] : ["--no-build"]), state]);
}

/**
 * A migrated and seeded state folder that no server serves, for servers to start from copies of (`copyOf`); the
 * caller removes it.
 */
export function prepareState(name: string, options: { buildWebApp?: boolean } = {}): string {
  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  const state = mkdtempSync(join(ROOT, ".tmp", `${name}-prepared-`));
  try {
    prepareInto(state, options.buildWebApp ?? false);
  } catch (error) {
    rmSync(state, { recursive: true, force: true });
    throw error;
  }
  return state;
}

function runIn(root: string, args: string[]): void {
  const result = spawnSync("bash", [".ci/with-env.sh", ...args], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const reason = result.error?.message ?? `exit code ${result.status ?? result.signal}`;
    throw new Error(`${args.join(" ").slice(0, 200)} failed (${reason}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** True when something already accepts connections on the port (an old server would answer our health checks). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

function exited(server: ChildProcess): boolean {
  return server.exitCode !== null || server.signalCode !== null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Polls /api/health/live until the worker answers; throws when `failure()` names a reason or the deadline passes. The
 * liveness route has no rate limit, so a slow start on a busy machine cannot use up the polls' allowance.
 */
async function waitForHealth(baseUrl: string, failure: () => string | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failed = failure();
    if (failed) throw new Error(failed);
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`wrangler dev did not answer ${baseUrl}/api/health/live within ${timeoutMs} ms`);
    try {
      const response = await fetch(`${baseUrl}/api/health/live`, {
        signal: AbortSignal.timeout(Math.min(left, 5_000)),
      });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet, or this try ran out of time
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Ends the server's whole process group (wrangler and its workerd), waiting up to 5 s before forcing it. */
async function stopProcessGroup(server: ChildProcess): Promise<void> {
  const pid = server.pid;
  if (pid === undefined) return;
  // Signalled even when wrangler has exited: workerd may still run in its group.
  const gone = exited(server) ? Promise.resolve() : new Promise<void>((done) => server.once("exit", () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // the group has already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await gone;
  clearTimeout(timer);
}

/**
 * A throwaway local app for the browser tests and the bench: a fresh D1/R2 state folder, migrated and seeded as
 * `npm start` does (.ci/prepare-local.sh), served by `wrangler dev --local` on the given port. Fails with the
 * server's output when it exits or does not answer in time.
 */
export async function startLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const { port, name, devArgs = [], startTimeoutMs = 120_000 } = options;
  const baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  if (await portInUse(port)) throw new Error(`port ${port} is already in use: stop what listens there first`);

  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  const state = options.reuseState ?? mkdtempSync(join(ROOT, ".tmp", `${name}-state-`));
  const removeState = () => {
    if (!options.reuseState) rmSync(state, { recursive: true, force: true });
  };
  const run = (args: string[]) => runIn(ROOT, args);
  try {
    if (options.copyOf) cpSync(options.copyOf, state, { recursive: true });
    else if (!options.reuseState) prepareInto(state, options.buildWebApp ?? false);
    options.beforeStart?.({ baseUrl, state, run });
  } catch (error) {
    removeState();
    throw error;
  }

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
      String(port),
      // Its own devtools port too: two servers starting at once (two checkouts' suites) both chose the default 9229.
      "--inspector-port",
      String(port + INSPECTOR_PORT_OFFSET),
      "--persist-to",
      state,
      // No line per request unless asked: printing them costs wrangler's Node process about 2 ms of CPU per
      // request (40 s over the browser tests), on the same two cores as the worker and the browser. Warnings and
      // errors, the worker's exceptions among them, still show.
      "--log-level",
      process.env.SERVER_REQUEST_LOG === "on" ? "info" : "warn",
      ...devArgs,
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      // wrangler dev's local tracing (on by default since 4.1xx) attaches a tail to the worker that collects every
      // request's events and subrequests: CPU no deployed worker spends, on the cores the tests and the bench share.
      env: { ...process.env, X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false" },
    },
  );
  let log = "";
  const logFile = options.logFile ? createWriteStream(options.logFile) : undefined;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-LOG_LIMIT);
    logFile?.write(chunk);
  };
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);
  let spawnError: string | null = null;
  server.once("error", (error) => {
    spawnError = `wrangler dev could not be started: ${error.message}`;
  });
  const failure = () =>
    spawnError ??
    (exited(server) ? `wrangler dev exited (${server.exitCode ?? server.signalCode}) while starting` : null);

  const stop = async () => {
    await stopProcessGroup(server);
    logFile?.end();
    if (!options.keepState) removeState();
  };
  try {
    await waitForHealth(baseUrl, failure, startTimeoutMs);
  } catch (error) {
    // A server that never started removes the folder it made, even one it was to keep: the caller never got its path.
    await stopProcessGroup(server);
    logFile?.end();
    removeState();
    throw new Error(`${messageOf(error)}\n--- wrangler dev output ---\n${log}`);
  }
  return { baseUrl, state, run, stop };
}
