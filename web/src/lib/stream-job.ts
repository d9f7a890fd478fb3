import { ApiRequestError } from "./api-client";

export interface JobProgress {
  step: string;
  percent: number;
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
 * POSTs a long AI job and follows its event stream: `progress` events go to `onProgress`, the `result` event
 * resolves, an `error` event or a non-OK answer rejects with the same ApiRequestError a plain call would.
 */
export async function runStreamedJob<T>(
  url: string,
  body: unknown,
  onProgress: (progress: JobProgress) => void,
): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
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
      else if (event === "result") return JSON.parse(data) as T;
      else if (event === "error") {
        const code = (JSON.parse(data) as { error?: { code?: string } }).error?.code ?? "internal";
        throw new ApiRequestError(STATUS_FOR_CODE[code] ?? 500, data);
      }
    }
  }
  throw new ApiRequestError(502, "The job ended without a result.");
}
