import type { ClientRequestOptions, ClientResponse, InferRequestType, InferResponseType } from "hono/client";
import type { TextEvent } from "../../../worker/ai/session";
import type { Progress } from "../../../worker/ai/stream";
import { ApiRequestError } from "./api-client";

/** A `progress` event of a job's stream, as the worker sends it. */
export type JobProgress = Progress;
/** A `text` event: a model's answer starts, or a piece of it arrives. */
export type JobText = TextEvent;

export interface JobListeners {
  onProgress: (progress: JobProgress) => void;
  onText?: (event: JobText) => void;
  /** Aborting it stops the job: the request is cancelled and the server stops the model. */
  signal?: AbortSignal;
}

const STATUS_FOR_CODE: Record<string, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  rate_limited: 429,
  ai_unavailable: 503,
};

/** Splits a server-sent-events buffer into complete events, returning them and the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks.map((block) => {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    return { event, data: data.join("\n") };
  });
  return { events, rest };
}

/**
 * The typed hc endpoint of a long AI job, such as `client["smart-mode"].$post`. Written as a method so that every
 * endpoint fits whatever its JSON input (a method's parameters are compared both ways); the job's own input and
 * result types come from the endpoint itself, through JobInput and JobResult.
 */
export type JobEndpoint = {
  post(args: { json: unknown }, options?: ClientRequestOptions): Promise<ClientResponse<unknown>>;
}["post"];

export type JobInput<E extends JobEndpoint> = InferRequestType<E>["json"];
export type JobResult<E extends JobEndpoint> = InferResponseType<E, 200>;

/**
 * POSTs a long AI job through its endpoint and follows its event stream: `progress` events go to `onProgress`,
 * `text` events to `onText`, the `result` event resolves, an `error` event or a non-OK answer rejects with the same
 * ApiRequestError a plain call would.
 */
export async function runStreamedJob<E extends JobEndpoint>(
  endpoint: E,
  input: JobInput<E>,
  { onProgress, onText, signal }: JobListeners,
): Promise<JobResult<E>> {
  const response = await endpoint(
    { json: input },
    { headers: { Accept: "text/event-stream" }, init: signal ? { signal } : undefined },
  );
  if (!response.ok)
    throw new ApiRequestError(response.status, (await response.text().catch(() => "")) || "Request failed");
  if (!response.body) throw new ApiRequestError(response.status, "Request failed");
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { events, rest } = parseEvents(buffer);
    buffer = rest;
    for (const { event, data } of events) {
      if (event === "progress") onProgress(JSON.parse(data) as JobProgress);
      else if (event === "text") onText?.(JSON.parse(data) as JobText);
      else if (event === "result") return JSON.parse(data) as JobResult<E>;
      else if (event === "error") {
        const code = (JSON.parse(data) as { error?: { code?: string } }).error?.code ?? "internal";
        throw new ApiRequestError(STATUS_FOR_CODE[code] ?? 500, data);
      }
    }
  }
  throw new ApiRequestError(502, "The job ended without a result.");
}
