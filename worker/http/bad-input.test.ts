import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../index";
import { isErrorBody, rawRequest, registerAccount } from "../test/client";

/**
 * Every route, fed what a careless or hostile client sends: no body, broken JSON, the wrong shapes and types, an
 * over-long string, unknown ids and garbage query strings. Whatever a user does must end in a 4xx (or a success),
 * never a 500, and every refusal uses the single error body.
 */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const routes = [
  ...new Map(app.routes.filter((r) => r.method !== "ALL").map((r) => [`${r.method} ${r.path}`, r])).values(),
].map((r) => ({
  method: r.method,
  path: r.path.replace(/:\w+(\{[^}]*\})?/g, UNKNOWN_ID),
}));

const WRONG_TYPES = {
  title: 5,
  description: [],
  content: { nested: true },
  text: null,
  email: 42,
  password: false,
  username: ["a"],
  price: "free",
  productId: -1,
  stepId: 3,
  message: {},
  changes: 7,
  targetLanguage: 12,
  contentType: "nonsense-type",
  rating: "five",
  status: "exploded",
  baseRevision: "one",
  plan: {},
  billingCycle: "weekly",
};

const BODIES: (string | undefined)[] = [
  undefined,
  "{",
  "[]",
  '"just a string"',
  JSON.stringify({ unexpected: 1 }),
  JSON.stringify(WRONG_TYPES),
  JSON.stringify({ title: "x".repeat(300_000), content: "y".repeat(300_000), text: "z".repeat(300_000) }),
];

const QUERY = "?page=-1&pageSize=abc&sort=sideways&category=%00&q=%25%25%25&after=NaN&format=exe&limit=1e99";

/** Sends one request; returns what was wrong with the answer, or null. */
async function problemWith(
  method: string,
  path: string,
  init: { body?: string; cookie?: string },
): Promise<string | null> {
  const started = Date.now();
  // Broken bodies and queries on every route of the table, which no typed client would send: each goes raw.
  const response = await rawRequest(path, {
    method,
    body: init.body,
    cookie: init.cookie,
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
  });
  const label = `${method} ${path} ${init.cookie ? "signed in" : "anonymous"} body=${init.body?.slice(0, 30) ?? "none"}`;
  const text = await response.text();
  if (Date.now() - started > 500) console.log(`slow: ${label} ${Date.now() - started} ms`);
  if (response.status >= 500) return `${label} → ${response.status} ${text.slice(0, 200)}`;
  if (response.status >= 400 && response.headers.get("content-type")?.includes("application/json")) {
    if (!isErrorBody(JSON.parse(text)))
      return `${label} → ${response.status} without the error body: ${text.slice(0, 200)}`;
  }
  return null;
}

async function problemsOn(requests: { method: string; path: string; body?: string; cookie?: string }[]) {
  const problems: string[] = [];
  for (const { method, path, ...init } of requests) {
    const problem = await problemWith(method, path, init);
    if (problem) problems.push(problem);
  }
  return problems;
}

let signedIn: string;

beforeAll(async () => {
  signedIn = (await registerAccount()).cookie;
});

describe("bad input on every route", () => {
  it("finds the routes", () => {
    expect(routes.length).toBeGreaterThan(60);
  });
});

// One pair of tests per route, so a failure names the route that answered 500.
describe.each(routes)("$method $path", ({ method, path }) => {
  it("never answers 500 to a signed-in user's bad request", async () => {
    const requests =
      method === "GET"
        ? [{ method, path: `${path}${QUERY}`, cookie: signedIn }]
        : BODIES.map((body) => ({ method, path, body, cookie: signedIn }));
    expect(await problemsOn(requests)).toEqual([]);
  });

  it("never answers 500 to a visitor's bad request", async () => {
    const requests =
      method === "GET"
        ? [{ method, path: `${path}${QUERY}` }]
        : BODIES.slice(0, 3).map((body) => ({ method, path, body }));
    expect(await problemsOn(requests)).toEqual([]);
  });
});
