import WebSocket from "ws";
import { demoSessionCookie } from "../e2e/demo-sign-in";
import { DEMO_ACCOUNTS } from "../worker/common/demo-accounts";
import { benignText } from "../worker/test/fixtures/hostile-texts";
import { startBenchServer } from "./bench-server";

const PORT = 8790;
export const LOAD_SECONDS = 60;
export const VIRTUAL_USERS = 16;
/** Buyer accounts, each shared by two virtual users: registration allows ten accounts per address an hour. */
export const BUYERS = 8;
/** The seeded products have ids 1-14; each buyer buys each of them at most once. */
const SEEDED_PRODUCTS = 14;
/** Sockets in one project room: even ones the creator demo's (the owner), odd ones the professional demo's. */
export const CHAT_SOCKETS = 4;
/** Each socket sends a message every 250 ms: 16 messages a second into the room. */
export const CHAT_INTERVAL_MS = 250;
const REQUEST_TIMEOUT_MS = 30_000;
/** How long the room may take to deliver the last messages once the load stops. */
const CHAT_DRAIN_MS = 15_000;
/** Setup, drain and checks end within this beyond the load, whatever hangs; wrangler dev's start has its own deadline. */
const HARD_DEADLINE_MS = 3 * 60_000;
/** How many failed requests are described in `problems` (the counts cover all of them). */
const DESCRIBED_FAILURES = 8;

const SORTS = ["featured", "popular", "rating", "price-low", "price-high"];
const SEARCH_WORDS = ["stroke", "recovery", "caregiving", "budget", "checklist", "sleep", "fatigue", "business"];
const HUMANIZER_TEXT = benignText(2_000);
const ANALYSIS_TEXT = benignText(4_000);
const BUYER_PASSWORD = "bench-buyer-2026";
const CHAT_TEXT = /^Bench message (\d+-\d+):/;

/**
 * The creator's share as the README states it (80% of the price, rounded down to whole cents), written out here
 * rather than imported from worker/payments/ledger.ts: the check holds the ledger to the rule, not to itself.
 */
const creatorShareCents = (priceCents: number) => Math.floor((priceCents * 80) / 100);

/** The kinds of request of the load: what the bench prints and how each is made. */
export const KINDS = {
  list: {
    label: "marketplace list reads",
    method: "GET /api/marketplace/items?sort=<one of 5>&page=1, anonymous",
  },
  search: {
    label: "marketplace searches",
    method: `GET /api/marketplace/items?q=<one of ${SEARCH_WORDS.length} words>&sort=popular, anonymous`,
  },
  item: {
    label: "item reads",
    method: "GET /api/marketplace/item/<1-14>: anonymous ones, and the buyer's own read before each purchase",
  },
  purchase: {
    label: "purchases (test mode)",
    method: `POST /api/marketplace/purchase {productId, price} at the price just read, by ${BUYERS} registered buyers (two virtual users each), each buying each seeded product at most once (${BUYERS * SEEDED_PRODUCTS} at most; then a buyer's purchase turns become list reads)`,
  },
  humanizer: {
    label: "humanizer demo",
    method: `POST /api/humanizer/demo with ${HUMANIZER_TEXT.length.toLocaleString("en-US")} characters of benignText (offline engine), signed in as a buyer`,
  },
  analysis: {
    label: "text analysis",
    method: `POST /api/text/analyze with ${ANALYSIS_TEXT.length.toLocaleString("en-US")} characters of benignText, signed in as a buyer`,
  },
} as const;
export type Kind = keyof typeof KINDS;

/** What each virtual user draws its next request from, by weight. */
export const MIX: [Kind, number][] = [
  ["list", 30],
  ["search", 15],
  ["item", 20],
  ["purchase", 10],
  ["humanizer", 10],
  ["analysis", 15],
];
const MIX_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

export interface LatencyStats {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MixedLoadResult {
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  serverErrors: number;
  kinds: Record<Kind, LatencyStats>;
  chat: LatencyStats & { members: number; sent: number; expected: number; delivered: number; duplicates: number };
  purchases: { answeredSuccess: number; listedOnce: number };
  earnings: { seller: string; gainedCents: number; sharesCents: number }[];
  stored: { messages: number; storedOnce: number };
  /** The correctness checks after the load. */
  holds: { noServerErrors: boolean; purchasesOnce: boolean; earnings: boolean; chatOnce: boolean };
  /** What a failed check saw, exactly, for the report. */
  problems: string[];
}

interface Sample {
  ms: number;
  /** 0 when nothing answered in time. */
  status: number;
  failed: boolean;
}

interface CallInit {
  cookie?: string;
  body?: unknown;
}

interface Answer {
  status: number;
  text: string;
  headers: Headers;
}

interface Purchase {
  buyer: number;
  productId: number;
  purchaseId: string;
  priceCents: number;
  creatorId: string;
}

interface ItemAnswer {
  item: { id: number; price: number; priceCents: number; creatorId: string };
}

interface PurchaseAnswer {
  success?: boolean;
  purchaseId?: string;
}

interface ListedPurchase {
  purchaseId: string;
  status: string;
  productId: number;
}

interface StoredMessage {
  id: number;
  message: string;
}

interface ChatFrame {
  type: string;
  clientId?: string;
  message?: { id: number } | string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function latencyStats(times: number[], errors: number): LatencyStats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** A small deterministic generator (Park-Miller), so each virtual user's sequence is the same from run to run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function pickKind(random: () => number): Kind {
  let left = random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) {
    left -= weight;
    if (left < 0) return kind;
  }
  return MIX[0]![0];
}

/** Rejects when the deadline passes first, naming the stage the run had reached. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, progress: { stage: string }): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const fail = () => reject(new Error(`the mixed load did not finish before its deadline (at: ${progress.stage})`));
      if (deadline.aborted) fail();
      else deadline.addEventListener("abort", fail, { once: true });
    }),
  ]);
}

/**
 * A 60-second mixed load on a fresh local wrangler dev (plan quotas off): 16 virtual users, each sending its next
 * request as soon as the last one answered, drawn from a mix of catalogue reads and searches, item reads, test-mode
 * purchases by 8 registered buyers, humanizer demos and text analyses of ordinary prose, while 4 sockets of two
 * members chat in one project room. Afterwards it checks from the API that nothing answered 5xx, that every purchase
 * that answered success is listed once and credited its 80% share once, and that every chat message reached every
 * socket once and is stored once.
 */
export async function mixedLoad(loadSeconds = LOAD_SECONDS): Promise<MixedLoadResult> {
  const server = await startBenchServer(PORT);
  const sockets: WebSocket[] = [];
  const deadline = AbortSignal.timeout(HARD_DEADLINE_MS + loadSeconds * 1000);
  const progress = { stage: "setup" };
  try {
    const run = loadAndCheck(server.baseUrl, loadSeconds, { deadline, progress, sockets });
    return await beforeDeadline(run, deadline, progress);
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

async function loadAndCheck(
  baseUrl: string,
  loadSeconds: number,
  { deadline, progress, sockets }: { deadline: AbortSignal; progress: { stage: string }; sockets: WebSocket[] },
): Promise<MixedLoadResult> {
  const problems: string[] = [];
  const failures: string[] = [];

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
  /** A setup or check request: anything but a 2xx stops the run. */
  const expectOk = async <T>(path: string, init: CallInit = {}): Promise<T & { headers: Headers }> => {
    const answer = await call(path, init);
    if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return { ...(JSON.parse(answer.text) as T), headers: answer.headers };
  };

  // Setup: the two sellers, the buyers, the catalogue, the chat room.
  progress.stage = "setup: signing in the demo sellers";
  const creator = await demoSessionCookie(baseUrl, "creator");
  const professional = await demoSessionCookie(baseUrl, "professional");
  const sellers = new Map<string, string>([
    [DEMO_ACCOUNTS.creator.id, creator],
    [DEMO_ACCOUNTS.professional.id, professional],
  ]);
  const earningsOf = async (cookie: string) =>
    // The bench buys in test mode, whose sales the dashboard keeps apart from real money.
    (await expectOk<{ testEarningsCents: number }>("/api/dashboard/summary", { cookie })).testEarningsCents;
  const earningsBefore = new Map<string, number>();
  for (const [id, cookie] of sellers) earningsBefore.set(id, await earningsOf(cookie));

  progress.stage = "setup: reading the catalogue and registering the buyers";
  const products: number[] = [];
  for (let id = 1; id <= SEEDED_PRODUCTS; id++) {
    const { item } = await expectOk<ItemAnswer>(`/api/marketplace/item/${id}`);
    if (sellers.has(item.creatorId)) products.push(id);
  }
  const buyers: { cookie: string; remaining: number[] }[] = [];
  for (let i = 1; i <= BUYERS; i++) {
    const registered = await expectOk<object>("/api/auth/register", {
      body: { username: `bench_buyer_${i}`, email: `bench.buyer.${i}@example.com`, password: BUYER_PASSWORD },
    });
    const cookie = registered.headers.getSetCookie().find((c) => c.startsWith("sid="));
    if (!cookie) throw new Error("registration set no session cookie");
    const random = seeded(1000 + i);
    const remaining = [...products];
    for (let j = remaining.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1));
      [remaining[j], remaining[k]] = [remaining[k]!, remaining[j]!];
    }
    buyers.push({ cookie: cookie.split(";")[0]!, remaining });
  }

  progress.stage = "setup: the chat room";
  const { project } = await expectOk<{ project: { id: string } }>("/api/collaborative/projects", {
    cookie: creator,
    body: { title: "Mixed load room", description: "The mixed load's chat" },
  });
  const { invitation } = await expectOk<{ invitation: { id: string } }>(
    `/api/collaborative/projects/${project.id}/invite`,
    { cookie: creator, body: { email: DEMO_ACCOUNTS.professional.email, role: "editor" } },
  );
  await expectOk(`/api/collaborative/invitations/${invitation.id}/accept`, { cookie: professional, body: {} });

  const sentAt = new Map<string, number>();
  const chatLatencies: number[] = [];
  const receivedBy: Map<string, number>[] = [];
  let chatDuplicates = 0;
  let chatErrors = 0;
  let closing = false;
  const chatFailure = (text: string) => {
    chatErrors += 1;
    if (failures.length < DESCRIBED_FAILURES) failures.push(`chat: ${text}`);
  };
  const url = `${baseUrl.replace("http", "ws")}/api/collaborative/projects/${project.id}/live`;
  await Promise.all(
    Array.from({ length: CHAT_SOCKETS }, (_, index) => {
      const cookie = index % 2 === 0 ? creator : professional;
      const socket = new WebSocket(url, { headers: { cookie, origin: baseUrl }, handshakeTimeout: REQUEST_TIMEOUT_MS });
      sockets.push(socket);
      const received = new Map<string, number>();
      receivedBy.push(received);
      socket.on("message", (data) => {
        const frame = JSON.parse(String(data)) as ChatFrame;
        if (frame.type === "error") chatFailure(`socket ${index} got an error frame: ${String(data).slice(0, 200)}`);
        if (frame.type !== "message" || !frame.clientId || typeof frame.message !== "object") return;
        const started = sentAt.get(frame.clientId);
        if (received.has(frame.clientId)) {
          chatDuplicates += 1;
          if (chatDuplicates <= DESCRIBED_FAILURES)
            problems.push(`chat message ${frame.clientId} reached socket ${index} more than once`);
        } else {
          received.set(frame.clientId, frame.message.id);
          if (started !== undefined) chatLatencies.push(performance.now() - started);
        }
      });
      socket.on("close", (code) => {
        if (!closing) chatFailure(`socket ${index} closed during the run (code ${code})`);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once("message", () => resolve());
        socket.once("error", reject);
      });
    }),
  );

  // The load: virtual users and chat senders until the load ends.
  const samples = new Map<Kind, Sample[]>(Object.keys(KINDS).map((kind) => [kind as Kind, []]));
  const answered: Purchase[] = [];
  /** One request of the load: timed to its last byte; the parsed body, or null when it failed. */
  const timed = async <T>(kind: Kind, path: string, init: CallInit = {}): Promise<T | null> => {
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
    if (failures.length < DESCRIBED_FAILURES) {
      const method = init.body === undefined ? "GET" : "POST";
      failures.push(`${method} ${path} answered ${status || "nothing"}: ${text.slice(0, 200)}`);
    }
    return null;
  };

  progress.stage = "the load";
  const loadStarted = performance.now();
  const loadEnds = loadStarted + loadSeconds * 1000;
  const loading = () => performance.now() < loadEnds && !deadline.aborted;

  const virtualUser = async (vu: number) => {
    const random = seeded(vu + 1);
    const choose = <T>(values: T[]) => values[Math.floor(random() * values.length)]!;
    const buyer = buyers[vu % BUYERS]!;
    while (loading()) {
      const kind = pickKind(random);
      if (kind === "list" || (kind === "purchase" && buyer.remaining.length === 0)) {
        await timed("list", `/api/marketplace/items?sort=${choose(SORTS)}&page=1`);
      } else if (kind === "search") {
        await timed("search", `/api/marketplace/items?q=${choose(SEARCH_WORDS)}&sort=popular`);
      } else if (kind === "item") {
        await timed("item", `/api/marketplace/item/${1 + Math.floor(random() * SEEDED_PRODUCTS)}`);
      } else if (kind === "purchase") {
        const productId = buyer.remaining.pop()!;
        const read = await timed<ItemAnswer>("item", `/api/marketplace/item/${productId}`, { cookie: buyer.cookie });
        if (!read) continue;
        const bought = await timed<PurchaseAnswer>("purchase", "/api/marketplace/purchase", {
          cookie: buyer.cookie,
          body: { productId, price: read.item.price },
        });
        if (bought?.success && bought.purchaseId) {
          const { priceCents, creatorId } = read.item;
          answered.push({ buyer: vu % BUYERS, productId, purchaseId: bought.purchaseId, priceCents, creatorId });
        }
      } else if (kind === "humanizer") {
        await timed("humanizer", "/api/humanizer/demo", { cookie: buyer.cookie, body: { text: HUMANIZER_TEXT } });
      } else {
        await timed("analysis", "/api/text/analyze", { cookie: buyer.cookie, body: { content: ANALYSIS_TEXT } });
      }
    }
  };

  const chatSender = async (index: number) => {
    const socket = sockets[index]!;
    await sleep((index * CHAT_INTERVAL_MS) / CHAT_SOCKETS);
    for (let n = 0; loading(); n++) {
      const clientId = `${index}-${n}`;
      // A socket that closed stops sending: its close is counted once, as an error, by the close handler.
      if (socket.readyState !== WebSocket.OPEN) break;
      sentAt.set(clientId, performance.now());
      const message = `Bench message ${clientId}: the second chapter reads well, shall we send it to the editor?`;
      socket.send(JSON.stringify({ type: "message", message, clientId }));
      await sleep(CHAT_INTERVAL_MS);
    }
  };

  await Promise.all([
    ...Array.from({ length: VIRTUAL_USERS }, (_, vu) => virtualUser(vu)),
    ...Array.from({ length: CHAT_SOCKETS }, (_, index) => chatSender(index)),
  ]);
  const seconds = (performance.now() - loadStarted) / 1000;

  progress.stage = "waiting for the last chat deliveries";
  const expected = sentAt.size * CHAT_SOCKETS;
  const delivered = () => receivedBy.reduce((sum, received) => sum + received.size, 0);
  const drainEnds = performance.now() + CHAT_DRAIN_MS;
  while (delivered() < expected && performance.now() < drainEnds && !deadline.aborted) await sleep(100);
  closing = true;
  for (const socket of sockets) socket.close();

  progress.stage = "the checks after the load";
  // Check 1: no 5xx at all.
  const all = [...samples.values()].flat();
  const serverErrors = all.filter((sample) => sample.status >= 500).length;
  const errors = all.filter((sample) => sample.failed).length;
  problems.push(...failures.map((failure) => `during the load: ${failure}`));

  // Check 2: every purchase that answered success is listed once, paid, for its product; nothing else is listed.
  let listedOnce = 0;
  let purchasesOnce = true;
  for (const [index, buyer] of buyers.entries()) {
    const { purchases } = await expectOk<{ purchases: ListedPurchase[] }>("/api/marketplace/purchases", {
      cookie: buyer.cookie,
    });
    const mine = answered.filter((purchase) => purchase.buyer === index);
    for (const purchase of mine) {
      const listed = purchases.filter((entry) => entry.purchaseId === purchase.purchaseId);
      if (listed.length === 1 && listed[0]!.status === "paid" && listed[0]!.productId === purchase.productId) {
        listedOnce += 1;
      } else {
        purchasesOnce = false;
        problems.push(
          `buyer bench.buyer.${index + 1}@example.com: purchase ${purchase.purchaseId} of product ${purchase.productId} answered success but is listed ${listed.length} times (${JSON.stringify(listed)})`,
        );
      }
    }
    const known = new Set(mine.map((purchase) => purchase.purchaseId));
    const perProduct = new Map<number, number>();
    for (const entry of purchases) perProduct.set(entry.productId, (perProduct.get(entry.productId) ?? 0) + 1);
    for (const entry of purchases) {
      if (!known.has(entry.purchaseId)) {
        purchasesOnce = false;
        problems.push(
          `buyer bench.buyer.${index + 1}@example.com: purchase ${entry.purchaseId} (product ${entry.productId}, ${entry.status}) is listed but did not answer success`,
        );
      }
    }
    for (const [productId, n] of perProduct) {
      if (n > 1) {
        purchasesOnce = false;
        problems.push(`buyer bench.buyer.${index + 1}@example.com has ${n} purchases of product ${productId}`);
      }
    }
  }

  // Check 3: each seller's earnings grew by exactly the 80% shares of the purchases that answered success.
  const earnings: MixedLoadResult["earnings"] = [];
  for (const [id, cookie] of sellers) {
    const gainedCents = (await earningsOf(cookie)) - earningsBefore.get(id)!;
    const sharesCents = answered
      .filter((purchase) => purchase.creatorId === id)
      .reduce((sum, purchase) => sum + creatorShareCents(purchase.priceCents), 0);
    earnings.push({ seller: id, gainedCents, sharesCents });
    if (gainedCents !== sharesCents) {
      problems.push(
        `seller ${id}: the dashboard's earnings grew by ${gainedCents} cents during the load, but the 80% shares of its ${answered.filter((p) => p.creatorId === id).length} purchases that answered success add up to ${sharesCents} cents`,
      );
    }
  }

  // Check 4: every message sent reached every socket once (with one id), and the history holds it once.
  const stored: StoredMessage[] = [];
  for (let after = 0; ; ) {
    const { messages } = await expectOk<{ messages: StoredMessage[] }>(
      `/api/collaborative/projects/${project.id}/messages?after=${after}`,
      { cookie: creator },
    );
    if (messages.length === 0) break;
    stored.push(...messages);
    after = messages.at(-1)!.id;
  }
  const storedIds = new Map<string, number[]>();
  for (const message of stored) {
    const clientId = CHAT_TEXT.exec(message.message)?.[1] ?? `unknown (${message.message.slice(0, 40)})`;
    storedIds.set(clientId, [...(storedIds.get(clientId) ?? []), message.id]);
  }
  let storedOnce = 0;
  let chatOnce = chatDuplicates === 0 && chatErrors === 0;
  for (const clientId of sentAt.keys()) {
    const ids = storedIds.get(clientId) ?? [];
    const missing = receivedBy.flatMap((received, index) => (received.has(clientId) ? [] : [index]));
    const mismatched = receivedBy.flatMap((received, index) =>
      received.has(clientId) && received.get(clientId) !== ids[0] ? [index] : [],
    );
    if (ids.length === 1) storedOnce += 1;
    if (ids.length !== 1 || missing.length > 0 || mismatched.length > 0) {
      chatOnce = false;
      if (problems.length < 50) {
        problems.push(
          `chat message ${clientId}: stored ${ids.length} times (ids ${ids.join(", ") || "none"}), not received by sockets [${missing.join(", ")}], received with another id by sockets [${mismatched.join(", ")}]`,
        );
      }
    }
  }
  for (const [clientId, ids] of storedIds) {
    if (!sentAt.has(clientId)) {
      chatOnce = false;
      problems.push(`chat history holds ${ids.length} message(s) nobody sent: ${clientId}`);
    }
  }

  const kinds = Object.fromEntries(
    [...samples].map(([kind, list]) => [
      kind,
      latencyStats(
        list.map((sample) => sample.ms),
        list.filter((sample) => sample.failed).length,
      ),
    ]),
  ) as Record<Kind, LatencyStats>;
  return {
    seconds,
    requests: all.length,
    perSecond: all.length / seconds,
    errors,
    serverErrors,
    kinds,
    chat: {
      ...latencyStats(chatLatencies, chatErrors),
      members: 2,
      sent: sentAt.size,
      expected,
      delivered: delivered(),
      duplicates: chatDuplicates,
    },
    purchases: { answeredSuccess: answered.length, listedOnce },
    earnings,
    stored: { messages: stored.length, storedOnce },
    holds: {
      noServerErrors: serverErrors === 0,
      purchasesOnce,
      earnings: earnings.every((seller) => seller.gainedCents === seller.sharesCents),
      chatOnce,
    },
    problems,
  };
}
