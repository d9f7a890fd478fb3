import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client", () => {
  it("never retries, never refetches on focus or reconnect, and keeps data until it is invalidated", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("has no default query: every query names its own typed endpoint", () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBeUndefined();
  });
});
