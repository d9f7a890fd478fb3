import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";

export interface LocalServer {
  baseUrl: string;
  state: string;
  run(args: string[]): void;
  stop(): void;
}

/** A throwaway local app: fresh D1/R2 state, migrated and seeded, served by wrangler dev on the given port. */
export async function startLocalServer(
  root: string,
  port: number,
  beforeStart: (server: Omit<LocalServer, "stop">) => void = () => {},
): Promise<LocalServer> {
  const state = mkdtempSync(join(root, ".tmp", "bench-state-"));
  const run = (args: string[]) => {
    const result = spawnSync(args[0]!, args.slice(1), { cwd: root, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  run(["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  run(["tsx", "worker/seed/seed.ts", state]);
  beforeStart({ baseUrl, state, run });
  const server = spawn(
    "wrangler",
    [
      "dev",
      "--local",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--var",
      "PLAN_QUOTAS:off",
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: root,
      stdio: "ignore",
      detached: true,
    },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      if (tries > 120) {
        stop();
        throw new Error("wrangler dev did not start");
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, state, run, stop };
}
