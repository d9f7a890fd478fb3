import { afterEach, describe, expect, it, vi } from "vitest";
import { postAndForget } from "./post-and-forget";

afterEach(() => vi.unstubAllGlobals());

describe("a post the page does not wait for", () => {
  it("sends the JSON and reads the answer to its end", async () => {
    const answer = new Response('{"success":true}');
    const read = vi.spyOn(answer, "arrayBuffer");
    const sent = vi.fn(async () => answer);
    vi.stubGlobal("fetch", sent);
    postAndForget("/api/analytics/pageview", { path: "/pricing" }, { keepalive: true, credentials: "include" });
    await vi.waitFor(() => expect(read).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith("/api/analytics/pageview", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"path":"/pricing"}',
      keepalive: true,
      credentials: "include",
    });
  });

  it("ignores a failure, thrown or rejected", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    expect(() => postAndForget("/api/marketing/visit", {}, {})).not.toThrow();
    vi.stubGlobal("fetch", () => {
      throw new TypeError("no fetch");
    });
    expect(() => postAndForget("/api/marketing/visit", {}, {})).not.toThrow();
  });
});
