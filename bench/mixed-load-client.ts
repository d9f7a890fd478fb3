import { KINDS, type Kind } from "./mixed-load-scenario";

export const REQUEST_TIMEOUT_MS = 30_000;
/** How many failed requests are described in `problems` (the counts cover all of them). */
export const DESCRIBED_FAILURES = 8;

export interface CallInit {
  cookie?: string;
  body?: unknown;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

/** One timed request of the load. */
export interface Sample {
  ms: number;
  /** 0 when nothing answered in time. */
  status: number;
  failed: boolean;
}

/** A setup or check request: anything but a 2xx stops the run. */
export type ExpectOk = <T>(path: string, init?: CallInit) => Promise<T & { headers: Headers }>;
/** One request of the load: timed to its last byte; the parsed body, or null when it failed. */
export type Timed = <T>(kind: Kind, path: string, init?: CallInit) => Promise<T | null>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The HTTP side of the mixed load against one server: requests end at the run's deadline or after their own timeout;
 * the load's requests are kept as samples by kind, and the first few failures (of requests and of the chat) described.
 */
export function loadClient(baseUrl: string, deadline: AbortSignal) {
  const failures: string[] = [];
  const samples = new Map<Kind, Sample[]>(Object.keys(KINDS).map((kind) => [kind as Kind, []]));
  const describeFailure = (text: string) => {
    if (failures.length < DESCRIBED_FAILURES) failures.push(text);
  };

  const call = async (path: string, init: CallInit = {}): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      headers.origin = baseUrl;
    }
    const response = await fetch(baseUrl + path, {
      method: init.body === undefined ? "GET" : "POST",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.any([deadline, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  };

  const expectOk: ExpectOk = async <T>(path: string, init: CallInit = {}) => {
    const answer = await call(path, init);
    if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return { ...(JSON.parse(answer.text) as T), headers: answer.headers };
  };

  const timed: Timed = async <T>(kind: Kind, path: string, init: CallInit = {}) => {
    const started = performance.now();
    let status = 0;
    let text = "";
    let body: T | null = null;
    try {
      ({ status, text } = await call(path, init));
      if (status >= 200 && status < 400) body = JSON.parse(text) as T;
    } catch (error) {
      text = `${messageOf(error)}: ${text}`;
    }
    samples.get(kind)!.push({ ms: performance.now() - started, status, failed: body === null });
    if (body !== null) return body;
    const method = init.body === undefined ? "GET" : "POST";
    describeFailure(`${method} ${path} answered ${status || "nothing"}: ${text.slice(0, 200)}`);
    return null;
  };

  return { expectOk, timed, samples, failures, describeFailure };
}
