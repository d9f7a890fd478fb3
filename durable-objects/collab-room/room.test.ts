import { abortAllDurableObjects } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authClient, freshIp, ORIGIN, registerAccount, sessionCookie } from "../../worker/test/client";
import { collab, projectWithEditor } from "../../worker/test/projects";
import { FRAME_WAIT_MS, SocketWaiter } from "../../worker/test/waits";
import {
  type ClientFrame,
  DELETED_CLOSE_CODE,
  REMOVED_CLOSE_CODE,
  type ServerFrame,
  SIGNED_OUT_CLOSE_CODE,
} from "./protocol";

type FrameOf<T extends ServerFrame["type"]> = Extract<ServerFrame, { type: T }>;

interface Client {
  socket: WebSocket;
  frames: ServerFrame[];
  closed: Promise<number>;
  waitFor<T extends ServerFrame["type"]>(type: T, predicate?: (frame: FrameOf<T>) => boolean): Promise<FrameOf<T>>;
  send(frame: ClientFrame): void;
}

async function connect(cookie: string, projectId: string): Promise<Client> {
  const response = await exports.default.fetch(`${ORIGIN}/api/collaborative/projects/${projectId}/live`, {
    headers: { Upgrade: "websocket", cookie },
  });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const frames: ServerFrame[] = [];
  const waiter = new SocketWaiter();
  socket.addEventListener("message", (event) => {
    frames.push(JSON.parse(event.data as string) as ServerFrame);
    waiter.changed();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (event) => resolve(event.code)));
  return {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(JSON.stringify(frame)),
    waitFor: <T extends ServerFrame["type"]>(type: T, predicate: (frame: FrameOf<T>) => boolean = () => true) =>
      waiter.until(
        () => frames.find((f): f is FrameOf<T> => f.type === type && predicate(f as FrameOf<T>)),
        `a ${type} frame`,
      ),
  };
}

/** The messages a client received, in the order they came. */
function messagesSeen(client: Client) {
  return client.frames.filter((f): f is FrameOf<"message"> => f.type === "message").map((f) => f.message);
}

describe("the collaboration room", () => {
  it("refuses a socket opened from another site's page, even with a member's cookie", async () => {
    const { id, owner } = await projectWithEditor();
    const response = await exports.default.fetch(`${ORIGIN}/api/collaborative/projects/${id}/live`, {
      headers: { Upgrade: "websocket", cookie: owner.cookie, origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });

  it("refuses a socket to someone who is not a member", async () => {
    const { id } = await projectWithEditor();
    const stranger = await registerAccount();
    const response = await exports.default.fetch(`${ORIGIN}/api/collaborative/projects/${id}/live`, {
      headers: { Upgrade: "websocket", cookie: stranger.cookie },
    });
    expect(response.status).toBe(404);
  });

  it("delivers two members' messages to both, in order, with server ids and times, and shows who is here", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    const b = await connect(editor.cookie, id);
    await a.waitFor("presence", (f) => f.presence.length === 2);
    a.send({ type: "message", message: "first", clientId: "a1" });
    await b.waitFor("message", (f) => f.message.message === "first");
    b.send({ type: "message", message: "second", clientId: "b1" });
    b.send({ type: "typing" });
    await a.waitFor("message", (f) => f.message.message === "second");
    // The sender's own copy may come after the other member's.
    await b.waitFor("message", (f) => f.message.message === "second");
    await a.waitFor("typing");
    const seenByA = messagesSeen(a);
    const seenByB = messagesSeen(b);
    expect(seenByA.map((m) => m.message)).toEqual(["first", "second"]);
    expect(seenByB.map((m) => m.id)).toEqual(seenByA.map((m) => m.id));
    expect(seenByA[1]!.id).toBeGreaterThan(seenByA[0]!.id);
    expect(seenByA[0]!.timestamp).toBeGreaterThan(0);
    a.socket.close();
    b.socket.close();
  });

  it("keeps every message in the history, which a reconnecting client reads from its last id", async () => {
    const { id, owner } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    a.send({ type: "message", message: "one" });
    const one = await a.waitFor("message");
    a.send({ type: "message", message: "two" });
    await a.waitFor("message", (f) => f.message.message === "two");
    a.socket.close();
    const missed = await (
      await collab(owner.cookie).projects[":id"].messages.$get({
        param: { id },
        query: { after: String(one.message.id) },
      })
    ).json();
    expect(missed.messages.map((m) => m.message)).toEqual(["two"]);
  });

  it("keeps the history when the room's object is evicted and recreated", async () => {
    const { id, owner } = await projectWithEditor();
    await collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: { message: "before eviction" } });
    await abortAllDurableObjects();
    const history = await (
      await collab(owner.cookie).projects[":id"].messages.$get({ param: { id }, query: {} })
    ).json();
    expect(history.messages.map((m) => m.message)).toEqual(["before eviction"]);
  });

  it("refuses blank and over-long messages without storing them", async () => {
    const { id, owner } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    a.send({ type: "message", message: "   ", clientId: "blank" });
    a.send({ type: "message", message: "x".repeat(4001), clientId: "long" });
    expect((await a.waitFor("error", (f) => f.clientId === "blank")).code).toBe("invalid_input");
    expect((await a.waitFor("error", (f) => f.clientId === "long")).code).toBe("payload_too_large");
    a.socket.close();
    const history = await (
      await collab(owner.cookie).projects[":id"].messages.$get({ param: { id }, query: {} })
    ).json();
    expect(history.messages).toEqual([]);
  });

  it("lets one connection send 10 frames a second in bursts of 20, and says so when it sends more", async () => {
    const { id, owner } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    for (let i = 0; i < 100; i++) a.send({ type: "message", message: `flood ${i}`, clientId: `f${i}` });
    expect((await a.waitFor("error", (f) => f.code === "rate_limited")).message).toMatch(/10 messages a second/);
    // Every frame is answered: its message comes back to everyone, or its sender hears why it was refused.
    const answered = () => messagesSeen(a).length + a.frames.filter((f) => f.type === "error").length;
    await expect.poll(answered, { timeout: FRAME_WAIT_MS }).toBe(100);
    a.socket.close();
    const stored = await env.COLLAB_ROOM.getByName(id).history(0);
    expect(stored.length).toBe(messagesSeen(a).length);
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored.length).toBeLessThan(100);
  });

  it("stores a resent message once: the same sender and client id, over the socket or over HTTP", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    a.send({ type: "message", message: "sent twice", clientId: "resend-1" });
    const first = await a.waitFor("message", (f) => f.clientId === "resend-1");
    a.send({ type: "message", message: "sent twice", clientId: "resend-1" });
    a.send({ type: "ping" });
    await a.waitFor("pong");
    const overHttp = await (
      await collab(owner.cookie).projects[":id"].messages.$post({
        param: { id },
        json: { message: "sent twice", clientId: "resend-1" },
      })
    ).json();
    expect(overHttp.message.id).toBe(first.message.id);
    // Another member may use the same client id for a message of their own.
    const theirs = await (
      await collab(editor.cookie).projects[":id"].messages.$post({
        param: { id },
        json: { message: "mine", clientId: "resend-1" },
      })
    ).json();
    expect(theirs.message.id).not.toBe(first.message.id);
    a.socket.close();
    const stored = await env.COLLAB_ROOM.getByName(id).history(0);
    expect(stored.map((m) => m.message)).toEqual(["sent twice", "mine"]);
  });

  it("drops a client id longer than 64 characters instead of echoing it", async () => {
    const { id, owner } = await projectWithEditor();
    const a = await connect(owner.cookie, id);
    a.send({ type: "message", message: "hello", clientId: "x".repeat(65) });
    const echoed = await a.waitFor("message");
    expect(echoed.message.message).toBe("hello");
    expect(echoed.clientId).toBeUndefined();
    a.socket.close();
  });

  it("closes a session's sockets when it signs out, and all of the member's when they sign out everywhere", async () => {
    const { id, owner } = await projectWithEditor();
    const login = await authClient({ ip: freshIp() }).login.$post({
      json: { email: owner.email, password: owner.password },
    });
    const laptop = owner.cookie;
    const phone = sessionCookie(login);
    const [onLaptop, onPhone] = [await connect(laptop, id), await connect(phone, id)];
    await authClient({ cookie: laptop }).logout.$post();
    expect(await onLaptop.closed).toBe(SIGNED_OUT_CLOSE_CODE);
    onPhone.send({ type: "ping" });
    await onPhone.waitFor("pong");
    await authClient({ cookie: phone })["logout-everywhere"].$post();
    expect(await onPhone.closed).toBe(SIGNED_OUT_CLOSE_CODE);
  });

  it("closes the member's sockets when they sign out everywhere, however many projects they belong to", async () => {
    const { id, owner } = await projectWithEditor();
    const login = await authClient({ ip: freshIp() }).login.$post({
      json: { email: owner.email, password: owner.password },
    });
    const phone = await connect(sessionCookie(login), id);
    await phone.waitFor("welcome");
    // 201 projects more recently active than this one, as a busy member's would be.
    const later = Date.now() + 60_000;
    const statements = Array.from({ length: 201 }, (_, i) => {
      const projectId = crypto.randomUUID();
      return [
        env.DB.prepare(
          "insert into collab_projects (id, owner_id, title, description, created_at, updated_at) values (?, ?, ?, '', ?, ?)",
        ).bind(projectId, owner.body.user.id, `Project ${i}`, later + i, later + i),
        env.DB.prepare(
          "insert into collab_members (project_id, user_id, role, permissions, joined_at) values (?, ?, 'owner', '[]', ?)",
        ).bind(projectId, owner.body.user.id, later + i),
      ];
    });
    await env.DB.batch(statements.flat());
    await authClient({ cookie: owner.cookie })["logout-everywhere"].$post();
    expect(await phone.closed).toBe(SIGNED_OUT_CLOSE_CODE);
  });

  it("reaches live members with a message posted over HTTP", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const b = await connect(editor.cookie, id);
    await collab(owner.cookie).projects[":id"].messages.$post({ param: { id }, json: { message: "from a form" } });
    expect((await b.waitFor("message")).message.message).toBe("from a form");
    b.socket.close();
  });

  it("tells live members when the document is saved, a version is made or the status moves, and by whom", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const b = await connect(editor.cookie, id);
    await b.waitFor("welcome");
    const project = collab(owner.cookie).projects[":id"];
    await project.$patch({ param: { id }, json: { content: "New text", baseRevision: 0 } });
    const saved = await b.waitFor("project", (f) => f.change === "content");
    expect(saved.by).toEqual({ id: owner.body.user.id, name: owner.username });
    await project.versions.$post({ param: { id }, json: { changes: "First" } });
    await b.waitFor("project", (f) => f.change === "version");
    await project.$patch({ param: { id }, json: { status: "in_progress" } });
    await b.waitFor("project", (f) => f.change === "details");
    b.socket.close();
  });

  it("disconnects everyone and forgets the chat when the owner deletes the project", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const b = await connect(editor.cookie, id);
    await b.waitFor("welcome");
    const project = collab(owner.cookie).projects[":id"];
    await project.messages.$post({ param: { id }, json: { message: "soon gone" } });
    expect((await project.$delete({ param: { id } })).status).toBe(200);
    expect((await b.waitFor("project", (f) => f.change === "deleted")).by.id).toBe(owner.body.user.id);
    expect(await b.closed).toBe(DELETED_CLOSE_CODE);
    expect((await project.messages.$get({ param: { id }, query: {} })).status).toBe(404);
    expect(await env.COLLAB_ROOM.getByName(id).history(0)).toEqual([]);
  });

  it("closes a removed member's socket at once", async () => {
    const { id, owner, editor } = await projectWithEditor();
    const b = await connect(editor.cookie, id);
    await b.waitFor("welcome");
    await collab(owner.cookie).projects[":id"].members[":userId"].$delete({
      param: { id, userId: editor.body.user.id },
    });
    expect((await b.waitFor("error")).code).toBe("removed");
    expect(await b.closed).toBe(REMOVED_CLOSE_CODE);
  });
});
