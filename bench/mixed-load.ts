import type WebSocket from "ws";
import { demoSessionCookie } from "../e2e/demo-sign-in";
import { DEMO_ACCOUNTS } from "../worker/features/auth/shared/demo-accounts";
import { startBenchServer } from "./bench-server";
import { deliveredCount, drainChat, openChatRoom, sendChatMessages } from "./mixed-load-chat";
import { checkChatHistory, checkEarnings, checkPurchases, earningsOf } from "./mixed-load-checks";
import { loadClient } from "./mixed-load-client";
import { latencyByKind, latencyStats, type MixedLoadResult } from "./mixed-load-result";
import { CHAT_SOCKETS, LOAD_SECONDS, VIRTUAL_USERS } from "./mixed-load-scenario";
import { type Purchase, registerBuyers, sellersProducts, virtualUser } from "./mixed-load-users";

const PORT = 8790;
/** Setup, drain and checks end within this beyond the load, whatever hangs; wrangler dev's start has its own deadline. */
const HARD_DEADLINE_MS = 3 * 60_000;

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
  const { expectOk, timed, samples, failures, describeFailure } = loadClient(baseUrl, deadline);

  // Setup: the two sellers, the buyers, the catalogue, the chat room.
  progress.stage = "setup: signing in the demo sellers";
  const creator = await demoSessionCookie(baseUrl, "creator");
  const professional = await demoSessionCookie(baseUrl, "professional");
  const sellers = new Map<string, string>([
    [DEMO_ACCOUNTS.creator.id, creator],
    [DEMO_ACCOUNTS.professional.id, professional],
  ]);
  const earningsBefore = new Map<string, number>();
  for (const [id, cookie] of sellers) earningsBefore.set(id, await earningsOf(expectOk, cookie));

  progress.stage = "setup: reading the catalogue and registering the buyers";
  const buyers = await registerBuyers(baseUrl, await sellersProducts(expectOk, sellers));

  progress.stage = "setup: the chat room";
  const chat = await openChatRoom(baseUrl, expectOk, { creator, professional }, sockets, { describeFailure, problems });

  // The load: virtual users and chat senders until the load ends.
  const answered: Purchase[] = [];
  progress.stage = "the load";
  const loadStarted = performance.now();
  const loadEnds = loadStarted + loadSeconds * 1000;
  const loading = () => performance.now() < loadEnds && !deadline.aborted;
  await Promise.all([
    ...Array.from({ length: VIRTUAL_USERS }, (_, vu) => virtualUser(vu, { timed, buyers, answered, loading })),
    ...Array.from({ length: CHAT_SOCKETS }, (_, index) => sendChatMessages(chat, sockets, index, loading)),
  ]);
  const seconds = (performance.now() - loadStarted) / 1000;

  progress.stage = "waiting for the last chat deliveries";
  const expected = await drainChat(chat, sockets, deadline);

  progress.stage = "the checks after the load";
  // Check 1: no 5xx at all.
  const all = [...samples.values()].flat();
  const serverErrors = all.filter((sample) => sample.status >= 500).length;
  const errors = all.filter((sample) => sample.failed).length;
  problems.push(...failures.map((failure) => `during the load: ${failure}`));

  const { listedOnce, purchasesOnce } = await checkPurchases(expectOk, buyers, answered, problems);
  const earnings = await checkEarnings(expectOk, sellers, earningsBefore, answered, problems);
  const stored = await checkChatHistory(expectOk, chat, creator, problems);

  return {
    seconds,
    requests: all.length,
    perSecond: all.length / seconds,
    errors,
    serverErrors,
    kinds: latencyByKind(samples),
    chat: {
      ...latencyStats(chat.latencies, chat.errors),
      members: 2,
      sent: chat.sentAt.size,
      expected,
      delivered: deliveredCount(chat),
      duplicates: chat.duplicates,
    },
    purchases: { answeredSuccess: answered.length, listedOnce },
    earnings,
    stored: { messages: stored.messages, storedOnce: stored.storedOnce },
    holds: {
      noServerErrors: serverErrors === 0,
      purchasesOnce,
      earnings: earnings.every((seller) => seller.gainedCents === seller.sharesCents),
      chatOnce: stored.chatOnce,
    },
    problems,
  };
}
