import { env, exports } from "cloudflare:workers";
import type { Hono, Schema } from "hono";
import { hc } from "hono/client";
import type { PlanId } from "../../schema/pricing-enums";
import type { AppEnv } from "../env";
import { hashPassword } from "../features/auth/password";
import type { authRoutes } from "../features/auth/routes";
import { normalizeEmail } from "../features/auth/service";
import { DEMO_ACCOUNTS, type DemoAccountKind } from "../features/auth/shared/demo-accounts";
import type { ErrorBody } from "../http/errors";
import { hashToken, newSecretToken, SESSION_TTL_MS } from "../http/session";

export const ORIGIN = "http://localhost:8787";

/**
 * Test files share one runtime and its database (vitest.config.ts), and each file loads this module afresh: the
 * counters that keep addresses and accounts unique live on globalThis, so no two files ever hand out the same one.
 */
const counters = globalThis as { testIpCounter?: number; testUserCounter?: number };

function nextIp(): number {
  counters.testIpCounter = (counters.testIpCounter ?? 0) + 1;
  return counters.testIpCounter;
}

function nextUser(): number {
  counters.testUserCounter = (counters.testUserCounter ?? 0) + 1;
  return counters.testUserCounter;
}

/** A fresh client IP per call, so tests do not share rate-limit buckets unless they mean to. */
export function freshIp(): string {
  const n = nextIp();
  return `10.${Math.floor(n / 62_500) % 250}.${Math.floor(n / 250) % 250}.${n % 250}`;
}

export interface RawRequestOptions {
  method?: string;
  json?: unknown;
  body?: string | FormData;
  cookie?: string;
  headers?: Record<string, string>;
  /** The Origin header to send; null sends none, as non-browser clients do. */
  origin?: string | null;
  /** "manual" returns a redirect as it is instead of following it. */
  redirect?: "follow" | "manual";
}

/**
 * A request sent as it is, for what the typed clients ({@link apiClient}) cannot express: a malformed or byte-exact
 * body, a value the router's types refuse, a query string in a given order, a path no router serves. Every use says
 * which. Same origin, JSON and cookie as the browser sends them, and a fresh client address.
 */
export async function rawRequest(path: string, options: RawRequestOptions = {}) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const headers: Record<string, string> = { ...(origin ? { origin } : {}), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  if (options.cookie) headers.cookie = options.cookie;
  headers["cf-connecting-ip"] ??= freshIp();
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: options.redirect,
  });
}

/**
 * Opens an address as a browser does, with the session cookie if given: a page of the site, or a link an answer
 * handed out (a download, a picture). The test reads the address the app gave rather than rebuilding it from a route.
 */
export function openLink(href: string, { cookie }: { cookie?: string } = {}) {
  return rawRequest(href, { cookie });
}

export interface ClientOptions {
  /** The `sid=…` pair to send, as from {@link sessionCookie}. */
  cookie?: string;
  /** The client address (`cf-connecting-ip`), for tests that care about rate-limit buckets; a fresh one otherwise. */
  ip?: string;
  /** The Origin header to send; null sends none, as non-browser clients do. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** Every request goes through the whole worker (middleware, sessions, CSRF, errors), not just the router. */
const throughTheWorker: typeof fetch = (input, init) => exports.default.fetch(input, init);

/**
 * A typed client for one feature router, mounted at `mount` in worker/index.ts (`/api/marketplace`), so response
 * bodies are inferred from the router: `await (await client.items.$get({ query: {} })).json()` needs no cast.
 */
export function apiClient<Routes extends Hono<AppEnv, Schema, string>>(mount: string, options: ClientOptions = {}) {
  const origin = options.origin === undefined ? ORIGIN : options.origin;
  const headers: Record<string, string> = {
    ...(origin ? { origin } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    "cf-connecting-ip": options.ip ?? freshIp(),
    ...options.headers,
  };
  return hc<Routes>(`${ORIGIN}${mount}`, { fetch: throughTheWorker, headers });
}

export type ApiError = ErrorBody["error"];

/** True for the API's single error body `{error: {code, message, fields?}}`. */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== "object" || body === null || !("error" in body)) return false;
  const { error } = body;
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    "message" in error &&
    typeof error.message === "string"
  );
}

/** The error of a refused request; fails the test when the response is not the single error body. */
export async function readError(response: { json(): Promise<unknown> }): Promise<ApiError> {
  const body = await response.json();
  if (!isErrorBody(body)) throw new Error(`expected the error body, got ${JSON.stringify(body)}`);
  return body.error;
}

/**
 * A download's status once its file is read to the end, as a browser reads it: a file stream nobody reads stays open
 * until the runtime gives up on it.
 */
export async function downloadedStatus(download: Promise<{ status: number; arrayBuffer(): Promise<ArrayBuffer> }>) {
  const response = await download;
  await response.arrayBuffer();
  return response.status;
}

/** The `sid=…` pair from a response's Set-Cookie, ready to send back. */
export function sessionCookie(response: { headers: Headers }): string {
  const header = response.headers.getAll("set-cookie").find((c: string) => c.startsWith("sid="));
  if (!header) throw new Error("no session cookie was set");
  return header.split(";")[0]!;
}

/** The same session under the cookie name a site on https gives it (`__Host-sid`). */
export const onHttps = (cookie: string) => cookie.replace(/^sid=/, "__Host-sid=");

/** The `device=…` pair a sign-in sets: the browser the account signed in from before. */
export function deviceCookie(response: { headers: Headers }): string {
  const header = response.headers.getAll("set-cookie").find((c: string) => c.startsWith("device="));
  if (!header) throw new Error("no device cookie was set");
  return header.split(";")[0]!;
}

export function newAccount() {
  const stamp = `${Date.now().toString(36)}${nextUser()}`;
  return { username: `writer_${stamp}`, email: `writer.${stamp}@example.com`, password: "correct horse battery" };
}

/** The auth router's client: most tests register, sign in or read the current user. */
export function authClient(options: ClientOptions = {}) {
  return apiClient<typeof authRoutes>("/api/auth", options);
}

/**
 * A fresh account with a session cookie, ready to use: its address confirmed (unless `verified: false`) and its
 * session written as a sign-in writes it. An account with a confirmed address is written straight to the database,
 * as registering and opening the e-mailed link would leave it, with the password hashed by the password code once per
 * password per runtime: each registration and sign-in through the API hashes with 100,000 rounds of PBKDF2, tens of
 * milliseconds of CPU that a thousand accounts made in every run would spend on what the registration and sign-in
 * tests (worker/features/auth) already prove. An unconfirmed account registers through the API, since the tests of
 * what it may not do also read the confirmation it was sent.
 */
export async function registerAccount(
  overrides: Partial<ReturnType<typeof newAccount>> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const account = { ...newAccount(), ...overrides };
  const userId = verified ? await writeConfirmedAccount(account) : await registerUnconfirmed(account);
  const cookie = await sessionOf(userId);
  const body = await (await authClient({ cookie }).user.$get()).json();
  if (!("user" in body)) throw new Error(`the new account's session does not work: ${JSON.stringify(body)}`);
  return { ...account, cookie, body };
}

/** Each password's hash, made once per runtime (the files loading this module afresh share it). */
const runtimeHashes = globalThis as { testPasswordHashes?: Map<string, Promise<string>> };

function passwordHash(password: string): Promise<string> {
  runtimeHashes.testPasswordHashes ??= new Map();
  const hashes = runtimeHashes.testPasswordHashes;
  const hash = hashes.get(password) ?? hashPassword(password);
  hashes.set(password, hash);
  return hash;
}

type NewAccount = ReturnType<typeof newAccount>;

/** The users row a registration writes, with its address confirmed; its id. */
async function writeConfirmedAccount(account: NewAccount): Promise<string> {
  const id = crypto.randomUUID();
  const hash = await passwordHash(account.password);
  const now = Date.now();
  await env.DB.prepare(
    "insert into users (id, username, email, password_hash, created_at, email_verified_at) values (?, ?, ?, ?, ?, ?)",
  )
    .bind(id, account.username.trim(), normalizeEmail(account.email), hash, now, now)
    .run();
  return id;
}

/** Signs up through the API, as a visitor does; the new account's id. */
async function registerUnconfirmed(account: NewAccount): Promise<string> {
  const response = await authClient({ ip: freshIp() }).register.$post({ json: account });
  if (response.status !== 202) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const email = normalizeEmail(account.email);
  const user = await env.DB.prepare("select id from users where email = ?").bind(email).first<{ id: string }>();
  if (!user) throw new Error(`no account was created for ${email}`);
  return user.id;
}

/** A new session of the account, as a sign-in starts one. */
async function sessionOf(userId: string): Promise<string> {
  const token = newSecretToken();
  const now = Date.now();
  await env.DB.prepare(
    "insert into sessions (id, user_id, created_at, expires_at, last_used_at) values (?, ?, ?, ?, ?)",
  )
    .bind(await hashToken(token), userId, now, now + SESSION_TTL_MS, now)
    .run();
  return `sid=${token}`;
}

/** Registers a fresh account on a plan (set in the database, as a paid subscription would). */
export async function registerOnPlan(plan: PlanId) {
  const account = await registerAccount();
  await env.DB.prepare("update users set tier = ? where id = ?").bind(plan, account.body.user.id).run();
  return account;
}

/** Registers a fresh administrator (the role stored on the account, as an operator would grant it). */
export async function registerAdmin() {
  const account = await registerAccount();
  await env.DB.prepare("update users set role = 'admin' where id = ?").bind(account.body.user.id).run();
  return account;
}

/** Signs in as one of the seeded demo accounts (seed the demo data first) and returns its session cookie. */
export async function signInDemo(kind: DemoAccountKind): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[kind];
  const response = await authClient({ ip: freshIp() }).login.$post({ json: { email, password } });
  if (response.status !== 200) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return sessionCookie(response);
}
