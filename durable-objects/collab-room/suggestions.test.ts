import { describe, expect, it } from "vitest";
import { readError } from "../../worker/test/client";
import { Editor } from "../../worker/test/live-editor";
import { addMember, addViewer, collab, projectWithEditor } from "../../worker/test/projects";
import { MAX_DOCUMENT_CHARS } from "./protocol";

async function projectWithText(content: string) {
  const project = await projectWithEditor("Suggestions");
  await collab(project.owner.cookie).projects[":id"].$patch({
    param: { id: project.id },
    json: { content, baseRevision: 0 },
  });
  return { ...project, reviewer: await addMember(project.id, project.owner.cookie, "reviewer") };
}

const api = (cookie: string) => collab(cookie).projects[":id"];

function suggest(cookie: string, id: string, text: string, quote: string, replacement: string) {
  const from = text.indexOf(quote);
  return api(cookie).suggestions.$post({ param: { id }, json: { from, to: from + quote.length, quote, replacement } });
}

function decide(cookie: string, id: string, suggestionId: number, status: "accepted" | "rejected") {
  return api(cookie).suggestions[":suggestionId"].status.$put({
    param: { id, suggestionId: String(suggestionId) },
    json: { status },
  });
}

const exported = async (cookie: string, id: string) =>
  (await api(cookie).export.$get({ param: { id }, query: { format: "md" } })).text();

describe("suggestions on the co-edited document", () => {
  it("hold a reviewer's changes apart until accepted; exports and versions carry only accepted text", async () => {
    const text = "The harbour wakes early. Nets dry on the old wall.";
    const { id, owner, editor, reviewer } = await projectWithText(text);
    const a = new Editor(editor.cookie, id);
    await a.connect();
    await a.until(() => a.text === text, "the saved text");

    // A whole sentence selected and one word changed: only that word is suggested.
    const changed = await suggest(reviewer.cookie, id, text, "The harbour wakes early.", "The harbour wakes late.");
    expect(changed.status).toBe(201);
    const deletion = await suggest(reviewer.cookie, id, text, " old", "");
    expect(deletion.status).toBe(201);
    const atEnd = await api(editor.cookie).suggestions.$post({
      param: { id },
      json: { from: text.length, to: text.length, quote: "", replacement: " Gulls call." },
    });
    expect(atEnd.status).toBe(201);
    const { suggestions } = await atEnd.json();
    expect(suggestions.map(({ quote, replacement, status }) => ({ quote, replacement, status }))).toEqual([
      { quote: "early", replacement: "late", status: "open" },
      { quote: " old", replacement: "", status: "open" },
      { quote: "", replacement: " Gulls call.", status: "open" },
    ]);
    expect(suggestions[0]!.anchor).toEqual({ from: text.indexOf("early"), to: text.indexOf("early") + 5 });
    // Nothing is in the document, its export or a version until someone who edits decides.
    expect(await exported(owner.cookie, id)).toContain(text);
    const version = await (
      await api(owner.cookie).versions.$post({ param: { id }, json: { changes: "Draft" } })
    ).json();
    expect(version.version.content).toBe(text);

    // A reviewer suggests but does not decide; an editor accepts one and rejects another.
    expect((await decide(reviewer.cookie, id, suggestions[0]!.id, "accepted")).status).toBe(403);
    expect((await decide(editor.cookie, id, suggestions[0]!.id, "accepted")).status).toBe(200);
    expect((await decide(owner.cookie, id, suggestions[1]!.id, "rejected")).status).toBe(200);
    const twice = await decide(owner.cookie, id, suggestions[1]!.id, "accepted");
    expect(twice.status).toBe(409);
    const accepted = "The harbour wakes late. Nets dry on the old wall.";
    await a.until(() => a.text === accepted, "the accepted suggestion");
    expect(await exported(owner.cookie, id)).toContain(accepted);

    // Accept all takes what is still open; the rejected deletion never reaches the text.
    const all = await api(owner.cookie).suggestions.status.$put({ param: { id }, json: { status: "accepted" } });
    expect(await all.json()).toMatchObject({ decided: 1, skipped: 0 });
    const final = `${accepted} Gulls call.`;
    await a.until(() => a.text === final, "every accepted suggestion");
    expect(await exported(owner.cookie, id)).toContain(final);
    const decided = (await (await api(owner.cookie).suggestions.$get({ param: { id } })).json()).suggestions;
    expect(decided.map((suggestion) => suggestion.status)).toEqual(["accepted", "rejected", "accepted"]);

    // Accepted text is credited to the member who suggested it.
    const { authorship: report } = await (await api(owner.cookie).authorship.$get({ param: { id } })).json();
    const late = report.passages.find((passage) => passage.text.includes("late"));
    expect(late?.text).toBe("late");
    expect(late?.author?.name).toBe(suggestions[0]!.author);
  });

  it("never applies a suggestion whose passage was edited or deleted since", async () => {
    const text = "One line. Another line.";
    const { id, owner, editor, reviewer } = await projectWithText(text);
    const first = await (await suggest(reviewer.cookie, id, text, "One", "A single")).json();
    const second = await (await suggest(reviewer.cookie, id, text, "Another", "A second")).json();
    const a = new Editor(editor.cookie, id);
    await a.connect();
    await a.until(() => a.text === text, "the saved text");
    a.type(text.indexOf("line"), "short ");
    a.doc.getText("content").delete(text.indexOf("Another") + "short ".length, "Another line.".length);
    await a.until(() => a.text === "One short line. ", "the edits");
    await expect
      .poll(async () => (await (await api(owner.cookie).suggestions.$get({ param: { id } })).json()).suggestions[1])
      .toMatchObject({ anchor: null });

    const gone = await decide(owner.cookie, id, second.id!, "accepted");
    expect(gone.status).toBe(409);
    expect((await readError(gone)).message).toMatch(/deleted/);
    expect(first.id).not.toBeNull();
    expect((await decide(owner.cookie, id, first.id!, "accepted")).status).toBe(200);
    await a.until(() => a.text === "A single short line. ", "the accepted suggestion");
  });

  it("record a member's long accepted suggestion as a suggestion, not as a paste", async () => {
    const text = "Harbour notes. The boats go out.";
    const { id, owner, reviewer } = await projectWithText(text);
    const longer = "The boats go out before dawn, one by one, their lamps swinging over the dark water.";
    expect(longer.length).toBeGreaterThanOrEqual(40);
    const suggested = await suggest(reviewer.cookie, id, text, "The boats go out.", longer);
    expect(suggested.status).toBe(201);
    const [suggestion] = (await suggested.json()).suggestions;
    expect((await decide(owner.cookie, id, suggestion!.id, "accepted")).status).toBe(200);
    const { authorship } = await (await api(owner.cookie).authorship.$get({ param: { id } })).json();
    expect(authorship.passages.map((p) => p.origin)).toContain("suggested");
    expect(authorship.passages.map((p) => p.origin)).not.toContain("pasted");
  });

  it("take an AI rewrite as a suggestion whose accepted text the authorship report counts as AI", async () => {
    const passage = "Furthermore, it is important to note that we utilize nets in order to catch fish.";
    const text = `Harbour notes. ${passage}`;
    const { id, owner, reviewer } = await projectWithText(text);
    const from = text.indexOf(passage);
    const asked = await api(reviewer.cookie).suggestions.ai.$post({
      param: { id },
      json: { from, to: from + passage.length, quote: passage },
    });
    expect(asked.status).toBe(200);
    const answer = await asked.json();
    expect(answer.engine).toBe("offline");
    const [suggestion] = answer.suggestions;
    expect(suggestion).toMatchObject({ origin: "ai", status: "open", author: expect.any(String) });
    expect(suggestion!.replacement).not.toBe("");
    expect((await decide(owner.cookie, id, suggestion!.id, "accepted")).status).toBe(200);
    const { authorship } = await (await api(owner.cookie).authorship.$get({ param: { id } })).json();
    expect(authorship.passages.some((p) => p.origin === "ai" && p.author?.name === suggestion!.author)).toBe(true);
    expect(authorship.origins.map((o) => o.origin)).toContain("ai");
    // The report.s shares still sum to 100 with the new origin among them.
    expect(authorship.origins.reduce((sum, o) => sum + o.share, 0)).toBeCloseTo(100, 6);
  });

  it("refuses a viewer, a stale selection and a suggestion that changes nothing", async () => {
    const text = "Plain words.";
    const { id, owner, reviewer } = await projectWithText(text);
    const viewer = await addViewer(id, owner.cookie);
    expect((await suggest(viewer.cookie, id, text, "Plain", "Simple")).status).toBe(403);
    const stale = await api(reviewer.cookie).suggestions.$post({
      param: { id },
      json: { from: 0, to: 5, quote: "Fancy", replacement: "Simple" },
    });
    expect(stale.status).toBe(409);
    const same = await suggest(reviewer.cookie, id, text, "Plain", "Plain");
    expect(same.status).toBe(400);
    expect((await readError(same)).message).toBe("The suggestion changes nothing.");
    const long = await suggest(reviewer.cookie, id, text, "Plain", "x".repeat(5001));
    expect(long.status).toBe(400);
    expect((await (await api(owner.cookie).suggestions.$get({ param: { id } })).json()).suggestions).toEqual([]);
  });

  it("are not accepted when accepting would take the document past its limit, which stays as it was", async () => {
    const text = `${"Words fill the page. ".repeat(Math.floor((MAX_DOCUMENT_CHARS - 40) / 21))}The end.`;
    const { id, owner, reviewer } = await projectWithText(text);
    const added = await suggest(reviewer.cookie, id, text, "The end.", `The end, ${"and more ".repeat(20)}.`);
    expect(added.status).toBe(201);
    const { suggestions } = await added.json();
    const refused = await decide(owner.cookie, id, suggestions[0]!.id, "accepted");
    expect(refused.status).toBe(409);
    expect((await readError(refused)).message).toMatch(/past 500,000 characters/);
    const after = await exported(owner.cookie, id);
    expect(after).toContain("The end.");
    expect(after).not.toContain("and more");
  });
});
