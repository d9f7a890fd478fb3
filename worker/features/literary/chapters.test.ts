import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { apiClient, openLink, readError, registerAccount } from "../../test/client";
import type { kdpPackageRoutes } from "../publishing/routes";
import { CHAPTER_VERSIONS_KEPT } from "./chapters";
import type { literaryRoutes } from "./routes";
import { SCAFFOLD_NOTE } from "./scaffold";

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });

async function newWork(cookie: string) {
  const response = await literary(cookie).works.$post({
    json: {
      title: "Harbour Days",
      chapters: [
        { title: "Morning", body: "The boats went out before dawn." },
        { title: "Noon", body: "Nets dried on the wall." },
        { title: "Evening", body: "Lamps came on along the quay." },
      ],
    },
  });
  const { work } = await response.json();
  return { workId: work.id, chapterIds: work.chapters.map((chapter) => chapter.id) };
}

/** The chapters of a freshly built KDP package's EPUB, in reading order: [title, XHTML]. */
async function epubChapters(cookie: string, workId: string) {
  const built = await apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie }).index.$post({
    json: { workId, tier: "standard" },
  });
  expect(built.status).toBe(201);
  // The answer's own download link, followed as the browser does: a zip, not JSON.
  const zip = await openLink((await built.json()).package.downloadUrl, { cookie });
  const epub = unzipSync(unzipSync(new Uint8Array(await zip.arrayBuffer()))["book.epub"]!);
  const opf = strFromU8(epub["OEBPS/content.opf"]!);
  return [...opf.matchAll(/<itemref idref="(chapter-\d+)"\/>/g)].map(([, id]) => {
    const href = new RegExp(`id="${id}" href="([^"]+)"`).exec(opf)![1]!;
    const xhtml = strFromU8(epub[`OEBPS/${href}`]!);
    return [/<h1>([^<]*)<\/h1>/.exec(xhtml)![1]!, xhtml] as const;
  });
}

describe("a work's chapters", () => {
  it("edits a chapter: the reader and a freshly built EPUB show the new text, rendered from Markdown", async () => {
    const { cookie } = await registerAccount();
    const { workId, chapterIds } = await newWork(cookie);
    const chapter = literary(cookie).works[":id"].chapters[":chapterId"];
    const edited = await chapter.$patch({
      param: { id: workId, chapterId: chapterIds[1]! },
      json: { title: "Midday", body: "## On the wall\n\nNets **dried** in the sun, all four of them." },
    });
    expect(edited.status).toBe(200);
    const { work } = await edited.json();
    // The heading marker "##" holds no letter, so it is not a word.
    expect(work.chapters[1]).toMatchObject({ title: "Midday", wordCount: 12, scaffold: false });
    expect(work.wordCount).toBe(6 + 12 + 6);

    const [, midday] = await epubChapters(cookie, workId);
    expect(midday![0]).toBe("Midday");
    expect(midday![1]).toContain("<h3>On the wall</h3>");
    expect(midday![1]).toContain("<p>Nets <strong>dried</strong> in the sun, all four of them.</p>");
  });

  it("keeps the text each edit replaces, restores it, and keeps only the newest versions", async () => {
    const { cookie } = await registerAccount();
    const { workId, chapterIds } = await newWork(cookie);
    const param = { id: workId, chapterId: chapterIds[0]! };
    const chapter = literary(cookie).works[":id"].chapters[":chapterId"];
    await chapter.$patch({ param, json: { body: "Second draft of the morning." } });
    await chapter.$patch({ param, json: { body: "Third draft of the morning." } });
    // Saving the same text again keeps no version.
    await chapter.$patch({ param, json: { body: "Third draft of the morning." } });

    const versions = (await (await chapter.versions.$get({ param })).json()).versions;
    expect(versions.map((v) => v.body)).toEqual(["Second draft of the morning.", "The boats went out before dawn."]);
    const restore = chapter.versions[":versionId"].restore;
    const restored = await restore.$post({ param: { ...param, versionId: versions[1]!.id } });
    expect(restored.status).toBe(200);
    expect((await restored.json()).work.chapters[0]!.body).toBe("The boats went out before dawn.");
    const after = (await (await chapter.versions.$get({ param })).json()).versions;
    expect(after[0]!.body).toBe("Third draft of the morning.");

    for (let i = 0; i < CHAPTER_VERSIONS_KEPT + 3; i += 1)
      await chapter.$patch({ param, json: { body: `Draft ${i}.` } });
    const kept = (await (await chapter.versions.$get({ param })).json()).versions;
    expect(kept).toHaveLength(CHAPTER_VERSIONS_KEPT);
    expect(kept[0]!.body).toBe(`Draft ${CHAPTER_VERSIONS_KEPT + 1}.`);
  });

  it("reorders, adds and deletes chapters, and the EPUB follows", async () => {
    const { cookie } = await registerAccount();
    const { workId, chapterIds } = await newWork(cookie);
    const works = literary(cookie).works[":id"];
    const order = [chapterIds[2]!, chapterIds[0]!, chapterIds[1]!];
    const reordered = await works["chapter-order"].$put({ param: { id: workId }, json: { order } });
    expect((await reordered.json()).work.chapters.map((c) => c.title)).toEqual(["Evening", "Morning", "Noon"]);

    const added = await works.chapters.$post({ param: { id: workId }, json: { title: "Night", body: "Quiet." } });
    expect(added.status).toBe(201);
    const deleted = await works.chapters[":chapterId"].$delete({ param: { id: workId, chapterId: chapterIds[0]! } });
    const { work } = await deleted.json();
    expect(work.chapters.map((c) => c.title)).toEqual(["Evening", "Noon", "Night"]);
    expect(work.wordCount).toBe(6 + 5 + 1);
    expect((await epubChapters(cookie, workId)).map(([title]) => title)).toEqual(["Evening", "Noon", "Night"]);
  });

  it("answers 400 for an order that is not the work's chapters, an empty title or an empty change", async () => {
    const { cookie } = await registerAccount();
    const { workId, chapterIds } = await newWork(cookie);
    const works = literary(cookie).works[":id"];
    const partial = await works["chapter-order"].$put({ param: { id: workId }, json: { order: chapterIds.slice(1) } });
    expect(partial.status).toBe(400);
    expect((await readError(partial)).fields).toHaveProperty("order");
    const repeated = [chapterIds[0]!, chapterIds[0]!, chapterIds[1]!];
    expect((await works["chapter-order"].$put({ param: { id: workId }, json: { order: repeated } })).status).toBe(400);
    const param = { id: workId, chapterId: chapterIds[0]! };
    expect((await works.chapters[":chapterId"].$patch({ param, json: { title: " " } })).status).toBe(400);
    expect((await works.chapters[":chapterId"].$patch({ param, json: {} })).status).toBe(400);
    const { work } = await (await works.$get({ param: { id: workId } })).json();
    expect(work.chapters.map((c) => c.title)).toEqual(["Morning", "Noon", "Evening"]);
  });

  it("counts a chapter as written once the scaffold note is gone", async () => {
    const { cookie } = await registerAccount();
    const created = await literary(cookie).works.$post({
      json: { title: "Draft", chapters: [{ title: "One", body: `_${SCAFFOLD_NOTE}_\n\n### Key points\n\n- a` }] },
    });
    const { work } = await created.json();
    const param = { id: work.id, chapterId: work.chapters[0]!.id };
    const chapter = literary(cookie).works[":id"].chapters[":chapterId"];
    const stillScaffold = await (await chapter.$patch({ param, json: { title: "The first" } })).json();
    expect(stillScaffold.work).toMatchObject({ scaffold: true, chapters: [{ scaffold: true }] });
    const written = await (await chapter.$patch({ param, json: { body: "Now in prose." } })).json();
    expect(written.work).toMatchObject({ scaffold: false, chapters: [{ scaffold: false }] });
  });
});
