import { env, exports } from "cloudflare:workers";
import * as encoding from "lib0/encoding";
import { beforeAll, describe, expect, it } from "vitest";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { MESSAGE_SYNC } from "../../durable-objects/collab-room/protocol";
import { BODIES, HEADERS, OWNER_SECRET, PROJECT_SECRET } from "./authorization/bodies";
import { EXPECTED, type Expected } from "./authorization/expected";
import { buildFixture, type Fixture } from "./authorization/fixture";
import { collab, marketplace, newProject, type SignedInActor, signIn } from "./authorization/fixture-api";
import { type Ids, PATHS, UNKNOWN_IDS } from "./authorization/ids";
import { MEMBERS } from "./authorization/members";
import { ENDS_SESSION, ROUTES, shardRoutes } from "./authorization/routes";
import { freshIp, ORIGIN, registerAccount } from "./client";
import { unreachableWorkersAi } from "./fake-ai";

/**
 * Who may call what: every route of the app against every kind of caller, on real records built through the API
 * (./authorization/fixture.ts), with the answers each caller must get (./authorization/expected.ts). A route without
 * an entry in EXPECTED fails its own test, so a new route cannot ship without saying who may call it.
 *
 * authorization-1.test.ts and -2.test.ts each run one shard, `authorizationMatrix(shard)`: every route is called by
 * one shard, so the two halves run side by side.
 */

interface Cell {
  /** Who calls, as the failure message names them. */
  caller: string;
  cookie: () => Promise<string | undefined>;
  ids: () => Ids;
  origin: string;
  status: number;
  /** Whose private text this caller may see in an answer. */
  mayRead: Secret[];
}

type Secret = "owner" | "project";

/** Text of the owner's that nobody else may see, and text that only the owner and the project's members may see. */
function secrets(fixture: Fixture): Record<Secret, string[]> {
  return { owner: [OWNER_SECRET, fixture.accounts.owner.email], project: [PROJECT_SECRET] };
}

const CROSS_SITE = "https://evil.example";

/**
 * Answers that carry the platform's business figures for an admin: nobody else may get one with a value in it
 * (a member sees their own earnings elsewhere, never the platform's revenue, sales or another creator's earnings).
 */
const BUSINESS_ROUTES = new Set([
  "GET /api/automated-system/status",
  "GET /api/ecosystem/real-time-status",
  "POST /api/marketplace/intelligent-search",
]);
const BUSINESS_FIGURE = /"(totalRevenue|revenue24h|soldToday|earnings)":\s*[\d-]|"contentPipeline":\s*\[/;

function cellsOf(fixture: Fixture, route: string, expected: Expected): Cell[] {
  const method = route.split(" ")[0]!;
  const endsSession = ENDS_SESSION.has(route);
  const signedIn = (actor: SignedInActor) => () =>
    endsSession ? signIn(fixture.accounts[actor]) : Promise.resolve(fixture.accounts[actor].cookie);
  const real = () => fixture.ids;
  const cell = (caller: string, cookie: Cell["cookie"], status: number, mayRead: Secret[] = []): Cell => ({
    caller,
    cookie,
    ids: real,
    origin: ORIGIN,
    status,
    mayRead,
  });
  const cells: Cell[] = [];
  if (method !== "GET" || HEADERS[route]?.upgrade) {
    cells.push({ ...cell("a visitor from another site", async () => undefined, 403), origin: CROSS_SITE });
    cells.push({ ...cell("the owner from another site", signedIn("owner"), 403), origin: CROSS_SITE });
  }
  for (const visitor of fixture.visitors)
    cells.push(cell(visitor.caller, async () => visitor.cookie, expected.visitor));
  cells.push(cell("a stranger", signedIn("stranger"), expected.stranger));
  cells.push(cell("an admin", signedIn("admin"), expected.admin ?? expected.stranger));
  for (const role of ["editor", "reviewer", "viewer"] as const) {
    const status = MEMBERS[route]?.[role];
    if (status !== undefined) cells.push(cell(`the ${role}`, signedIn(role), status, ["project"]));
  }
  if (expected.unknown !== undefined)
    cells.push({ ...cell("the owner with unknown ids", signedIn("owner"), expected.unknown), ids: () => UNKNOWN_IDS });
  cells.push(cell("the owner", signedIn("owner"), expected.owner, ["owner", "project"]));
  return cells;
}

/** One call through the whole worker; an opened live socket is closed at once. */
async function callAs(fixture: Fixture, route: string, cell: Cell): Promise<{ status: number; text: string }> {
  const [method, pattern] = route.split(" ") as [string, string];
  const callIds = cell.ids();
  const body = BODIES[route]?.(callIds, fixture.context);
  const cookie = await cell.cookie();
  const headers: Record<string, string> = {
    origin: cell.origin,
    "cf-connecting-ip": freshIp(),
    ...(cookie ? { cookie } : {}),
    ...HEADERS[route],
  };
  if (body !== undefined && !(body instanceof FormData)) headers["content-type"] = "application/json";
  const response = await exports.default.fetch(`${ORIGIN}${PATHS[route]?.(callIds) ?? pattern}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (response.webSocket) return { status: await socketAnswer(response.webSocket, route), text: "" };
  // Read as bytes: an answer may be a file (a picture, a zip), and the leak check looks for text in it all the same.
  return { status: response.status, text: new TextDecoder().decode(await response.arrayBuffer()) };
}

/** Routes whose refusals come as sockets closed with 4000 + the status (the y-websocket protocol's document). */
const CLOSE_CODE_ROUTES = new Set(["GET /api/collaborative/documents/:id"]);

/**
 * What an opened socket answers: 101, or for a route that refuses with close codes, the close code when the server
 * closes it before answering a sync step 1. The socket is closed after.
 */
async function socketAnswer(socket: WebSocket, route: string): Promise<number> {
  let status = 101;
  if (CLOSE_CODE_ROUTES.has(route)) {
    const answered = new Promise<number>((resolve) => {
      socket.addEventListener("message", () => resolve(101), { once: true });
      socket.addEventListener("close", (event) => resolve(event.code), { once: true });
    });
    socket.accept();
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, new Y.Doc());
    try {
      socket.send(encoding.toUint8Array(encoder));
    } catch {
      // Already closed: the close event says with which code.
    }
    status = await answered;
  } else socket.accept();
  try {
    socket.close(1000, "done");
  } catch {
    // Closed by the server.
  }
  return status;
}

/** Registers one shard of the matrix in the calling test file, with a fixture of its own. */
export function authorizationMatrix(shard: number): void {
  let fixture: Fixture;

  beforeAll(async () => {
    env.PLAN_QUOTAS = "off";
    // The orchestration routes answer 503 when no model is configured at all; this one is configured and never
    // answers, so every route that may call a model is reached and falls back to the offline engine.
    unreachableWorkersAi();
    env.STRIPE_WEBHOOK_SECRET = "whsec_authorization_matrix";
    fixture = await buildFixture();
  }, 120_000);
  // worker/test/setup.ts puts env back after the file.

  describe.runIf(shard === 0)("the authorization table", () => {
    it("has an entry for every route of the app and none for a route that is gone", () => {
      expect(ROUTES.length).toBeGreaterThan(60);
      expect(ROUTES.filter((route) => !EXPECTED[route])).toEqual([]);
      expect(Object.keys(EXPECTED).filter((route) => !ROUTES.includes(route))).toEqual([]);
    });

    it("says what each project member gets on every collaborative route", () => {
      const collaborative = ROUTES.filter((route) => route.split(" ")[1]!.startsWith("/api/collaborative/"));
      expect(collaborative.filter((route) => !MEMBERS[route])).toEqual([]);
      expect(Object.keys(MEMBERS).filter((route) => !ROUTES.includes(route))).toEqual([]);
    });

    it("calls every route with ids at real records, and says what an unknown id gets", () => {
      const withIds = ROUTES.filter((route) => route.includes("/:"));
      expect(withIds.filter((route) => !PATHS[route])).toEqual([]);
      expect(withIds.filter((route) => EXPECTED[route]?.unknown === undefined)).toEqual([]);
    });

    it("gives a stranger's guess the answer for an unknown id, unless the record is public or the answer a plain 403", () => {
      const telling = Object.entries(EXPECTED).filter(
        ([, e]) => e.unknown !== undefined && ![e.unknown, 403, e.owner].includes(e.stranger),
      );
      expect(telling.map(([route]) => route)).toEqual([]);
    });

    it("shows an admin the business figures, so the check that nobody else gets them is not vacuous", async () => {
      const route = "GET /api/automated-system/status";
      const admin = cellsOf(fixture, route, EXPECTED[route]!).find((cell) => cell.caller === "an admin")!;
      expect((await callAs(fixture, route, admin)).text).toMatch(BUSINESS_FIGURE);
    });

    it("can see the owner's secrets where the owner reads them, so the leak check below is not vacuous", async () => {
      const route = "GET /api/literary/works/:id";
      const owner = cellsOf(fixture, route, EXPECTED[route]!).find((cell) => cell.caller === "the owner")!;
      expect((await callAs(fixture, route, owner)).text).toContain(OWNER_SECRET);
    });
  });

  describe.runIf(shard === 0)("ids of one record used on another", () => {
    it("hides the owner's unpublished listing by slug and refuses to sell it, as if it did not exist", async () => {
      const intruder = await registerAccount();
      const bySlug = (cookie?: string) =>
        marketplace(cookie).item[":id"].$get({ param: { id: fixture.ids.draftSlug.toUpperCase() } });
      expect((await bySlug()).status).toBe(404);
      expect((await bySlug(intruder.cookie)).status).toBe(404);
      expect((await bySlug(await signIn(fixture.accounts.owner))).status).toBe(200);
      const purchase = await marketplace(intruder.cookie).purchase.$post({
        json: { productId: fixture.ids.draftProductId, price: 15 },
      });
      expect(purchase.status).toBe(404);
    });

    it("keeps version and member ids inside their project, even for the owner of another project", async () => {
      const intruder = await registerAccount();
      const own = collab(intruder.cookie).projects[":id"];
      const projectId = await newProject(intruder.cookie, "Intruder's project", "A project of the intruder's own.");
      const restore = await own.versions[":versionId"].restore.$post({
        param: { id: projectId, versionId: fixture.ids.versionId },
      });
      expect(restore.status).toBe(404);
      const removal = await own.members[":userId"].$delete({
        param: { id: projectId, userId: fixture.accounts.editor.id },
      });
      expect(removal.status).toBe(404);
      const asEditor = await collab(await signIn(fixture.accounts.editor)).projects[":id"].$get({
        param: { id: fixture.ids.projectId },
      });
      expect(asEditor.status).toBe(200);
    });
  });

  describe("every route × every caller", () => {
    for (const route of shardRoutes(shard)) {
      it(route, { timeout: 60_000 }, async () => {
        const expected = EXPECTED[route];
        if (!expected) throw new Error(`${route} has no entry in the authorization table: say who may call it`);
        const wrong: string[] = [];
        for (const cell of cellsOf(fixture, route, expected)) {
          const { status, text } = await callAs(fixture, route, cell);
          if (status !== cell.status)
            wrong.push(`${cell.caller}: expected ${cell.status}, got ${status} ${text.slice(0, 200)}`);
          if (BUSINESS_ROUTES.has(route) && cell.caller !== "an admin" && BUSINESS_FIGURE.test(text))
            wrong.push(`${cell.caller}: the answer shows the platform's business figures`);
          for (const [whose, texts] of Object.entries(secrets(fixture)) as [Secret, string[]][])
            if (!cell.mayRead.includes(whose) && texts.some((secret) => text.includes(secret)))
              wrong.push(`${cell.caller}: the answer (${status}) shows the ${whose}'s private text`);
        }
        expect(wrong, wrong.join("; ")).toEqual([]);
      });
    }
  });
}
