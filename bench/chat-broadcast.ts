import WebSocket from "ws";
import { benchRoom, percentile } from "./bench-room";
import { startBenchServer } from "./bench-server";

const PORT = 8797;
const CLIENTS = 100;
const MESSAGES_EACH = 10;
/** One message every 20 ms (50 a second, 5,000 deliveries a second): a very busy room, not a flood. */
const SEND_INTERVAL_MS = 20;

/**
 * 100 members, one WebSocket each, in one project room on local wrangler dev, each sending 10 messages; every
 * message must reach every client. Latency is from send to receipt, per delivery, on one clock (this process).
 */
export async function chatBroadcast() {
  const server = await startBenchServer(PORT);
  const sockets: WebSocket[] = [];
  try {
    const { cookies, url } = await benchRoom(server.baseUrl, "Bench room", CLIENTS);

    const latencies: number[] = [];
    let delivered = 0;
    const sentAt = new Map<string, number>();
    const ready = await Promise.all(
      cookies.map((cookie) => {
        const socket = new WebSocket(url, { headers: { cookie, origin: server.baseUrl } });
        sockets.push(socket);
        // Ready once this socket sees everyone in the room: the joins' presence frames (each naming up to 100
        // members, to up to 100 sockets) are over before the first message is timed.
        let seesEveryone: () => void = () => undefined;
        const ready = new Promise<void>((resolve, reject) => {
          seesEveryone = resolve;
          socket.once("error", reject);
        });
        socket.on("message", (data) => {
          const frame = JSON.parse(String(data)) as { type: string; clientId?: string; presence?: unknown[] };
          if (frame.presence && frame.presence.length === CLIENTS) seesEveryone();
          if (frame.type !== "message" || !frame.clientId) return;
          const started = sentAt.get(frame.clientId);
          if (started !== undefined) latencies.push(performance.now() - started);
          delivered += 1;
        });
        return ready;
      }),
    );
    void ready;
    const sent = CLIENTS * MESSAGES_EACH;
    for (let round = 0; round < MESSAGES_EACH; round++) {
      for (const [i, socket] of sockets.entries()) {
        const clientId = `${i}-${round}`;
        sentAt.set(clientId, performance.now());
        socket.send(JSON.stringify({ type: "message", message: `message ${round} from client ${i}`, clientId }));
        await new Promise((r) => setTimeout(r, SEND_INTERVAL_MS));
      }
    }
    const expected = sent * CLIENTS;
    const deadline = Date.now() + 60_000;
    while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    latencies.sort((a, b) => a - b);
    return {
      clients: CLIENTS,
      sent,
      expected,
      delivered,
      perSecond: 1000 / SEND_INTERVAL_MS,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}
