import * as decoding from "lib0/decoding";
import * as encoding from "lib0/encoding";
import WebSocket from "ws";
import * as syncProtocol from "y-protocols/sync";
import * as Y from "yjs";
import { DOCUMENT_TEXT, MESSAGE_SYNC } from "../durable-objects/collab-room/protocol";
import { benchRoom, percentile } from "./bench-room";
import { startBenchServer } from "./bench-server";

const PORT = 8796;
const EDITORS = 20;
const EDITS_EACH = 25;
/** One keystroke-sized edit into the room every 10 ms (100 a second across the room). */
const EDIT_INTERVAL_MS = 10;

const syncFrame = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, MESSAGE_SYNC);
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/**
 * 20 editors in one project document on local wrangler dev, each a Yjs document synced through the room, typing 25
 * edits each; every edit must reach the 19 others and every document must end the same. Latency is from an edit's
 * send to its receipt by each other editor, found by the edit's Yjs id, on one clock (this process).
 */
export async function documentFanout() {
  const server = await startBenchServer(PORT);
  const sockets: WebSocket[] = [];
  try {
    const { cookies, documentUrl } = await benchRoom(server.baseUrl, "Bench document", EDITORS);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const docs = Array.from({ length: EDITORS }, () => new Y.Doc());

    await Promise.all(
      docs.map((doc, index) => {
        const socket = new WebSocket(documentUrl, { headers: { cookie: cookies[index]!, origin: server.baseUrl } });
        sockets.push(socket);
        doc.on("update", (update: Uint8Array, origin: unknown) => {
          if (origin !== "room" && socket.readyState === WebSocket.OPEN)
            socket.send(syncFrame((encoder) => syncProtocol.writeUpdate(encoder, update)));
        });
        socket.on("message", (data, binary) => {
          if (!binary) return;
          const bytes = new Uint8Array(data as Buffer);
          const decoder = decoding.createDecoder(bytes);
          if (decoding.readVarUint(decoder) !== MESSAGE_SYNC) return;
          const peek = decoding.createDecoder(bytes.subarray(decoder.pos));
          if (decoding.readVarUint(peek) === syncProtocol.messageYjsUpdate) {
            const received = performance.now();
            for (const struct of Y.decodeUpdate(decoding.readVarUint8Array(peek)).structs) {
              const started = sentAt.get(`${struct.id.client}:${struct.id.clock}`);
              if (started !== undefined) latencies.push(received - started);
            }
          }
          const encoder = encoding.createEncoder();
          encoding.writeVarUint(encoder, MESSAGE_SYNC);
          syncProtocol.readSyncMessage(decoder, encoder, doc, "room");
          if (encoding.length(encoder) > 1) socket.send(encoding.toUint8Array(encoder));
        });
        return new Promise<void>((resolve, reject) => {
          socket.once("open", () => {
            socket.send(syncFrame((encoder) => syncProtocol.writeSyncStep1(encoder, doc)));
            resolve();
          });
          socket.once("error", reject);
        });
      }),
    );
    await new Promise((r) => setTimeout(r, 500));
    for (let round = 0; round < EDITS_EACH; round++) {
      for (const [i, doc] of docs.entries()) {
        const text = doc.getText(DOCUMENT_TEXT);
        sentAt.set(`${doc.clientID}:${Y.getState(doc.store, doc.clientID)}`, performance.now());
        text.insert(text.length, `${i}.${round} `);
        await new Promise((r) => setTimeout(r, EDIT_INTERVAL_MS));
      }
    }
    const expected = EDITORS * EDITS_EACH * (EDITORS - 1);
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const texts = new Set(docs.map((doc) => doc.getText(DOCUMENT_TEXT).toString()));
    latencies.sort((a, b) => a - b);
    return {
      editors: EDITORS,
      edits: EDITORS * EDITS_EACH,
      expected,
      delivered: latencies.length,
      converged: texts.size === 1,
      perSecond: 1000 / EDIT_INTERVAL_MS,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}
