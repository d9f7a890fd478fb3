import { env } from "cloudflare:workers";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { apiClient, openLink, registerAccount } from "../../test/client";
import type { kdpPackageRoutes } from "../publishing/routes";
import type { literaryRoutes } from "./routes";

const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });

const SAMPLES = {
  ru: {
    title: "Жизнь после инсульта",
    body: "Первые недели дома самые трудные. Семья учится заново распределять заботы, а врачи объясняют, что делать дальше.",
  },
  ja: {
    title: "脳卒中からの回復",
    body: "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。毎日の小さな目標が大切です。",
  },
  fr: {
    title: "La vie après un AVC",
    body: "Les premières semaines à la maison sont les plus difficiles. La famille apprend à partager les tâches et à demander de l'aide.",
  },
  ar: {
    title: "الحياة بعد السكتة الدماغية",
    body: "الأسابيع الأولى في المنزل هي الأصعب. تتعلم العائلة كيف تتقاسم المهام وكيف تطلب المساعدة من الأطباء.",
  },
} as const;

async function packaged(cookie: string, workId: string) {
  const built = await apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie }).index.$post({
    json: { workId, tier: "standard" },
  });
  expect(built.status).toBe(201);
  // The answer's own download link, followed as the browser does: a zip, not JSON.
  const zip = unzipSync(
    new Uint8Array(await (await openLink((await built.json()).package.downloadUrl, { cookie })).arrayBuffer()),
  );
  const epub = unzipSync(zip["book.epub"]!);
  return {
    opf: strFromU8(epub["OEBPS/content.opf"]!),
    chapter: strFromU8(epub["OEBPS/chapter-001.xhtml"]!),
    manuscript: strFromU8(zip["manuscript.html"]!),
    metadata: JSON.parse(strFromU8(zip["metadata.json"]!)),
    steps: strFromU8(zip["UPLOAD-STEPS.md"]!),
  };
}

describe("a work's language", () => {
  it("is detected from the text and carried into the EPUB, the HTML manuscript and the KDP metadata", async () => {
    const { cookie } = await registerAccount();
    for (const [language, sample] of Object.entries(SAMPLES)) {
      const created = await literary(cookie).works.$post({
        json: { title: sample.title, chapters: [{ title: sample.title, body: sample.body }] },
      });
      const { work } = await created.json();
      expect(work.language, language).toBe(language);
      const files = await packaged(cookie, work.id);
      expect(files.opf).toContain(`<dc:language>${language}</dc:language>`);
      const direction = language === "ar" ? "rtl" : "ltr";
      expect(files.chapter).toContain(`xml:lang="${language}" lang="${language}" dir="${direction}"`);
      expect(files.chapter).toContain(sample.body);
      expect(files.manuscript).toContain(`<html lang="${language}" dir="${direction}">`);
      expect(files.metadata.language).toBe(language);
      expect(files.opf.includes('page-progression-direction="rtl"')).toBe(language === "ar");
    }
  });

  it("can be set by the author, and only to a language tag", async () => {
    const { cookie } = await registerAccount();
    const { work } = await (
      await literary(cookie).works.$post({ json: { title: "Notes", chapters: [{ title: "One", body: "Short." }] } })
    ).json();
    const works = literary(cookie).works[":id"];
    const set = await works.$patch({ param: { id: work.id }, json: { language: "pt-BR" } });
    expect((await set.json()).work.language).toBe("pt-BR");
    expect((await works.$patch({ param: { id: work.id }, json: { language: 'en"><x' } })).status).toBe(400);
    expect((await works.$patch({ param: { id: work.id }, json: {} })).status).toBe(400);
    const files = await packaged(cookie, work.id);
    expect(files.opf).toContain("<dc:language>pt-BR</dc:language>");
    expect(files.steps).toContain("set the language to Brazilian Portuguese.");
  });
});

describe("a work's language, when the text says little", () => {
  const ENGLISH_PROSE =
    "The body keeps a budget. Every task you take on draws from it, and when you overspend, the bill arrives the next day as pain and exhaustion.";

  it("is not taken from an odd word in a title, and is detected again when the chapters are written", async () => {
    const author = await registerAccount();
    await env.DB.prepare("update users set language = 'de' where id = ?").bind(author.body.user.id).run();
    const works = literary(author.cookie).works;
    const created = await works.$post({
      json: { title: "Pacing Your Energy mwylmnri", chapters: [{ title: "Budget", body: "" }] },
    });
    const { work } = await created.json();
    // Nothing to go on but a title: the author's interface language stands in, and the work says it is a guess.
    expect([work.language, work.languageSource]).toEqual(["de", "uncertain"]);

    const chapter = work.chapters[0]!;
    const edit = literary(author.cookie).works[":id"].chapters[":chapterId"];
    await edit.$patch({ param: { id: work.id, chapterId: chapter.id }, json: { body: ENGLISH_PROSE } });
    const written = await (await works[":id"].$get({ param: { id: work.id } })).json();
    expect([written.work.language, written.work.languageSource]).toEqual(["en", "detected"]);
    expect((await packaged(author.cookie, work.id)).metadata.language).toBe("en");
  });

  it("stays as the author set it, whatever the chapters say after", async () => {
    const { cookie } = await registerAccount();
    const works = literary(cookie).works;
    const { work } = await (
      await works.$post({ json: { title: "Notes", chapters: [{ title: "One", body: ENGLISH_PROSE }] } })
    ).json();
    expect([work.language, work.languageSource]).toEqual(["en", "detected"]);
    await works[":id"].$patch({ param: { id: work.id }, json: { language: "fr" } });
    await works[":id"].chapters[":chapterId"].$patch({
      param: { id: work.id, chapterId: work.chapters[0]!.id },
      json: { body: `${ENGLISH_PROSE} More English follows.` },
    });
    const after = await (await works[":id"].$get({ param: { id: work.id } })).json();
    expect([after.work.language, after.work.languageSource]).toEqual(["fr", "author"]);
  });
});
