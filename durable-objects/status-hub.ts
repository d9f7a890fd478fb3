/**
 * StatusHub: one Durable Object for the whole platform (named "platform"), holding the latest system status and the
 * sockets of the dashboards watching it.
 *
 * The worker computes the status (from D1, R2 and the health checks) and hands it to `publish`; the hub keeps it in
 * its storage, so a dashboard that connects after an eviction still gets it first, and sends it to every connected
 * dashboard only when something other than the time of the check changed. Sockets use the hibernation API: a hub
 * with watchers but no changes costs nothing. The worker checks the session before it forwards an upgrade and says
 * whose it is (`watchRequest`): admins get the whole status, members the view without business figures; a
 * session's sockets close when it signs out or ends.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../worker/env";
import { SIGNED_OUT_CLOSE_CODE } from "./collab-room/protocol";
import { releaseClaim, sessionsEnded, sessionTag, wakeBy } from "./live-sockets";
import { memberView, type StatusFrame, type StatusWatcher, type SystemStatus } from "./status-protocol";

const STATUS_KEY = "status";
/** Dashboards only listen; anything they send is ignored, and a chatty one is not read past this size. */
const MAX_FRAME_BYTES = 256;

/** The status without the time it was checked: two checks that found the same are the same status. */
const substance = ({ checkedAt: _at, ...rest }: SystemStatus) => JSON.stringify(rest);

const WATCHER_HEADER = "X-Status-Watcher";
const ADMIN_TAG = "admin";
const MEMBER_TAG = "member";

/** The upgrade the worker forwards for a user it checked: a fresh request, so no header of the browser's gets here. */
export function watchRequest(watcher: StatusWatcher): Request {
  return new Request("https://hub/live", {
    headers: { Upgrade: "websocket", [WATCHER_HEADER]: JSON.stringify(watcher) },
  });
}

const frameOf = (status: SystemStatus) => JSON.stringify({ type: "status", status } satisfies StatusFrame);

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
    const watcher = JSON.parse(request.headers.get(WATCHER_HEADER) ?? "null") as StatusWatcher | null;
    if (!watcher) return new Response("Missing watcher", { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [
      watcher.userId,
      sessionTag(watcher.session),
      watcher.admin ? ADMIN_TAG : MEMBER_TAG,
    ]);
    server.serializeAttachment(watcher);
    const status = await this.#current();
    if (status) server.send(frameOf(watcher.admin ? status : memberView(status)));
    await wakeBy(this.ctx.storage, watcher.expiresAt);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A user signed out of one session, or of all of them: those dashboards close. */
  signOut(who: { userId: string } | { session: string }): void {
    const tag = "session" in who ? sessionTag(who.session) : who.userId;
    for (const socket of this.ctx.getWebSockets(tag)) {
      socket.close(SIGNED_OUT_CLOSE_CODE, "Signed out");
      releaseClaim(this.ctx, this.env, socket);
    }
  }

  /** Closes the dashboards whose session ended, and wakes again for the next to end. */
  async alarm(): Promise<void> {
    const { ended, next } = sessionsEnded(this.ctx.getWebSockets(), Date.now());
    for (const socket of ended) {
      socket.close(SIGNED_OUT_CLOSE_CODE, "Session expired");
      releaseClaim(this.ctx, this.env, socket);
    }
    if (Number.isFinite(next)) await wakeBy(this.ctx.storage, next);
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
    const frames = { [ADMIN_TAG]: frameOf(status), [MEMBER_TAG]: frameOf(memberView(status)) };
    for (const tag of [ADMIN_TAG, MEMBER_TAG] as const) {
      for (const socket of this.ctx.getWebSockets(tag)) {
        try {
          socket.send(frames[tag]);
        } catch {
          // A socket closing as we send: its close handler tidies up.
        }
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
    releaseClaim(this.ctx, this.env, socket);
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }

  async webSocketError(socket: WebSocket): Promise<void> {
    releaseClaim(this.ctx, this.env, socket);
  }
}
