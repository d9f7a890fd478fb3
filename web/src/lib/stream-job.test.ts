import { hc } from "hono/client";
import { describe, expect, it } from "vitest";
import type { humanizerRoutes } from "../../../worker/features/humanizer/routes";
import { apiError, fakeApi } from "../test/fake-api";
import { ApiRequestError, apiFetch } from "./api-client";
import { parseEvents, runStreamedJob } from "./stream-job";

const smartMode = hc<typeof humanizerRoutes>("/api", { fetch: apiFetch })["smart-mode"].$post;

function streamOf(...chunks: string[]): Response {
  const body = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

describe("server-sent events", () => {
  it("parse into events, keeping an unfinished one for later", () => {
    const { events, rest } = parseEvents('event: progress\ndata: {"step":"a","percent":50}\n\nevent: res');
    expect(events).toEqual([{ event: "progress", data: '{"step":"a","percent":50}' }]);
    expect(rest).toBe("event: res");
  });

  it("report progress and resolve with the result, even when events arrive split across chunks", async () => {
    fakeApi({
      "POST /api/smart-mode": () =>
        streamOf(
          'event: progress\ndata: {"step":"stock-phrases","per',
          'cent":50}\n\n',
          'event: result\ndata: {"smartContent":"done"}\n\n',
        ),
    });
    const progress: unknown[] = [];
    const result = await runStreamedJob(smartMode, { content: "x" }, { onProgress: (p) => progress.push(p) });
    expect(progress).toEqual([{ step: "stock-phrases", percent: 50 }]);
    expect(result.smartContent).toBe("done");
  });

  it("pass a model's text on as it arrives", async () => {
    fakeApi({
      "POST /api/smart-mode": () =>
        streamOf(
          'event: text\ndata: {"restart":true}\n\nevent: text\ndata: {"delta":"The tide "}\n\n',
          'event: text\ndata: {"delta":"turned."}\n\n',
          'event: result\ndata: {"smartContent":"done"}\n\n',
        ),
    });
    const text: unknown[] = [];
    await runStreamedJob(smartMode, { content: "x" }, { onProgress: () => {}, onText: (event) => text.push(event) });
    expect(text).toEqual([{ restart: true }, { delta: "The tide " }, { delta: "turned." }]);
  });

  it("are asked for: the job's JSON is POSTed to its route with cookies, accepting an event stream", async () => {
    const api = fakeApi({ "POST /api/smart-mode": () => streamOf('event: result\ndata: {"smartContent":"done"}\n\n') });
    await runStreamedJob(smartMode, { content: "x" }, { onProgress: () => {} });
    const { url, init } = api.calls()[0]!;
    expect(url).toBe("/api/smart-mode");
    expect(init).toMatchObject({ method: "POST", body: JSON.stringify({ content: "x" }), credentials: "include" });
    const headers = new Headers(init?.headers);
    expect(headers.get("accept")).toBe("text/event-stream");
    expect(headers.get("content-type")).toBe("application/json");
  });

  it("reject with the server's error, as a plain call would", async () => {
    fakeApi({
      "POST /api/smart-mode": () =>
        streamOf('event: error\ndata: {"error":{"code":"ai_unavailable","message":"No engine."}}\n\n'),
    });
    const error = await runStreamedJob(smartMode, { content: "x" }, { onProgress: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(503);
    expect((error as ApiRequestError).body?.error?.message).toBe("No engine.");
  });

  it("reject a refused request with its status and body", async () => {
    fakeApi({ "POST /api/smart-mode": apiError(413, "payload_too_large", "Too long.") });
    await expect(runStreamedJob(smartMode, { content: "x" }, { onProgress: () => {} })).rejects.toThrow(/^413: /);
  });
});
