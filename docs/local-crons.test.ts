import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { experimental_readRawConfig } from "wrangler";
import { cronDue } from "../.ci/cron-schedule.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const at = (iso: string) => new Date(iso);

describe("the local run's scheduler", () => {
  it("knows when each of wrangler.toml's crons is due, in UTC", () => {
    const { rawConfig } = experimental_readRawConfig({ config: resolve(ROOT, "wrangler.toml") });
    expect(rawConfig.triggers?.crons).toEqual(["0 6 * * *", "0 */2 * * *", "* * * * *"]);
    const due = (iso: string) => ["0 6 * * *", "0 */2 * * *", "* * * * *"].filter((cron) => cronDue(cron, at(iso)));
    expect(due("2026-12-07T06:00:30Z")).toEqual(["0 6 * * *", "0 */2 * * *", "* * * * *"]);
    expect(due("2026-12-07T07:00:00Z")).toEqual(["* * * * *"]);
    expect(due("2026-12-07T08:00:59Z")).toEqual(["0 */2 * * *", "* * * * *"]);
    expect(due("2026-12-07T06:01:00Z")).toEqual(["* * * * *"]);
    expect(cronDue("30 9 1 1 *", at("2027-01-01T09:30:00Z"))).toBe(true);
    expect(cronDue("30 9 1 1 *", at("2027-02-01T09:30:00Z"))).toBe(false);
    expect(() => cronDue("0 6 * * MON", at("2026-12-07T06:00:00Z"))).toThrow(/Unsupported/);
  });

  it("asks the server for the every-minute job as soon as the server answers", async () => {
    const asked: string[] = [];
    let healthy = false;
    let scheduled: () => void = () => {};
    const firstJob = new Promise<void>((done) => {
      scheduled = done;
    });
    const server = createServer((request, response) => {
      asked.push(request.url ?? "");
      if (request.url === "/api/health/live") {
        // Not ready at first, as wrangler dev while it starts: the scheduler asks again.
        response.writeHead(healthy ? 200 : 503).end();
        healthy = true;
        return;
      }
      response.writeHead(200).end();
      scheduled();
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    const { port } = server.address() as AddressInfo;
    const child = spawn(process.execPath, [".ci/local-crons.mjs", `http://127.0.0.1:${port}`], { cwd: ROOT });
    onTestFinished(() => {
      child.kill();
      server.close();
    });
    await firstJob;
    expect(asked.filter((url) => url.startsWith("/api/health"))).toHaveLength(2);
    expect(asked.at(-1)).toBe(`/__scheduled?cron=${encodeURIComponent("* * * * *")}`);
  });
});
