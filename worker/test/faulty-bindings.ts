import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Hono, Schema } from "hono";
import { hc } from "hono/client";
import type { AppEnv, Env } from "../env";
import worker from "../index";
import { ORIGIN } from "./client";

/**
 * The whole worker (middleware, sessions, CSRF, errors) with some of its bindings swapped for faulty ones. The worker
 * reads every binding from the request's `env`, so one request can get a broken bucket, database or AI binding while
 * the rest of the test uses the real ones. A binding set to undefined is absent (`AI: undefined` runs offline).
 */
export function workerWith(faults: Partial<Env>): typeof fetch {
  const patched = new Proxy(env, {
    get: (target, key) => (key in faults ? faults[key as keyof Env] : Reflect.get(target, key)),
  });
  return async (input, init) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(input, init), patched, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** A typed client for one feature router (as `apiClient`), signed in with `cookie`, calling {@link workerWith}. */
export function clientWith<Routes extends Hono<AppEnv, Schema, string>>(
  mount: string,
  cookie: string,
  faults: Partial<Env>,
) {
  return hc<Routes>(`${ORIGIN}${mount}`, { fetch: workerWith(faults), headers: { origin: ORIGIN, cookie } });
}

/** The object with one method replaced; every other member is the real one, bound to it. */
function replacing<T extends object, K extends keyof T>(real: T, name: K, replacement: T[K]): T {
  return new Proxy(real, {
    get(target, key) {
      if (key === name) return replacement;
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The real bucket, except that writes of keys under `prefix` fail after the first `successes` of them. */
export function bucketFailingWrites(prefix: string, successes = 0): R2Bucket {
  let writes = 0;
  const put: R2Bucket["put"] = (key, value, options) => {
    if (key.startsWith(prefix)) {
      writes += 1;
      if (writes > successes) return Promise.reject(new Error("put: We encountered an internal error. (10001)"));
    }
    return env.BUCKET.put(key, value, options);
  };
  return replacing(env.BUCKET, "put", put);
}

/**
 * The real database, except that D1 refuses every insert into `table`: the statement is sent to a table that does
 * not exist, so it fails inside D1 (and takes its batch down with it) rather than before it is sent.
 */
export function databaseRefusingInserts(table: string): D1Database {
  const refused = (query: string) => query.replace(`insert into "${table}"`, `insert into "${table}_unavailable"`);
  const prepare: D1Database["prepare"] = (query) => env.DB.prepare(refused(query));
  // Requests read and write through a Sessions API session of the database (worker/http/database-session.ts).
  const withSession: D1Database["withSession"] = (constraint) => {
    const session = env.DB.withSession(constraint);
    return replacing(session, "prepare", (query: string) => session.prepare(refused(query)));
  };
  return replacing(replacing(env.DB, "prepare", prepare), "withSession", withSession);
}

/** The real bucket, noting the key of every object written through it in `written`. */
export function bucketNotingWrites(written: string[]): R2Bucket {
  const put: R2Bucket["put"] = (key, value, options) => {
    written.push(key);
    return env.BUCKET.put(key, value, options);
  };
  return replacing(env.BUCKET, "put", put);
}
