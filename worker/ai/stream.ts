import type { Context, Env, TypedResponse } from "hono";
import { streamSSE } from "hono/streaming";
import { ApiError, errorBody } from "../http/errors";

export interface Progress {
  step: string;
  percent: number;
}

export type ReportProgress = (progress: Progress) => void;

/**
 * Answers a long AI job. A client that asks for `text/event-stream` gets `progress` events ({step, percent}) as
 * the job runs and then one `result` event with the same body a JSON client gets (or an `error` event).
 */
export async function respondWithJob<E extends Env, T extends object>(
  c: Context<E>,
  job: (report: ReportProgress) => Promise<T>,
): Promise<Response & TypedResponse<T, 200, "json">> {
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    return c.json(await job(() => {}), 200) as Response & TypedResponse<T, 200, "json">;
  }
  // The stream's result event carries the same body, so clients are typed by the JSON answer.
  return streamSSE(c, async (stream) => {
    const pending: Promise<void>[] = [];
    const report: ReportProgress = (progress) => {
      pending.push(stream.writeSSE({ event: "progress", data: JSON.stringify(progress) }));
    };
    try {
      const result = await job(report);
      await Promise.all(pending);
      await stream.writeSSE({ event: "result", data: JSON.stringify(result) });
    } catch (error) {
      await Promise.all(pending);
      const body =
        error instanceof ApiError
          ? errorBody(error.code, error.message, error.fields)
          : errorBody("internal", "Something went wrong on our side. Please try again.");
      if (!(error instanceof ApiError)) console.error("AI job failed", error);
      await stream.writeSSE({ event: "error", data: JSON.stringify(body) });
    }
  }) as Response & TypedResponse<T, 200, "json">;
}
