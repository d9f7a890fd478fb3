import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost:8787";

let ipCounter = 0;
/** A fresh client IP per call, so tests do not share rate-limit buckets unless they mean to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  body?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The Origin header to send; null sends none, as non-browser clients do. */
  origin?: string | null;
}

/** Calls the worker the way the browser does: same origin, JSON, cookie if given. */
export async function call(path: string, options: CallOptions = {}) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const headers: Record<string, string> = { ...(origin ? { origin } : {}), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  if (options.cookie) headers.cookie = options.cookie;
  const response = await exports.default.fetch(`${ORIGIN}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
  return response;
}

/** The `sid=…` pair from a response's Set-Cookie, ready to send back. */
export function sessionCookie(response: Response): string {
  const header = response.headers.getAll("set-cookie").find((c: string) => c.startsWith("sid="));
  if (!header) throw new Error("no session cookie was set");
  return header.split(";")[0]!;
}

let userCounter = 0;
export function newAccount() {
  userCounter += 1;
  const stamp = `${Date.now().toString(36)}${userCounter}`;
  return { username: `writer_${stamp}`, email: `writer.${stamp}@example.com`, password: "correct horse battery" };
}

/** Registers a fresh account and returns it with its session cookie. */
export async function registerAccount(overrides: Partial<ReturnType<typeof newAccount>> = {}) {
  const account = { ...newAccount(), ...overrides };
  const response = await call("/api/auth/register", { json: account, headers: { "cf-connecting-ip": freshIp() } });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { ...account, cookie: sessionCookie(response), body: (await response.json()) as { user: { id: string } } };
}
