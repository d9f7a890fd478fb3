import { describe, expect, it } from "vitest";
import { ROUTES, SHARDS, shardRoutes } from "../test/authorization/routes";
import { authorizationMatrix } from "../test/authorization-matrix";

// Half 1 of the authorization matrix (worker/test/authorization-matrix.ts): the two halves run side by side.
authorizationMatrix(0);

describe("half 1 of the authorization matrix", () => {
  it("calls its share of the routes, and the halves together call every route exactly once", () => {
    expect(shardRoutes(0).length).toBeGreaterThanOrEqual(Math.floor(ROUTES.length / SHARDS));
    const all = Array.from({ length: SHARDS }, (_, shard) => shardRoutes(shard)).flat();
    expect(all.sort()).toEqual([...ROUTES].sort());
  });
});
