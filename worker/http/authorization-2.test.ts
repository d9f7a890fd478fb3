import { describe, expect, it } from "vitest";
import { ROUTES, SHARDS, shardRoutes } from "../test/authorization/routes";
import { authorizationMatrix } from "../test/authorization-matrix";

// Half 2 of the authorization matrix (worker/test/authorization-matrix.ts): the two halves run side by side.
authorizationMatrix(1);

describe("half 2 of the authorization matrix", () => {
  it("calls its share of the routes, and the halves together call every route exactly once", () => {
    expect(shardRoutes(1).length).toBeGreaterThanOrEqual(Math.floor(ROUTES.length / SHARDS));
    const all = Array.from({ length: SHARDS }, (_, shard) => shardRoutes(shard)).flat();
    expect(all.sort()).toEqual([...ROUTES].sort());
  });
});
