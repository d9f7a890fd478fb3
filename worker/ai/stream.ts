import type { Context, Env, TypedResponse } from "hono";
import { streamSSE } from "hono/streaming";
import { ApiError, errorBody } from "../http/errors";
import type { TextEvent } from "./session";

export interface Progress {
  step: string;
  percent: number;
}

export type ReportProgress = (progress: Progress) => void;

/** What a job can tell whoever waits for it besides progress: a model's text as it arrives, and when they leave. */
export interface JobWatch {
  /** True when someone reads an event stream: then text is worth streaming. */
  streaming: boolean;
  text: (event: TextEvent) => void;
  /** Aborted when the client goes away (closes the page or presses Stop). */
  signal: AbortSignal;
}

/**
 * Answers a long AI job. A client that asks for `text/event-stream` gets `progress` events ({step, percent}) and
 * `text` events ({delta} or {restart}) as the job runs, then one `result` event with the same body a JSON client
 * gets (or an `error` event). A client that leaves aborts the job's signal.
 */
export async function respondWithJob<E extends Env, T extends object>(
  c: Context<E>,
  job: (report: ReportProgress, watch: JobWatch) => Promise<T>,
): Promise<Response & TypedResponse<T, 200, "json">> {
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    const watch = { streaming: false, text: () => {}, signal: c.req.raw.signal };
    return c.json(await job(() => {}, watch), 200) as Response & TypedResponse<T, 200, "json">;
  }
  // The stream's result event carries the same body, so clients are typed by the JSON answer.
  return streamSSE(c, async (stream) => {
    const left = new AbortController();
    stream.onAbort(() => left.abort());
    const pending: Promise<void>[] = [];
    const send = (event: string, data: object) => {
      if (!stream.aborted) pending.push(stream.writeSSE({ event, data: JSON.stringify(data) }));
    };
    const watch: JobWatch = { streaming: true, text: (event) => send("text", event), signal: left.signal };
    try {
      const result = await job((progress) => send("progress", progress), watch);
      await Promise.all(pending);
      send("result", result);
      await Promise.all(pending);
    } catch (error) {
      await Promise.all(pending);
      if (left.signal.aborted) return;
      const body =
        error instanceof ApiError
          ? errorBody(error.code, error.message, error.fields)
          : errorBody("internal", "Something went wrong on our side. Please try again.");
      if (!(error instanceof ApiError)) console.error("AI job failed", error);
      send("error", body);
      await Promise.all(pending);
    }
  }) as Response & TypedResponse<T, 200, "json">;
}
