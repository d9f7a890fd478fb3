import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiFetch, serverMessage } from "./api-client";

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

describe("apiFetch", () => {
  it("sends the request with cookies included", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    const body = JSON.stringify({ email: "a@b.co", password: "x" });
    await apiFetch("/api/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      credentials: "include",
    });
  });

  it("raises '<status>: <body>' for a response that is not OK", async () => {
    const body = JSON.stringify({ error: { code: "conflict", message: "Taken." } });
    stubFetch(new Response(body, { status: 409 }));
    const error = await apiFetch("/api/auth/register", { method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(`409: ${body}`);
    expect(serverMessage(error, "fallback")).toBe("Taken.");
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiFetch("/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("says 'Request failed' when the body cannot be read", async () => {
    const unreadable = new Response("x", { status: 500 });
    vi.spyOn(unreadable, "text").mockRejectedValue(new Error("stream broke"));
    stubFetch(unreadable);
    await expect(apiFetch("/api/health")).rejects.toThrow("500: Request failed");
  });

  it("falls back to the given message when the server sent no error body", () => {
    expect(serverMessage(new ApiRequestError(502, "<html>bad gateway</html>"), "Try again.")).toBe("Try again.");
    expect(serverMessage(new Error("offline"), "Try again.")).toBe("Try again.");
  });
});
