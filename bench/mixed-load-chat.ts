import WebSocket from "ws";
import { DEMO_ACCOUNTS } from "../worker/features/auth/shared/demo-accounts";
import { DESCRIBED_FAILURES, type ExpectOk, REQUEST_TIMEOUT_MS } from "./mixed-load-client";
import { CHAT_INTERVAL_MS, CHAT_SOCKETS } from "./mixed-load-scenario";

/** How long the room may take to deliver the last messages once the load stops. */
const CHAT_DRAIN_MS = 15_000;
/** A chat message of the load, by the clientId its sender gave it (also what finds it in the room's history). */
export const CHAT_TEXT = /^Bench message (\d+-\d+):/;

interface ChatFrame {
  type: string;
  clientId?: string;
  message?: { id: number } | string;
}

/** What the chat side of the load saw, filled in by the sockets' handlers as frames arrive. */
export interface ChatTally {
  projectId: string;
  /** When each message was sent, by its clientId. */
  sentAt: Map<string, number>;
  /** From send to receipt, per first delivery to a socket. */
  latencies: number[];
  /** Per socket: the message id it received for each clientId. */
  receivedBy: Map<string, number>[];
  duplicates: number;
  errors: number;
  /** Set once the run closes the sockets itself, so a close is no longer an error. */
  closing: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A project of the creator demo with the professional demo invited as editor, and CHAT_SOCKETS sockets in its room
 * (added to `sockets`, which the caller ends), open and listening once this resolves.
 */
export async function openChatRoom(
  baseUrl: string,
  expectOk: ExpectOk,
  { creator, professional }: { creator: string; professional: string },
  sockets: WebSocket[],
  { describeFailure, problems }: { describeFailure: (text: string) => void; problems: string[] },
): Promise<ChatTally> {
  const { project } = await expectOk<{ project: { id: string } }>("/api/collaborative/projects", {
    cookie: creator,
    body: { title: "Mixed load room", description: "The mixed load's chat" },
  });
  const { invitation } = await expectOk<{ invitation: { id: string } }>(
    `/api/collaborative/projects/${project.id}/invite`,
    { cookie: creator, body: { email: DEMO_ACCOUNTS.professional.email, role: "editor" } },
  );
  await expectOk(`/api/collaborative/invitations/${invitation.id}/accept`, { cookie: professional, body: {} });

  const tally: ChatTally = {
    projectId: project.id,
    sentAt: new Map(),
    latencies: [],
    receivedBy: [],
    duplicates: 0,
    errors: 0,
    closing: false,
  };
  const chatFailure = (text: string) => {
    tally.errors += 1;
    describeFailure(`chat: ${text}`);
  };
  const url = `${baseUrl.replace("http", "ws")}/api/collaborative/projects/${project.id}/live`;
  await Promise.all(
    Array.from({ length: CHAT_SOCKETS }, (_, index) => {
      const cookie = index % 2 === 0 ? creator : professional;
      const socket = new WebSocket(url, { headers: { cookie, origin: baseUrl }, handshakeTimeout: REQUEST_TIMEOUT_MS });
      sockets.push(socket);
      const received = new Map<string, number>();
      tally.receivedBy.push(received);
      socket.on("message", (data) => {
        const frame = JSON.parse(String(data)) as ChatFrame;
        if (frame.type === "error") chatFailure(`socket ${index} got an error frame: ${String(data).slice(0, 200)}`);
        if (frame.type !== "message" || !frame.clientId || typeof frame.message !== "object") return;
        const started = tally.sentAt.get(frame.clientId);
        if (received.has(frame.clientId)) {
          tally.duplicates += 1;
          if (tally.duplicates <= DESCRIBED_FAILURES)
            problems.push(`chat message ${frame.clientId} reached socket ${index} more than once`);
        } else {
          received.set(frame.clientId, frame.message.id);
          if (started !== undefined) tally.latencies.push(performance.now() - started);
        }
      });
      socket.on("close", (code) => {
        if (!tally.closing) chatFailure(`socket ${index} closed during the run (code ${code})`);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once("message", () => resolve());
        socket.once("error", reject);
      });
    }),
  );
  return tally;
}

/** One socket's sender: a message every CHAT_INTERVAL_MS while the load lasts, the sockets' starts spread evenly. */
export async function sendChatMessages(tally: ChatTally, sockets: WebSocket[], index: number, loading: () => boolean) {
  const socket = sockets[index]!;
  await sleep((index * CHAT_INTERVAL_MS) / CHAT_SOCKETS);
  for (let n = 0; loading(); n++) {
    const clientId = `${index}-${n}`;
    // A socket that closed stops sending: its close is counted once, as an error, by the close handler.
    if (socket.readyState !== WebSocket.OPEN) break;
    tally.sentAt.set(clientId, performance.now());
    const message = `Bench message ${clientId}: the second chapter reads well, shall we send it to the editor?`;
    socket.send(JSON.stringify({ type: "message", message, clientId }));
    await sleep(CHAT_INTERVAL_MS);
  }
}

/** How many deliveries the sockets have received so far (each message once per socket). */
export const deliveredCount = (tally: ChatTally) => tally.receivedBy.reduce((sum, received) => sum + received.size, 0);

/**
 * Waits (CHAT_DRAIN_MS at the most) for every message sent to reach every socket, then closes the sockets; returns
 * how many deliveries were expected.
 */
export async function drainChat(tally: ChatTally, sockets: WebSocket[], deadline: AbortSignal): Promise<number> {
  const expected = tally.sentAt.size * CHAT_SOCKETS;
  const drainEnds = performance.now() + CHAT_DRAIN_MS;
  while (deliveredCount(tally) < expected && performance.now() < drainEnds && !deadline.aborted) await sleep(100);
  tally.closing = true;
  for (const socket of sockets) socket.close();
  return expected;
}
