import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Editor } from "../../worker/test/live-editor";
import { addViewer, collab, projectWithEditor } from "../../worker/test/projects";
import { PASTE_CHARS, sharesOf } from "./authorship";

async function authorship(cookie: string, id: string) {
  const response = await collab(cookie).projects[":id"].authorship.$get({ param: { id } });
  expect(response.status).toBe(200);
  return (await response.json()).authorship;
}

/** Types text a few characters per edit, as a keyboard does. */
function typeSlowly(editor: Editor, at: number, text: string) {
  for (let i = 0; i < text.length; i += 3) editor.type(at + i, text.slice(i, i + 3));
}

describe("the authorship report", () => {
  it("attributes two members' typed passages and a pasted one, with shares summing to 100%", async () => {
    const { id, owner, editor } = await projectWithEditor("Authorship");
    // The text saved before anyone edited live is imported: the room did not see who wrote it.
    const saved = "Draft. ";
    await collab(owner.cookie).projects[":id"].$patch({ param: { id }, json: { content: saved, baseRevision: 0 } });
    const a = new Editor(owner.cookie, id);
    const b = new Editor(editor.cookie, id);
    await a.connect();
    await b.connect();
    await a.until(() => a.text === saved, "the saved text");
    await b.until(() => b.text === saved, "the saved text");
    const typedByOwner = "The owner typed this line. ";
    typeSlowly(a, saved.length, typedByOwner);
    await b.until(() => b.text === saved + typedByOwner, "the owner's typing");
    const typedByEditor = "The editor added this one. ";
    typeSlowly(b, saved.length + typedByOwner.length, typedByEditor);
    const pasted = "A long passage that arrived all at once, as a paste from elsewhere does.";
    expect(pasted.length).toBeGreaterThanOrEqual(PASTE_CHARS);
    await a.until(() => a.text === saved + typedByOwner + typedByEditor, "the editor's typing");
    a.type(a.text.length, pasted);
    const final = saved + typedByOwner + typedByEditor + pasted;
    await b.until(() => b.text === final, "the paste");

    const report = await authorship(editor.cookie, id);
    expect(report.characters).toBe(final.length);
    expect(report.passages.map((p) => [p.author?.userId, p.origin, p.text])).toEqual([
      [undefined, "imported", saved],
      [owner.body.user.id, "typed", typedByOwner],
      [editor.body.user.id, "typed", typedByEditor],
      [owner.body.user.id, "pasted", pasted],
    ]);
    // Each share within a tenth of the exact one, and the shares sum to exactly 100.
    const share = (chars: number) => expect.closeTo((chars / final.length) * 100, 1);
    expect(report.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.body.user.id, share: share(typedByOwner.length + pasted.length) }),
        expect.objectContaining({ userId: editor.body.user.id, share: share(typedByEditor.length) }),
      ]),
    );
    expect(report.origins).toEqual(
      expect.arrayContaining([
        { origin: "typed", characters: typedByOwner.length + typedByEditor.length, share: expect.any(Number) },
        { origin: "pasted", characters: pasted.length, share: share(pasted.length) },
      ]),
    );
    expect(report.members.reduce((sum, m) => sum + m.share, 0)).toBeCloseTo(100, 6);
    expect(report.origins.reduce((sum, o) => sum + o.share, 0)).toBeCloseTo(100, 6);

    // Deleting part of a passage takes it out of the report; a viewer may read the report too.
    a.doc.getText("content").delete(saved.length, "The owner ".length);
    await b.until(() => !b.text.includes("The owner"), "the deletion");
    const viewer = await addViewer(id, owner.cookie);
    const after = await authorship(viewer.cookie, id);
    expect(after.passages[1]).toMatchObject({ origin: "typed", text: "typed this line. " });
    expect(after.characters).toBe(final.length - "The owner ".length);
  });

  it("downloads as a page and as a PDF for those who may export", async () => {
    const { id, owner, editor } = await projectWithEditor("Harbour notes");
    await collab(owner.cookie).projects[":id"].$patch({
      param: { id },
      json: { content: "Saved before the room.", baseRevision: 0 },
    });
    const download = (cookie: string, format: "html" | "pdf") =>
      collab(cookie).projects[":id"].authorship.export.$get({ param: { id }, query: { format } });
    const page = await download(owner.cookie, "html");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-disposition")).toContain("attachment");
    const html = await page.text();
    expect(html).toContain("Authorship report: Harbour notes");
    expect(html).toContain("Saved before the room.");
    const pdf = await download(owner.cookie, "pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    // An editor without the export permission reads the report in the app, but does not download the text.
    expect((await download(editor.cookie, "html")).status).toBe(403);
  });

  it("rounds shares to tenths that sum to exactly 100", () => {
    expect(sharesOf([1, 1, 1], 3)).toEqual([33.4, 33.3, 33.3]);
    expect(sharesOf([2, 1], 3)).toEqual([66.7, 33.3]);
    expect(sharesOf([0, 5], 5)).toEqual([0, 100]);
    expect(sharesOf([], 0)).toEqual([]);
  });

  it("is worked out once per revision of the document, kept, and worked out anew after an edit", async () => {
    const { id, owner } = await projectWithEditor("Kept report");
    await collab(owner.cookie).projects[":id"].$patch({
      param: { id },
      json: { content: "The harbour wakes early. Nets dry on the old wall.", baseRevision: 0 },
    });
    const first = await authorship(owner.cookie, id);
    const kept = await env.BUCKET.list({ prefix: `authorship-reports/${id}/` });
    expect(kept.objects).toHaveLength(1);
    // The kept report is what answers: a mark put into it comes back.
    const key = kept.objects[0]!.key;
    await env.BUCKET.put(key, JSON.stringify({ ...first, minScoredWords: 999 }));
    expect((await authorship(owner.cookie, id)).minScoredWords).toBe(999);

    const writer = new Editor(owner.cookie, id);
    await writer.connect();
    await writer.until(() => writer.text.startsWith("The harbour"), "the saved text");
    writer.type(0, "Gulls call. ");
    await expect.poll(async () => (await authorship(owner.cookie, id)).characters).toBe(first.characters + 12);
    expect((await authorship(owner.cookie, id)).minScoredWords).toBe(first.minScoredWords);
    const after = await env.BUCKET.list({ prefix: `authorship-reports/${id}/` });
    expect(after.objects.map((object) => object.key)).not.toContain(key);

    expect((await collab(owner.cookie).projects[":id"].$delete({ param: { id } })).status).toBe(200);
    expect((await env.BUCKET.list({ prefix: `authorship-reports/${id}/` })).objects).toEqual([]);
    writer.disconnect();
  });
});
