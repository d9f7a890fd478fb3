import { abortAllDurableObjects } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../../worker/test/client";
import { collab, projectWithEditor } from "../../worker/test/projects";
import { SocketWaiter } from "../../worker/test/waits";
import type { ChatMessage, ServerFrame } from "./protocol";

/**
 * A member's chat as the web client keeps it (use-project-room.ts): messages by id, from the live socket, from what
 * it posted over HTTP while the socket was down, and from the history after its last id when it (re)connects.
 */
class Member {
  readonly chat = new Map<number, ChatMessage>();
  /** Every message frame each socket delivered, to check that no socket delivers one twice. */
  readonly deliveries: number[][] = [];
  private socket: WebSocket | null = null;
  private closed: Promise<unknown> = Promise.resolve();
  private readonly waiter = new SocketWaiter();

  constructor(
    private readonly cookie: string,
    private readonly projectId: string,
  ) {}

  get lastId(): number {
    return Math.max(0, ...this.chat.keys());
  }

  /** Opens a socket, waits for the room's welcome, then reads what was missed since the last id, as the page does. */
  async connect(): Promise<void> {
    const response = await exports.default.fetch(`${ORIGIN}/api/collaborative/projects/${this.projectId}/live`, {
      headers: { Upgrade: "websocket", cookie: this.cookie },
    });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    const delivered: number[] = [];
    this.deliveries.push(delivered);
    let welcomed = false;
    socket.addEventListener("message", (event) => {
      const frame = JSON.parse(event.data as string) as ServerFrame;
      if (frame.type === "welcome") welcomed = true;
      if (frame.type === "message") {
        delivered.push(frame.message.id);
        this.add([frame.message]);
      }
      this.waiter.changed();
    });
    this.closed = new Promise((resolve) => socket.addEventListener("close", resolve));
    socket.accept();
    this.socket = socket;
    await this.waiter.until(() => welcomed, "the room's welcome");
    const missed = await collab(this.cookie).projects[":id"].messages.$get({
      param: { id: this.projectId },
      query: { after: String(this.lastId) },
    });
    this.add((await missed.json()).messages);
  }

  /** Sends over the socket while it is open, else posts over HTTP, as the page's send does. */
  async send(text: string): Promise<void> {
    if (this.socket) {
      this.socket.send(JSON.stringify({ type: "message", message: text }));
      return;
    }
    const posted = await collab(this.cookie).projects[":id"].messages.$post({
      param: { id: this.projectId },
      json: { message: text },
    });
    this.add([(await posted.json()).message]);
  }

  /** Resolves when the room closes the socket (the page then reconnects). */
  async disconnected(): Promise<void> {
    await this.closed;
    this.socket = null;
  }

  close(): void {
    this.socket?.close(1000, "Left the project");
  }

  /** The chat's texts in id order, once it holds `count` messages. */
  async texts(count: number): Promise<string[]> {
    await this.waiter.until(() => this.chat.size >= count, `${count} messages`);
    return [...this.chat.values()].sort((a, b) => a.id - b.id).map((m) => m.message);
  }

  private add(messages: ChatMessage[]): void {
    for (const message of messages) this.chat.set(message.id, message);
    this.waiter.changed();
  }
}

describe("the collaboration room restarted mid-conversation", () => {
  it("closes the members' sockets, and once they reconnect each has every message exactly once", async () => {
    const { id, owner, editor } = await projectWithEditor("Restart room");
    const alice = new Member(owner.cookie, id);
    const bob = new Member(editor.cookie, id);
    await alice.connect();
    await bob.connect();

    await alice.send("before 1");
    expect(await bob.texts(1)).toEqual(["before 1"]);
    await bob.send("before 2");
    expect(await alice.texts(2)).toEqual(["before 1", "before 2"]);
    expect(await bob.texts(2)).toEqual(["before 1", "before 2"]);

    await abortAllDurableObjects();
    await Promise.all([alice.disconnected(), bob.disconnected()]);

    // While the sockets are down the page posts over HTTP; Bob has not reconnected yet, so he misses it live.
    await alice.send("while down");
    await alice.connect();
    await alice.send("after 1");
    expect(await alice.texts(4)).toEqual(["before 1", "before 2", "while down", "after 1"]);
    await bob.connect();
    await bob.send("after 2");

    const all = ["before 1", "before 2", "while down", "after 1", "after 2"];
    expect(await alice.texts(5)).toEqual(all);
    expect(await bob.texts(5)).toEqual(all);
    for (const member of [alice, bob]) {
      for (const delivered of member.deliveries) expect(new Set(delivered).size).toBe(delivered.length);
    }
    // The ids survived the restart: the history has each message once, in the order it was sent.
    const history = await (
      await collab(owner.cookie).projects[":id"].messages.$get({ param: { id }, query: {} })
    ).json();
    expect(history.messages.map((m) => m.message)).toEqual(all);
    expect([...alice.chat.keys()].sort((a, b) => a - b)).toEqual(history.messages.map((m) => m.id));
    alice.close();
    bob.close();
  });
});
