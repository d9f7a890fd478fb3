import type { ExtractSchema } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { authRoutes } from "../../../worker/features/auth/routes";
import type { collaborativeRoutes } from "../../../worker/features/collaborative/routes";
import type { marketplaceRoutes } from "../../../worker/features/marketplace/routes";

/**
 * The routers whose answers a fake API route is checked against, by where worker/index.ts mounts them. A route key
 * under one of these mounts must name one of its routes (a `:param` of the route matches any one segment of the key),
 * and a JSON answer must be what that route answers on success; a Response goes as it is (an error, a file). Keys
 * under other mounts are not checked.
 */
interface Mounted {
  "/api/auth": typeof authRoutes;
  "/api/collaborative": typeof collaborativeRoutes;
  "/api/marketplace": typeof marketplaceRoutes;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `"POST /api/auth/reset"`, or with a query string to answer (or count) only that exact query. */
export type RouteKey = `${Method} /${string}`;

/** What a route handler is told about the request: the URL resolved against the page, and the parsed JSON body. */
export interface ApiRequest {
  url: URL;
  method: string;
  body: unknown;
}

/**
 * A route's answer: a Response (a copy per request), a JSON value (sent with `Response.json`), or a function of the
 * request returning either, which may close over the test's state to change later answers.
 */
export type RouteAnswer = Response | ((request: ApiRequest) => unknown) | object | string | number | boolean | null;

/** The JSON a known route answers on success (`JsonTo<"GET /api/auth/me">`), for a fixture built apart from its key. */
export type JsonTo<Key extends RouteKey> =
  RouteOf<Key> extends [infer M extends Method, infer Mount extends keyof Mounted, infer Rest extends string]
    ? JsonAnswer<EndpointOf<M, Mount, Rest>>
    : never;

/**
 * The answer a route key takes: where its router is known, the route's success answer (and never for a key that names
 * no route of that router); any answer elsewhere.
 */
export type AnswerTo<Key> =
  RouteOf<Key> extends [infer M extends Method, infer Mount extends keyof Mounted, infer Rest extends string]
    ? [EndpointOf<M, Mount, Rest>] extends [never]
      ? never
      : Answering<JsonAnswer<EndpointOf<M, Mount, Rest>>>
    : RouteAnswer;

/**
 * The routes a test gives `fakeApi`, each answer checked by its key. A key that is not a literal (an id typed `string`)
 * would turn the checks off for every route, so it is refused: the test names the route with a `const` id.
 */
export type TypedRoutes<Keys extends RouteKey> = { [Key in Keys]?: AnswerTo<Key> } & LiteralKeys<Keys>;

type LiteralKeys<Keys extends RouteKey> = true extends (Keys extends unknown ? IsPattern<Keys> : never)
  ? { "fakeApi: name every route with a literal key, its ids in consts": never }
  : unknown;

// biome-ignore lint/complexity/noBannedTypes: `{}` is the empty object a record of a pattern key accepts.
type IsPattern<Key extends string> = {} extends Record<Key, true> ? true : false;

type Answering<Json> = Response | Json | ((request: ApiRequest) => Json | Response | Promise<Json | Response>);

/** [method, mount, path under the mount] of a key under a known mount; never for any other key. */
type RouteOf<Key> = Key extends `${infer M extends Method} ${infer Target}`
  ? MountOf<PathOnly<Target>> extends [infer Mount, infer Rest]
    ? [M, Mount, Rest]
    : never
  : never;

type PathOnly<Target extends string> = Target extends `${infer Path}?${string}` ? Path : Target;

type MountOf<Path extends string> = {
  [Mount in keyof Mounted]: Path extends `${Mount}${infer Rest}`
    ? Rest extends ""
      ? [Mount, "/"]
      : Rest extends `/${string}`
        ? [Mount, Rest]
        : never
    : never;
}[keyof Mounted];

type Segments<Path extends string> = Path extends `/${infer Head}/${infer Rest}`
  ? [Head, ...Segments<`/${Rest}`>]
  : Path extends `/${infer Last}`
    ? [Last]
    : [];

/** Whether a key's path segments fit a route's, a `:param` fitting any one segment. */
type Fits<Given extends string[], Pattern extends string[]> = Given extends [
  infer G extends string,
  ...infer GivenRest extends string[],
]
  ? Pattern extends [infer P extends string, ...infer PatternRest extends string[]]
    ? (P extends `:${string}` ? true : [G] extends [P] ? true : false) extends true
      ? Fits<GivenRest, PatternRest>
      : false
    : false
  : Pattern extends []
    ? true
    : false;

type Schema<Mount extends keyof Mounted> = ExtractSchema<Mounted[Mount]>;

type EndpointOf<M extends Method, Mount extends keyof Mounted, Rest extends string> = {
  [Path in keyof Schema<Mount> & string]: Fits<Segments<Rest>, Segments<Path>> extends true
    ? `$${Lowercase<M>}` extends infer Verb extends keyof Schema<Mount>[Path]
      ? Schema<Mount>[Path][Verb]
      : never
    : never;
}[keyof Schema<Mount> & string];

/** The JSON a route answers on success (a route that answers only files or errors has none: never). */
type JsonAnswer<Endpoint> = Endpoint extends { outputFormat: "json"; status: infer Status; output: infer Output }
  ? [Extract<Status, SuccessStatusCode>] extends [never]
    ? never
    : AsJson<Output>
  : never;

/** A value as JSON carries it: without symbol keys (a room's RPC answer types its lists `Disposable` too). */
type AsJson<T> = T extends readonly (infer Item)[]
  ? AsJson<Item>[]
  : T extends object
    ? { [K in keyof T as K extends symbol ? never : K]: AsJson<T[K]> }
    : T;
