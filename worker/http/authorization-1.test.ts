import { describe, expect, it } from "vitest";
import { ROUTES, SHARDS, shardRoutes } from "../test/authorization/routes";

// Half 1 of the authorization matrix (worker/test/authorization-matrix.ts): the two halves run side by side.
(globalThis as { AUTHORIZATION_SHARD?: number }).AUTHORIZATION_SHARD = 0;
await import("../test/authorization-matrix");

describe("half 1 of the authorization matrix", () => {
  it("calls its share of the routes, and the halves together call every route exactly once", () => {
    expect(shardRoutes(0).length).toBeGreaterThanOrEqual(Math.floor(ROUTES.length / SHARDS));
    const all = Array.from({ length: SHARDS }, (_, shard) => shardRoutes(shard)).flat();
    expect(all.sort()).toEqual([...ROUTES].sort());
  });
});
