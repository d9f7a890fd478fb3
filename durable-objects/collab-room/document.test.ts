import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { Editor } from "../../worker/test/live-editor";
import { addViewer, collab, projectWithEditor } from "../../worker/test/projects";
import { updateFrame } from "./document";
import { DOCUMENT_TEXT, REMOVED_CLOSE_CODE, TOO_FAST_CLOSE_CODE } from "./protocol";

async function projectWithText(content: string) {
  const project = await projectWithEditor("Co-editing");
  const { project: saved } = await (
    await collab(project.owner.cookie).projects[":id"].$patch({
      param: { id: project.id },
      json: { content, baseRevision: 0 },
    })
  ).json();
  expect(saved.content).toBe(content);
  return project;
}

describe("the co-edited document", () => {
  it("starts from the saved text and keeps both of two insertions typed at the same place at once", async () => {
    const { id, owner, editor } = await projectWithText("Hello world");
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === "Hello world", "the saved text");
    await b.until(() => b.text === "Hello world", "the saved text");

    a.type(5, ", dear");
    b.type(5, " there");
    await a.until(() => a.text.length === "Hello world".length + 12, "both insertions");
    await b.until(() => b.text === a.text, "the same text");
    expect(a.text).toContain(", dear");
    expect(a.text).toContain(" there");
    expect(a.text.startsWith("Hello")).toBe(true);
    expect(a.text.endsWith(" world")).toBe(true);
  });

  it("keeps edits whose frames arrive out of order, by asking their sender for what it lacks", async () => {
    const { id, owner, editor } = await projectWithText("Start.");
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === "Start.", "the saved text");
    await b.until(() => b.text === "Start.", "the saved text");
    // Two of a's edits, the second depending on the first, made aside so that their frames can be sent reversed.
    const aside = new Y.Doc();
    aside.clientID = a.doc.clientID;
    Y.applyUpdate(aside, Y.encodeStateAsUpdate(a.doc));
    const updates: Uint8Array[] = [];
    aside.on("update", (update: Uint8Array) => updates.push(update));
    aside.getText(DOCUMENT_TEXT).insert(6, " One.");
    aside.getText(DOCUMENT_TEXT).insert(11, " Two.");
    for (const update of updates) Y.applyUpdate(a.doc, update, "room");
    a.sendRaw(updateFrame(updates[1]!));
    a.sendRaw(updateFrame(updates[0]!));
    await b.until(() => b.text === "Start. One. Two.", "both edits, in order");
  });

  it("merges what was typed offline when the editor reconnects", async () => {
    const { id, owner, editor } = await projectWithText("Draft.");
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === "Draft.", "the saved text");
    await b.until(() => b.text === "Draft.", "the saved text");
    a.disconnect();
    a.type(0, "Offline: ");
    b.type(b.text.length, " Online.");
    await b.until(() => b.text === "Draft. Online.", "b's own edit");
    await a.connect();
    await a.until(() => a.text === "Offline: Draft. Online.", "both edits in a");
    await b.until(() => b.text === "Offline: Draft. Online.", "both edits in b");
  });

  it("refuses edits from a viewer, who still receives everyone else's", async () => {
    const { id, owner } = await projectWithText("Read me.");
    const viewer = await addViewer(id, owner.cookie);
    const reader = new Editor(viewer.cookie, id);
    const writer = new Editor(owner.cookie, id);
    await reader.connect();
    await writer.connect();
    await reader.until(() => reader.text === "Read me.", "the text");
    // The owner types at the end of the text it has received; before that, "the end" would be the start.
    await writer.until(() => writer.text === "Read me.", "the text");

    reader.type(0, "Vandalised. ");
    await reader.until(() => reader.refusals.includes("Your role cannot edit this document."), "the refusal");
    writer.type(writer.text.length, " Twice.");
    await reader.until(() => reader.text.endsWith("Read me. Twice."), "the owner's edit");
    expect(writer.text).toBe("Read me. Twice.");
    expect(await env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("Read me. Twice.");
  });

  it("keeps the document through a restart of the room, copies it to D1, and versions and restores what is live", async () => {
    const { id, owner } = await projectWithText("One.");
    const a = new Editor(owner.cookie, id);
    await a.connect();
    await a.until(() => a.text === "One.", "the saved text");
    a.type(4, " Two.");
    const room = env.COLLAB_ROOM.getByName(id);
    await a.until(() => a.text === "One. Two.", "the edit");
    // The room stores each edit before it answers anything else.
    await expect.poll(() => room.documentText(id)).toBe("One. Two.");

    await abortAllDurableObjects();
    const b = new Editor(owner.cookie, id);
    await b.connect();
    await b.until(() => b.text === "One. Two.", "the text after the restart");

    expect(await runDurableObjectAlarm(env.COLLAB_ROOM.getByName(id))).toBe(true);
    const stored = await env.DB.prepare("SELECT content FROM collab_projects WHERE id = ?")
      .bind(id)
      .first<{ content: string }>();
    expect(stored?.content).toBe("One. Two.");

    const api = collab(owner.cookie).projects[":id"];
    const { version } = await (await api.versions.$post({ param: { id }, json: { changes: "Two" } })).json();
    expect(version.content).toBe("One. Two.");
    b.type(9, " Three.");
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("One. Two. Three.");
    const exported = await (await api.export.$get({ param: { id }, query: { format: "md" } })).text();
    expect(exported).toContain("One. Two. Three.");
    await api.versions[":versionId"].restore.$post({ param: { id, versionId: version.id } });
    await b.until(() => b.text === "One. Two.", "the restored text");
  });

  it("never copies older text over a save that reached D1 before the room", async () => {
    const { id } = await projectWithText("One.");
    const room = env.COLLAB_ROOM.getByName(id);
    const stored = () =>
      env.DB.prepare("SELECT content, content_revision AS revision FROM collab_projects WHERE id = ?").bind(id).first();
    // A restore writes D1 first and then hands the text to the room; the room's copy may run in between.
    await env.DB.prepare("UPDATE collab_projects SET content = 'Restored.', content_revision = 2 WHERE id = ?")
      .bind(id)
      .run();
    await runInDurableObject(room, (instance) => instance.alarm());
    expect(await stored()).toEqual({ content: "Restored.", revision: 2 });
    await room.replaceDocument(id, "Restored.");
    await runInDurableObject(room, (instance) => instance.alarm());
    expect(await stored()).toEqual({ content: "Restored.", revision: 2 });
  });

  it("stops sending edits to a member the moment they are removed", async () => {
    const { id, owner, editor } = await projectWithText("Team text.");
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === "Team text.", "the saved text");
    await b.until(() => b.text === "Team text.", "the saved text");
    const editorId = (
      await (await collab(editor.cookie).projects[":id"].$get({ param: { id } })).json()
    ).project.collaborators.find((member) => member.role === "editor")!.id;
    await collab(owner.cookie).projects[":id"].members[":userId"].$delete({ param: { id, userId: editorId } });
    await b.until(() => b.closeCode === REMOVED_CLOSE_CODE, "the removal");
    a.type(0, "Private. ");
    await a.until(() => a.text === "Private. Team text.", "the owner's edit");
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("Private. Team text.");
    expect(b.text).toBe("Team text.");
  });

  it("closes a connection that sends edits faster than the room takes them; its reconnect syncs what it typed", async () => {
    const { id, owner } = await projectWithText("");
    const a = new Editor(owner.cookie, id);
    await a.connect();
    // Far more than the burst of 300 and 60 a second: even a room slowed down by a busy machine (the allowance
    // refills while it works) runs out long before the last frame.
    const edits = 1500;
    for (let i = 0; i < edits; i++) a.type(a.text.length, "x");
    await a.until(() => a.closeCode === TOO_FAST_CLOSE_CODE, "the close");
    await a.connect();
    await expect.poll(() => env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("x".repeat(edits));
  });

  it("refuses an edit that would make the document longer than its limit", async () => {
    const { id, owner } = await projectWithText("");
    const a = new Editor(owner.cookie, id);
    await a.connect();
    a.type(0, "x".repeat(500_001));
    await a.until(() => a.refusals.some((reason) => reason.startsWith("A document can be at most")), "the refusal");
    expect(await env.COLLAB_ROOM.getByName(id).documentText(id)).toBe("");
  });
});
