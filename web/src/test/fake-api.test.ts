import { describe, expect, it, onTestFinished } from "vitest";
import { apiError, fakeApi, type JsonTo } from "./fake-api";

const realFetch = globalThis.fetch;

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

describe("the fake API", () => {
  it("answers a route with its JSON value, its Response, or what its function returns", async () => {
    fakeApi({
      "GET /api/items": { items: [1, 2] },
      "GET /api/teapot": new Response("short and stout", { status: 418 }),
      "POST /api/echo": ({ body, url }) => ({ echoed: body, page: url.searchParams.get("page") }),
      "DELETE /api/items/1": () => apiError(403, "forbidden", "Not yours."),
    });

    expect(await (await fetch("/api/items")).json()).toEqual({ items: [1, 2] });
    for (const _ of [1, 2]) {
      const teapot = await fetch("/api/teapot");
      expect([teapot.status, await teapot.text()]).toEqual([418, "short and stout"]);
    }
    expect(await (await postJson("/api/echo?page=2", { a: 1 })).json()).toEqual({ echoed: { a: 1 }, page: "2" });
    const refused = await fetch("/api/items/1", { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: "forbidden", message: "Not yours." } });
  });

  it("matches a route's query string exactly when it gives one, and ignores it otherwise", async () => {
    fakeApi({ "GET /api/outbox?to=bob%40example.com": "Bob's", "GET /api/outbox": "everyone's" });
    expect(await (await fetch("/api/outbox?to=bob%40example.com")).json()).toBe("Bob's");
    expect(await (await fetch("/api/outbox?to=ann%40example.com")).json()).toBe("everyone's");
    expect(await (await fetch("/api/outbox")).json()).toBe("everyone's");
  });

  it("keeps a handler's state between requests, so a list can change after a POST", async () => {
    const names = ["ann"];
    fakeApi({
      "GET /api/names": () => ({ names }),
      "POST /api/names": ({ body }) => {
        names.push((body as { name: string }).name);
        return Response.json({ success: true }, { status: 201 });
      },
    });
    expect(await (await fetch("/api/names")).json()).toEqual({ names: ["ann"] });
    expect((await postJson("/api/names", { name: "bob" })).status).toBe(201);
    expect(await (await fetch("/api/names")).json()).toEqual({ names: ["ann", "bob"] });
  });

  it("records each request's method, URL, path, parsed body and options, and filters them by route", async () => {
    const api = fakeApi({ "GET /api/names": [], "POST /api/names": { success: true } });
    await fetch("/api/names?page=2");
    await postJson("/api/names", { name: "bob" });
    await fetch("/api/names", { method: "POST", body: "not json" });

    expect(api.calls().map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /api/names?page=2",
      "POST /api/names",
      "POST /api/names",
    ]);
    expect(api.calls("POST /api/names").map((call) => call.body)).toEqual([{ name: "bob" }, "not json"]);
    expect(api.calls("POST /api/names")[0]!.init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(api.calls("GET /api/names")).toHaveLength(1);
    expect(api.calls("GET /api/names?page=2")[0]!.path).toBe("/api/names");
    expect(api.calls("GET /api/names?page=3")).toEqual([]);
  });

  it("checks an answer against its route's type where the router is known, and takes any answer elsewhere", async () => {
    const purchases: JsonTo<"GET /api/marketplace/purchases"> = { success: true, purchases: [] };
    fakeApi({
      "GET /api/marketplace/purchases": purchases,
      "GET /api/dev/outbox": { anything: "goes" },
      // @ts-expect-error: the sales route answers a list of sales, not a count
      "GET /api/marketplace/sales": { success: true, sales: 3 },
      // @ts-expect-error: the marketplace has no such route
      "GET /api/marketplace/nothing-here": { success: true },
      // @ts-expect-error: a handler's answer is checked too (an invitation's role is one of the project roles)
      "GET /api/collaborative/invitations": () => ({ success: true, invitations: [{ role: "boss" }] }),
      // An error (or a file) goes as a Response, unchecked.
      "POST /api/auth/login": apiError(401, "unauthorized", "Wrong password."),
    });
    expect(await (await fetch("/api/marketplace/purchases")).json()).toEqual(purchases);
    expect((await fetch("/api/auth/login", { method: "POST" })).status).toBe(401);
  });

  it("refuses a key that is not a literal, which would leave every answer unchecked", () => {
    const id = String(7);
    // @ts-expect-error: `id` is a string, so the key is no route the types can name
    fakeApi({ [`GET /api/marketplace/purchases/${id}`]: { success: true } });
  });

  it("leaves the real fetch in place once the test that stubbed it has ended", () => {
    expect(globalThis.fetch).toBe(realFetch);
  });
});

describe("a request no route answers", () => {
  // The test that makes it must fail, so what happened is kept here and checked by the next test.
  let seen: { rejection?: string; recorded?: string[]; endOfTest?: string[] } = {};

  it.fails("fails the test that made it, even when the app caught the rejected fetch", async () => {
    onTestFinished(({ task }) => {
      seen.endOfTest = task.result?.errors?.map((error) => error.message);
    });
    const api = fakeApi({ "GET /api/names": [] });
    const rejection = await fetch("/api/other?x=1", { method: "POST" }).then(String, (error: Error) => error.message);
    seen = { rejection, recorded: api.calls().map((call) => `${call.method} ${call.url}`) };
  });

  it("is refused naming its method and path (and recorded), and the test fails when it ends", () => {
    expect(seen).toEqual({
      rejection: "fakeApi: unexpected request POST /api/other?x=1 (routes: GET /api/names)",
      recorded: ["POST /api/other?x=1"],
      endOfTest: ["fakeApi: the app made unexpected requests: POST /api/other?x=1"],
    });
  });
});
