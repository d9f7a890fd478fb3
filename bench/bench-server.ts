import { type PreparedState, startLocalServer } from "../e2e/local-server";

/** The shared local server, with plan quotas off: the bench sends far more requests than a free plan allows. */
export function startBenchServer(port: number, beforeStart?: (prepared: PreparedState) => void) {
  return startLocalServer({ port, name: "bench", devArgs: ["--var", "PLAN_QUOTAS:off"], beforeStart });
}
