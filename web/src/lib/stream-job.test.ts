import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "./api-client";
import { parseEvents, runStreamedJob } from "./stream-job";

function streamOf(...chunks: string[]): Response {
  const body = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("server-sent events", () => {
  it("parse into events, keeping an unfinished one for later", () => {
    const { events, rest } = parseEvents('event: progress\ndata: {"step":"a","percent":50}\n\nevent: res');
    expect(events).toEqual([{ event: "progress", data: '{"step":"a","percent":50}' }]);
    expect(rest).toBe("event: res");
  });

  it("report progress and resolve with the result, even when events arrive split across chunks", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamOf(
          'event: progress\ndata: {"step":"stock-phrases","per',
          'cent":50}\n\n',
          'event: result\ndata: {"smartContent":"done"}\n\n',
        ),
      ),
    );
    const progress: unknown[] = [];
    const result = await runStreamedJob<{ smartContent: string }>("/api/smart-mode", { content: "x" }, (p) =>
      progress.push(p),
    );
    expect(progress).toEqual([{ step: "stock-phrases", percent: 50 }]);
    expect(result.smartContent).toBe("done");
  });

  it("reject with the server's error, as a plain call would", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => streamOf('event: error\ndata: {"error":{"code":"ai_unavailable","message":"No engine."}}\n\n')),
    );
    const error = await runStreamedJob("/api/x", {}, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(503);
    expect((error as ApiRequestError).body?.error?.message).toBe("No engine.");
  });

  it("reject a refused request with its status and body", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"error":{"code":"payload_too_large","message":"Too long."}}', { status: 413 })),
    );
    await expect(runStreamedJob("/api/x", {}, () => {})).rejects.toThrow(/^413: /);
  });
});
