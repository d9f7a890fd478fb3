import { onTestFinished, vi } from "vitest";
import type { RouteAnswer, RouteKey, TypedRoutes } from "./route-answers";

export type { AnswerTo, ApiRequest, JsonTo, RouteAnswer, RouteKey } from "./route-answers";

/**
 * The API as a test wants it: `fakeApi(routes)` stubs the global fetch for the running test and records what the app
 * asked for. A route is `"METHOD /api/path"`, matched on the method and the exact path; the query string is ignored
 * unless the route gives one (`"GET /api/dev/outbox?to=bob%40example.com"`, matched exactly, encoded as the app sends
 * it), and a route with the query wins over the one without. A request no route answers is refused: its fetch rejects
 * naming the method and path, and the test fails when it ends, even if the app swallowed the rejection. The stub is
 * removed when the test ends, by `vi.unstubAllGlobals()` (which removes any other global the test stubbed too).
 *
 * Answers are typed from the routes (route-answers.ts): under the auth, marketplace and collaborative routers a key
 * must name a route, and its JSON answer must be what the route answers, so a fixture cannot drift from the API.
 * Ids in a key are written as literals (a `const`), for the key to be checked.
 */
export function fakeApi<Keys extends RouteKey>(typedRoutes: TypedRoutes<Keys>): FakeApi {
  const routes: Routes = typedRoutes;
  const recorded: ApiCall[] = [];
  const refused: string[] = [];

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, ORIGIN);
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const body = parseBody(init?.body);
    recorded.push({ method, url: raw, path: url.pathname, body, init });

    const route = routeFor(routes, method, url);
    if (!route) {
      const request = `${method} ${url.pathname}${url.search}`;
      refused.push(request);
      throw new Error(`fakeApi: unexpected request ${request} (routes: ${Object.keys(routes).join(", ") || "none"})`);
    }
    const value = routes[route];
    if (value instanceof Response) return value.clone(); // a body reads once; each request gets its own copy
    if (typeof value === "function") {
      const answered = await value({ url, method, body });
      return answered instanceof Response ? answered : Response.json(answered);
    }
    return Response.json(value);
  };

  vi.stubGlobal("fetch", fetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (refused.length > 0) throw new Error(`fakeApi: the app made unexpected requests: ${refused.join(", ")}`);
  });

  return {
    calls: (route) => (route ? recorded.filter((call) => matches(route, call)) : [...recorded]),
  };
}

/** The API's single error body, `{"error":{"code","message"}}` (with `fields` when given), at that status. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string[]>): Response {
  return Response.json({ error: fields ? { code, message, fields } : { code, message } }, { status });
}

export type Routes = Partial<Record<RouteKey, RouteAnswer>>;

/** One request the app made. */
export interface ApiCall {
  method: string;
  /** The URL exactly as the app passed it to fetch, query string included. */
  url: string;
  path: string;
  /** The body parsed as JSON; the raw body when it is not JSON; undefined when there is none. */
  body: unknown;
  /** The options as the app passed them to fetch, for headers and credentials. */
  init: RequestInit | undefined;
}

export interface FakeApi {
  /** Every request so far, in order; given a route, only the requests that route matches. */
  calls(route?: RouteKey): ApiCall[];
}

const ORIGIN = "http://localhost";

/** The route answering a request: the one naming its exact query string first, else the one naming only its path. */
function routeFor(routes: Routes, method: string, url: URL): RouteKey | undefined {
  const candidates = [`${method} ${url.pathname}${url.search}`, `${method} ${url.pathname}`] as RouteKey[];
  return candidates.find((key) => Object.hasOwn(routes, key));
}

function matches(route: RouteKey, call: ApiCall): boolean {
  const [method, target] = route.split(" ", 2) as [string, string];
  const wanted = new URL(target, ORIGIN);
  const url = new URL(call.url, ORIGIN);
  return (
    call.method === method &&
    url.pathname === wanted.pathname &&
    (!target.includes("?") || url.search === wanted.search)
  );
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== "string") return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
