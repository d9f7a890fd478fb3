import { vi } from "vitest";

/** One call the code under test made to Google Analytics. */
export interface AnalyticsCall {
  path: string;
  measurementId: string | null;
  apiSecret: string | null;
  body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] };
}

/**
 * A stand-in for www.google-analytics.com over the global fetch: it records every Measurement Protocol call and
 * answers the validation endpoint with `problems`. Other URLs go to the real fetch. Call `restore()` when done.
 */
export function installFakeAnalytics(problems: string[] = []) {
  const realFetch = globalThis.fetch;
  const calls: AnalyticsCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.hostname !== "www.google-analytics.com") return realFetch(input, init);
    calls.push({
      path: url.pathname,
      measurementId: url.searchParams.get("measurement_id"),
      apiSecret: url.searchParams.get("api_secret"),
      body: JSON.parse(String(init?.body)),
    });
    if (url.pathname === "/debug/mp/collect")
      return Response.json({ validationMessages: problems.map((description) => ({ description })) });
    return new Response(null, { status: 204 });
  });
  return { calls, restore: () => spy.mockRestore() };
}
