import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVE_CONNECTIONS } from "../../worker/http/live-connections";
import { SESSION_MAX_AGE_MS } from "../../worker/http/session";
import { ORIGIN, readError } from "../../worker/test/client";
import { Editor } from "../../worker/test/live-editor";
import { addViewer, projectWithEditor } from "../../worker/test/projects";
import { MAX_LIVE_SOCKETS_PER_MEMBER } from "../member-sockets";
import { MAX_SOCKETS_PER_MEMBER } from "./limits";
import { SESSION_ENDED_CLOSE_CODE, TOO_MANY_SOCKETS_CLOSE_CODE } from "./protocol";

describe("what one member can do to a collaborative room", () => {
  it("cannot store or spread anything but the document's text", async () => {
    const { id, owner, editor } = await projectWithEditor("Only text");
    const vandal = new Editor(editor.cookie, id);
    await vandal.connect();
    vandal.doc.getMap("elsewhere").set("blob", "x".repeat(200_000));
    await vandal.until(() => vandal.refusals.includes("Only the document's text can be edited here."), "the refusal");
    const honest = new Editor(owner.cookie, id);
    await honest.connect();
    honest.type(0, "Honest words.");
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("Honest words.");

    const late = new Editor(owner.cookie, id);
    await late.connect();
    await late.until(() => late.text === "Honest words.", "the text");
    expect(late.doc.getMap("elsewhere").size).toBe(0);
    const { storedBytes } = await env.COLLAB_ROOM.getByName(id).documentSize(id);
    expect(storedBytes).toBeLessThan(10_000);
  });

  it("is named by the room's membership in the cursors the others see, and cannot speak for another's client", async () => {
    const { id, owner } = await projectWithEditor("Cursors");
    const viewer = await addViewer(id, owner.cookie);
    const watcher = new Editor(owner.cookie, id);
    const impostor = new Editor(viewer.cookie, id);
    await watcher.connect();
    await impostor.connect();
    const user = { name: "Owner (admin)", role: "owner", color: "#aa3355" };
    watcher.announce([{ id: watcher.doc.clientID, clock: 1, state: { user: { name: "Me", color: "#123456" } } }]);
    await impostor.until(() => impostor.cursors.some((c) => c.id === watcher.doc.clientID), "the owner's cursor");

    impostor.announce([
      { id: watcher.doc.clientID, clock: 2, state: { user } },
      { id: impostor.doc.clientID, clock: 1, state: { user, cursor: { anchor: 1 } } },
    ]);
    await watcher.until(() => watcher.cursors.some((c) => c.id === impostor.doc.clientID), "the viewer's cursor");
    const seen = watcher.cursors.find((c) => c.id === impostor.doc.clientID)!;
    expect(seen.state).toMatchObject({ user: { role: "viewer", color: "#aa3355" }, cursor: { anchor: 1 } });
    expect((seen.state!.user as { name: string }).name).not.toBe("Owner (admin)");
    // The watcher's own cursor comes back to it, as y-websocket's servers relay to everyone; the impostor's claim
    // to it (clock 2) goes nowhere.
    const own = watcher.cursors.filter((c) => c.id === watcher.doc.clientID);
    expect(own.map((c) => c.clock)).toEqual([1]);
  });

  it("passes on only a #rrggbb cursor colour, so no member writes into the others' style attributes", async () => {
    const { id, owner } = await projectWithEditor("Colours");
    const viewer = await addViewer(id, owner.cookie);
    const watcher = new Editor(owner.cookie, id);
    const painter = new Editor(viewer.cookie, id);
    await watcher.connect();
    await painter.connect();
    const hostile = "red; background-image: url(https://evil.example/x)";
    painter.announce([
      { id: painter.doc.clientID, clock: 1, state: { user: { color: hostile, colorLight: hostile } } },
    ]);
    await watcher.until(() => watcher.cursors.some((c) => c.id === painter.doc.clientID), "the painter's cursor");
    const seen = watcher.cursors.find((c) => c.id === painter.doc.clientID)!;
    expect(seen.state!.user).toMatchObject({ color: "#64748b", colorLight: "#64748b33" });
    painter.announce([{ id: painter.doc.clientID, clock: 2, state: { user: { color: "#1E90ff" } } }]);
    await watcher.until(
      () => watcher.cursors.some((c) => c.id === painter.doc.clientID && c.clock === 2),
      "the painter's second colour",
    );
    expect(watcher.cursors.find((c) => c.id === painter.doc.clientID && c.clock === 2)!.state!.user).toMatchObject({
      color: "#1E90ff",
      colorLight: "#1E90ff33",
    });
  });

  it(`may have ${MAX_SOCKETS_PER_MEMBER} live connections to a room, and the next is refused with a final code`, async () => {
    const { id, owner } = await projectWithEditor("Many tabs");
    const tabs = Array.from({ length: MAX_SOCKETS_PER_MEMBER }, () => new Editor(owner.cookie, id));
    for (const tab of tabs) await tab.connect();
    const extra = new Editor(owner.cookie, id);
    await extra.connect();
    await extra.until(() => extra.closeCode === TOO_MANY_SOCKETS_CLOSE_CODE, "the refusal");
    expect(extra.textFrames).toEqual([]);
    expect(tabs.every((tab) => tab.closeCode === null)).toBe(true);

    tabs[0]!.disconnect();
    const replacement = new Editor(owner.cookie, id);
    await replacement.connect();
    replacement.type(0, "Still here.");
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("Still here.");
    expect(replacement.closeCode).toBeNull();
  });

  it(`may hold ${MAX_LIVE_SOCKETS_PER_MEMBER} live sockets across the platform, and gets each back when it closes`, async () => {
    const { id, owner } = await projectWithEditor("Everywhere");
    const counter = env.MEMBER_SOCKETS.getByName(owner.body.user.id);
    const tab = new Editor(owner.cookie, id);
    await tab.connect();
    expect(await counter.held()).toBe(1);
    tab.disconnect();
    await expect.poll(() => counter.held()).toBe(0);

    // Sockets held in other rooms and dashboards, as many as a member may have.
    for (let i = 0; i < MAX_LIVE_SOCKETS_PER_MEMBER; i++) expect(await counter.claim(`elsewhere-${i}`, "")).toBe(true);
    const extra = new Editor(owner.cookie, id);
    await extra.connect();
    await extra.until(() => extra.closeCode === TOO_MANY_SOCKETS_CLOSE_CODE, "the refusal");
    expect(extra.textFrames).toEqual([]);
    const dashboard = await exports.default.fetch(`${ORIGIN}/api/automated-system/live`, {
      headers: { Upgrade: "websocket", cookie: owner.cookie },
    });
    const closed = new Promise<number>((resolve) =>
      dashboard.webSocket!.addEventListener("close", (event) => resolve(event.code)),
    );
    dashboard.webSocket!.accept();
    expect(await closed).toBe(TOO_MANY_SOCKETS_CLOSE_CODE);

    await counter.release("elsewhere-0");
    const allowed = new Editor(owner.cookie, id);
    await allowed.connect();
    allowed.type(0, "One more tab.");
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("One more tab.");
    expect(allowed.closeCode).toBeNull();
  });

  it("may open a bounded number of live sockets across the platform in ten minutes", async () => {
    const { id, owner } = await projectWithEditor("Churn");
    const now = Date.now();
    const key = `${LIVE_CONNECTIONS.name}:user:${owner.body.user.id}`;
    // The member's allowance, spent (as by 120 upgrades a moment ago).
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO rate_limit_events (key, at) SELECT ?2, ?3 FROM n`,
    )
      .bind(LIVE_CONNECTIONS.limit, key, now)
      .run();
    const upgrade = (path: string) =>
      exports.default.fetch(`${ORIGIN}${path}`, { headers: { Upgrade: "websocket", cookie: owner.cookie } });
    for (const path of [`/api/collaborative/projects/${id}/live`, "/api/automated-system/live"]) {
      const refused = await upgrade(path);
      expect(refused.status).toBe(429);
      expect((await readError(refused)).code).toBe("rate_limited");
    }
  });

  it("loses its connection when its session ends, without sending anything", async () => {
    const { id, owner } = await projectWithEditor("Expiring");
    // A session at its maximum age cannot be renewed: it ends in a few seconds whatever the socket does.
    const now = Date.now();
    await env.DB.prepare("UPDATE sessions SET created_at = ?, expires_at = ? WHERE user_id = ?")
      .bind(now - SESSION_MAX_AGE_MS + 5000, now + 5000, owner.body.user.id)
      .run();
    const idle = new Editor(owner.cookie, id);
    await idle.connect();
    await idle.until(() => idle.closeCode === SESSION_ENDED_CLOSE_CODE, "the close at the session's end");
  });
});
