import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../test/fake-api";
import { ApiRequestError, apiFetch, serverMessage } from "./api-client";

describe("apiFetch", () => {
  it("sends the request with cookies included", async () => {
    const api = fakeApi({ "POST /api/notes": { success: true } });
    const body = JSON.stringify({ email: "a@b.co", password: "x" });
    await apiFetch("/api/notes", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(api.calls()).toHaveLength(1);
    const [request] = api.calls();
    expect(request!.url).toBe("/api/notes");
    expect(request!.init).toEqual({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      credentials: "include",
    });
  });

  it("raises '<status>: <body>' for a response that is not OK", async () => {
    const body = JSON.stringify({ error: { code: "conflict", message: "Taken." } });
    fakeApi({ "POST /api/auth/register": new Response(body, { status: 409 }) });
    const error = await apiFetch("/api/auth/register", { method: "POST" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(`409: ${body}`);
    expect(serverMessage(error, "fallback")).toBe("Taken.");
  });

  it("uses the status text when the body is empty", async () => {
    fakeApi({ "GET /api/health": new Response("", { status: 503, statusText: "Service Unavailable" }) });
    await expect(apiFetch("/api/health")).rejects.toThrow("503: Service Unavailable");
  });

  it("says 'Request failed' when the body cannot be read", async () => {
    const unreadable = new Response("x", { status: 500 });
    vi.spyOn(unreadable, "text").mockRejectedValue(new Error("stream broke"));
    fakeApi({ "GET /api/health": () => unreadable }); // this very response, whose text() is spied on
    await expect(apiFetch("/api/health")).rejects.toThrow("500: Request failed");
  });

  it("falls back to the given message when the server sent no error body", () => {
    expect(serverMessage(new ApiRequestError(502, "<html>bad gateway</html>"), "Try again.")).toBe("Try again.");
    expect(serverMessage(new Error("offline"), "Try again.")).toBe("Try again.");
  });
});
