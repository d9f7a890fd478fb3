import { describe, expect, it } from "vitest";
import { apiClient, freshIp, rawRequest, readError } from "../../test/client";
import type { healthRoutes } from "./health-routes";

const health = () => apiClient<typeof healthRoutes>("/api/health").index.$get();

describe("GET /api/health", () => {
  it("reports D1 and R2 reachable and the AI engines in the order they are tried", async () => {
    const response = await health();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.checks.d1.ok).toBe(true);
    expect(body.checks.r2.ok).toBe(true);
    expect(body.checks.ai.engines.at(-1)).toBe("offline");
  });

  it("is limited to 60 checks a minute per address", async () => {
    const ip = freshIp();
    const check = () => apiClient<typeof healthRoutes>("/api/health", { ip }).index.$get();
    for (let i = 0; i < 60; i++) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect((await readError(refused)).code).toBe("rate_limited");
    expect((await apiClient<typeof healthRoutes>("/api/health", { ip: freshIp() }).index.$get()).status).toBe(200);
  });

  it("sends secure headers and a request id", async () => {
    const response = await health();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-request-id")).toMatch(/.{8,}/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("unknown API routes", () => {
  it("answer 404 in the single error body", async () => {
    // No router serves this path, so no typed client can name it.
    const response = await rawRequest("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
