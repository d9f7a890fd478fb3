import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, getQueryFn, serverMessage } from "./api-client";

function stubFetch(response: Response | (() => Response)) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    typeof response === "function" ? response() : response,
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON with cookies included", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@b.co", password: "x" }),
      credentials: "include",
    });
  });

  it("raises '<status>: <body>' for a response that is not OK", async () => {
    const body = JSON.stringify({ error: { code: "conflict", message: "Taken." } });
    stubFetch(new Response(body, { status: 409 }));
    const error = await apiRequest("POST", "/api/auth/register", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(`409: ${body}`);
    expect(serverMessage(error, "fallback")).toBe("Taken.");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("says 'Request failed' when the body cannot be read", async () => {
    const unreadable = new Response("x", { status: 500 });
    vi.spyOn(unreadable, "text").mockRejectedValue(new Error("stream broke"));
    stubFetch(unreadable);
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("500: Request failed");
  });

  it("falls back to the given message when the server sent no error body", () => {
    expect(serverMessage(new ApiRequestError(502, "<html>bad gateway</html>"), "Try again.")).toBe("Try again.");
    expect(serverMessage(new Error("offline"), "Try again.")).toBe("Try again.");
  });
});

describe("the default query", () => {
  const context = (queryKey: string[]) => ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: undefined as never,
  });

  it("GETs the query key's segments joined with a slash", async () => {
    const fetchMock = stubFetch(Response.json({ items: [] }));
    await getQueryFn({ on401: "throw" })(context(["/api/marketplace", "item", "4"]) as never);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/marketplace/item/4");
  });

  it("answers null for a 401 when asked to, and throws otherwise", async () => {
    stubFetch(() => new Response('{"error":{"code":"unauthorized","message":"Please sign in."}}', { status: 401 }));
    expect(await getQueryFn({ on401: "returnNull" })(context(["/api/auth/me"]) as never)).toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context(["/api/auth/me"]) as never)).rejects.toThrow(/^401: /);
  });
});
