/**
 * StatusHub: one Durable Object for the whole platform (named "platform"), holding the latest system status and the
 * sockets of the dashboards watching it.
 *
 * The worker computes the status (from D1, R2 and the health checks) and hands it to `publish`; the hub keeps it in
 * its storage, so a dashboard that connects after an eviction still gets it first, and sends it to every connected
 * dashboard only when something other than the time of the check changed. Sockets use the hibernation API: a hub
 * with watchers but no changes costs nothing. The worker checks the session before it forwards an upgrade.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../worker/env";
import type { StatusFrame, SystemStatus } from "./status-protocol";

const STATUS_KEY = "status";
/** Dashboards only listen; anything they send is ignored, and a chatty one is not read past this size. */
const MAX_FRAME_BYTES = 256;

/** The status without the time it was checked: two checks that found the same are the same status. */
const substance = ({ checkedAt: _at, ...rest }: SystemStatus) => JSON.stringify(rest);

export class StatusHub extends DurableObject<Env> {
  #latest: SystemStatus | null | undefined;

  async #current(): Promise<SystemStatus | null> {
    if (this.#latest === undefined) this.#latest = (await this.ctx.storage.get<SystemStatus>(STATUS_KEY)) ?? null;
    return this.#latest;
  }

  /** Only the WebSocket upgrade comes as a request; its first frame is the current status, if the hub has one. */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("This object takes a WebSocket.", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const status = await this.#current();
    if (status) server.send(JSON.stringify({ type: "status", status } satisfies StatusFrame));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The latest status the hub holds, or null before the first. */
  async latest(): Promise<SystemStatus | null> {
    return this.#current();
  }

  /** Stores a newly computed status and, if it differs from the last one, sends it to every dashboard; returns whether it did. */
  async publish(status: SystemStatus): Promise<boolean> {
    const previous = await this.#current();
    this.#latest = status;
    await this.ctx.storage.put(STATUS_KEY, status);
    if (previous && substance(previous) === substance(status)) return false;
    const frame = JSON.stringify({ type: "status", status } satisfies StatusFrame);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(frame);
      } catch {
        // A socket closing as we send: its close handler tidies up.
      }
    }
    return true;
  }

  /** How many dashboards are watching. */
  watchers(): number {
    return this.ctx.getWebSockets().length;
  }

  async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if ((typeof raw === "string" ? raw.length : raw.byteLength) > MAX_FRAME_BYTES) socket.close(1009, "Too large");
  }

  async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }
}
