import { describe, expect, it } from "vitest";
import { readError } from "../../worker/test/client";
import { Editor } from "../../worker/test/live-editor";
import { addViewer, collab, projectWithEditor } from "../../worker/test/projects";

async function projectWithText(content: string) {
  const project = await projectWithEditor("Comments");
  await collab(project.owner.cookie).projects[":id"].$patch({
    param: { id: project.id },
    json: { content, baseRevision: 0 },
  });
  return project;
}

const comments = (cookie: string) => collab(cookie).projects[":id"].comments;

async function threads(cookie: string, id: string) {
  return (await (await comments(cookie).$get({ param: { id } })).json()).threads;
}

describe("comments on the co-edited document", () => {
  it("follow their passage through concurrent edits, and are detached once it is deleted", async () => {
    const text = "The harbour wakes early. Nets dry on the wall.";
    const { id, owner, editor } = await projectWithText(text);
    const quote = "Nets dry on the wall.";
    const from = text.indexOf(quote);
    const added = await comments(editor.cookie).$post({
      param: { id },
      json: { from, to: from + quote.length, quote, body: "Say which wall." },
    });
    expect(added.status).toBe(201);

    // Two editors type at once: one before the passage, one at its very end (which stays outside it).
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === text, "the saved text");
    await b.until(() => b.text === text, "the saved text");
    a.type(0, "Morning. ");
    b.type(text.length, " Gulls call.");
    const final = `Morning. ${text} Gulls call.`;
    await a.until(() => a.text === final, "both edits");
    await b.until(() => b.text === final, "both edits");

    const [thread] = await threads(owner.cookie, id);
    expect(thread).toMatchObject({ author: expect.any(String), body: "Say which wall.", quote });
    expect(thread!.anchor).toEqual({
      from: final.indexOf(quote),
      to: final.indexOf(quote) + quote.length,
      text: quote,
    });

    // An edit inside the passage is part of it; deleting the whole passage detaches the comment.
    const inside = final.indexOf("wall");
    a.type(inside, "harbour ");
    await b.until(() => b.text.includes("harbour wall"), "the edit inside");
    const [edited] = await threads(owner.cookie, id);
    expect(edited!.anchor?.text).toBe("Nets dry on the harbour wall.");
    const start = a.text.indexOf("Nets");
    a.doc.getText("content").delete(start, "Nets dry on the harbour wall.".length);
    await b.until(() => !b.text.includes("Nets"), "the deletion");
    const [detached] = await threads(owner.cookie, id);
    expect(detached).toMatchObject({ anchor: null, quote });
  });

  it("take replies, resolve and reopen; viewers read, and a passage that changed is refused", async () => {
    const text = "A short line to discuss.";
    const { id, owner, editor } = await projectWithText(text);
    const post = (cookie: string, json: { from: number; to: number; quote: string; body: string }) =>
      comments(cookie).$post({ param: { id }, json });
    const stale = await post(owner.cookie, { from: 0, to: 7, quote: "A long ", body: "Hm." });
    expect(stale.status).toBe(409);
    expect((await readError(stale)).message).toContain("changed");
    // A selection the text never had is refused as such, not as one the text moved away from.
    const past = await post(owner.cookie, { from: 20, to: 30, quote: "cuss. More", body: "Hm." });
    expect(past.status).toBe(400);
    expect((await readError(past)).message).toBe(
      `The selection ends at character 30, past the end of the text (${text.length} characters).`,
    );

    const added = await post(owner.cookie, { from: 2, to: 7, quote: "short", body: "Shorter?" });
    const threadId = String((await added.json()).id);
    const thread = collab(editor.cookie).projects[":id"].comments[":threadId"];
    const replied = await thread.replies.$post({ param: { id, threadId }, json: { body: "Agreed." } });
    expect(replied.status).toBe(201);
    const resolved = await thread.resolved.$put({ param: { id, threadId }, json: { resolved: true } });
    expect(resolved.status).toBe(200);
    const [done] = (await resolved.json()).threads;
    expect(done).toMatchObject({ replies: [{ body: "Agreed." }], resolved: { at: expect.any(Number) } });

    const viewer = await addViewer(id, owner.cookie);
    expect(await threads(viewer.cookie, id)).toHaveLength(1);
    const refused = await post(viewer.cookie, { from: 2, to: 7, quote: "short", body: "Me too." });
    expect(refused.status).toBe(403);
    // Told what a viewer can do, about comments (it once spoke of the project's chat).
    expect((await readError(refused)).message).toBe(
      "Your role can read this project, but not comment on it, suggest changes or post in its chat.",
    );
    const reopened = await thread.resolved.$put({ param: { id, threadId }, json: { resolved: false } });
    expect((await reopened.json()).threads[0]!.resolved).toBeNull();
    const unknown = await thread.replies.$post({ param: { id, threadId: "999" }, json: { body: "?" } });
    expect(unknown.status).toBe(404);
    const blank = await thread.replies.$post({ param: { id, threadId }, json: { body: "  " } });
    expect(blank.status).toBe(400);
  });
});
