import { env } from "cloudflare:workers";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { AiSession } from "../../ai/session";
import { apiClient, type ClientOptions, freshIp, openLink, readError, registerAccount } from "../../test/client";
import { writeEveryChapter } from "../../test/works";
import { ghostwrite } from "./ghostwrite";
import { suggestPrice } from "./pricing";
import type { literaryRoutes } from "./routes";

const literary = (options?: ClientOptions) => apiClient<typeof literaryRoutes>("/api/literary", options);

function events(stream: string) {
  return [...stream.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event, data]) => ({
    event: event!,
    data: JSON.parse(data!),
  }));
}

const CREATE = {
  title: "Sleeping Well Again",
  description:
    "A gentle guide to rebuilding sleep after illness. It covers evening routines, managing worry at night, and working with your doctor on medicines.",
  contentType: "recovery-guide",
  targetAudience: "adults recovering from illness",
  chapters: "Why sleep changes after illness\nAn evening routine that works\nWorry at 3 a.m.\nTalking to your doctor",
  length: "short",
  tone: "empathetic",
  sourceContent:
    "An evening routine starts an hour before bed. Worry often peaks at night, so a notebook by the bed helps. Medicines can change sleep, so ask your doctor before changing any.",
} as const;

describe("creating a work", () => {
  it("streams chapter progress, writes a labelled scaffold offline, and saves the work for its owner only", async () => {
    const owner = await registerAccount();
    const asOwner = literary({ cookie: owner.cookie });
    const response = await asOwner.create.$post({ json: CREATE }, { headers: { accept: "text/event-stream" } });
    const all = events(await response.text());
    expect(all.filter((e) => e.event === "progress").map((e) => e.data.step)).toEqual([
      "chapter 1 of 4",
      "chapter 2 of 4",
      "chapter 3 of 4",
      "chapter 4 of 4",
    ]);
    const result = all.at(-1)!;
    expect(result.event).toBe("result");
    expect(result.data).toMatchObject({
      engine: "offline",
      scaffold: true,
      chapters: [
        "Why sleep changes after illness",
        "An evening routine that works",
        "Worry at 3 a.m.",
        "Talking to your doctor",
      ],
    });
    expect(result.data.output).toContain("## Contents");
    expect(result.data.output).toContain("Scaffold written by the offline engine");
    expect(result.data.output).toContain("> An evening routine starts an hour before bed.");

    const param = { id: String(result.data.workId) };
    const work = await (await asOwner.works[":id"].$get({ param })).json();
    expect(work.work.chapters).toHaveLength(4);
    expect(work.work.settings.tone).toBe("empathetic");
    // A scaffold of a few hundred words is priced for its length, not as a finished guide.
    expect(work.suggestedPrice).toBe(suggestPrice(work.work.contentType, work.work.wordCount));
    expect(work.suggestedPrice).toBeLessThan(97);

    const asStranger = literary({ cookie: (await registerAccount()).cookie });
    expect((await asStranger.works[":id"].$get({ param })).status).toBe(404);
    expect((await asStranger.works[":id"].$delete({ param })).status).toBe(404);
    expect((await (await asStranger.works.$get()).json()).works).toEqual([]);
  });

  it("loads the 43-chapter stroke-recovery template", async () => {
    const { cookie } = await registerAccount();
    const response = await literary({ cookie }).create.$post({
      json: {
        title: "The Stroke Recovery Roadmap",
        description: "A year of recovery, step by step.",
        template: "stroke-recovery",
      },
    });
    const body = await response.json();
    expect(body.chapters).toHaveLength(43);
    expect(body.wordCount).toBeGreaterThan(43 * 50);
  });

  it("refuses a missing title or description with field errors", async () => {
    const { cookie } = await registerAccount();
    const response = await literary({ cookie }).create.$post({ json: { title: "", description: "" } });
    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(Object.keys(error.fields ?? {})).toEqual(expect.arrayContaining(["title", "description"]));
  });

  it("caps the chapters without Master Override and lifts the cap with it on the plans that include it", async () => {
    const { cookie, body } = await registerAccount();
    const many = Array.from({ length: 51 }, (_, i) => `Chapter ${i + 1}`).join("\n");
    const create = literary({ cookie }).create;
    expect((await create.$post({ json: { ...CREATE, chapters: many } })).status).toBe(400);
    const free = await create.$post({ json: { ...CREATE, chapters: many, masterOverride: true } });
    expect(free.status).toBe(402);
    expect(await readError(free)).toMatchObject({ code: "plan_required", plan: "professional" });
    await env.DB.prepare("update users set tier = 'professional' where id = ?").bind(body.user.id).run();
    expect((await create.$post({ json: { ...CREATE, chapters: many, masterOverride: true } })).status).toBe(200);
  });

  it("refuses to sell a scaffold, naming its unwritten chapters, and lists the written work with its EPUB", async () => {
    const { cookie } = await registerAccount();
    const client = literary({ cookie });
    const created = await (await client.create.$post({ json: CREATE })).json();
    const param = { id: created.workId };
    const refused = await client.works[":id"].list.$post({ param, json: { price: 49 } });
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toMatchObject({
      code: "work_unwritten",
      fields: { chapters: CREATE.chapters.split("\n") },
    });
    await writeEveryChapter(cookie, created.workId);
    const listed = await client.works[":id"].list.$post({ param, json: { price: 49 } });
    expect(listed.status).toBe(201);
    const { item } = await listed.json();
    expect(item).toMatchObject({ priceCents: 4900, format: "EPUB" });
    expect((await client.works[":id"].list.$post({ param, json: {} })).status).toBe(409);
  });
});

describe("analyze and ghostwrite", () => {
  it("analyzes with counts, readability, the detector, structure issues and suggestions", async () => {
    const { cookie } = await registerAccount();
    const content =
      "In today's fast-paced world, it is important to note that we must delve into the data. ".repeat(3) +
      "This sentence goes on and on with many many words and clauses and asides that keep going well past the point where a reader would like it to stop and take a breath before going on to the next idea in the chapter.";
    const body = await (await literary({ cookie }).analyze.$post({ json: { content } })).json();
    expect(body.counts.sentences).toBe(4);
    expect(body.structureIssues.map((i) => i.kind)).toContain("long-sentence");
    expect(body.suggestions.map((s) => s.kind)).toContain("stock-phrases");
    expect(body.suggestions.map((s) => s.message).join(" ")).toMatch(/stock phrases/);
  });

  it("measures Spanish by a Spanish formula and says a dense passage is hard to read, in figures", async () => {
    const { cookie } = await registerAccount();
    const content =
      "La implementación de metodologías interdisciplinarias constituye una condición absolutamente imprescindible para la consolidación institucional de organizaciones gubernamentales contemporáneas. La racionalización administrativa presupone necesariamente una coordinación interinstitucional particularmente exhaustiva y sistemática.";
    const body = await (await literary({ cookie }).analyze.$post({ json: { content } })).json();
    expect(body.readability.fleschReadingEase).toBeNull();
    expect(body.readability.readingEase).toMatchObject({ formula: "szigriszt-pazos", language: "es", plain: 55 });
    const hard = body.structureIssues.find((issue) => issue.kind === "hard-to-read");
    expect(hard?.values).toMatchObject({ formula: "szigriszt-pazos", plain: 55 });
    expect(Number(hard?.values.score)).toBeLessThan(35);
    expect(body.suggestions.map((s) => s.kind)).toContain("hard-to-read");
  });

  it("ghostwrites offline with the humanizer's stages for the tone, and says the direction needs a model", async () => {
    const { cookie } = await registerAccount();
    const body = await (
      await literary({ cookie }).ghostwrite.$post({
        json: {
          content: "Moreover, it is crucial to leverage robust tools.",
          tone: "conversational",
          ghostwritingDirection: "Make it funny",
        },
      })
    ).json();
    expect(body.engine).toBe("offline");
    expect(body.content).not.toContain("leverage");
    expect(body.notice).toMatch(/needs a language model/);
  });

  it("ghostwrites with a language model following the direction", async () => {
    const model = new MockLanguageModelV3({
      modelId: "mock-writer",
      doGenerate: async () => ({
        content: [{ type: "text", text: "Tools matter. Pick sturdy ones." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 6, text: 6, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const result = await ghostwrite(
      {
        content: "Moreover, it is crucial to leverage robust tools.",
        tone: "conversational",
        ghostwritingDirection: "Short sentences",
      },
      new AiSession([{ engine: "workers-ai", model: "mock-writer", languageModel: model }]),
      () => {},
    );
    expect(result).toMatchObject({
      engine: "workers-ai",
      model: "mock-writer",
      content: "Tools matter. Pick sturdy ones.",
      notice: null,
    });
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain("Short sentences");
  });
});

describe("the landing page demo", () => {
  it("is open to visitors, previews a scaffold, serves its HTML, and is rate limited", async () => {
    const visitor = literary({ ip: freshIp() });
    const request = {
      topic: "Rebuilding daily routines after a stroke",
      format: "guide",
      length: 800,
      style: "empathetic",
      targetAudience: "stroke survivors",
    };
    const response = await visitor.generate.$post({ json: request });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.files[0]!.content).toContain("# Rebuilding daily routines after a stroke");
    expect(body.content.chapters.length).toBeGreaterThan(0);
    // The first thing a visitor tries reads as English: articles agree, no title stops mid-phrase, and no chapter
    // "covers" only its own title.
    const draft = body.files[0]!.content;
    expect(draft).not.toMatch(/\ba [aeiou]/i);
    expect(draft).toContain("keeping an empathetic tone");
    for (const title of body.content.chapters) expect(title).not.toMatch(/\b(?:and|their|the|of|for|to|a|with)$/i);
    for (const [, title, covers] of draft.matchAll(
      /## \d+\. (.+)\n\n_[^\n]+_\n\n### What this chapter covers\n\n(.+)/g,
    ))
      expect(covers!.toLowerCase()).not.toBe(title!.toLowerCase());
    expect(draft).toContain(
      "### What this chapter covers\n\nWhat helps day to day, from small routines to pacing your energy",
    );
    expect(body.content.suggestedPrice).toBe(suggestPrice("recovery-guide", body.content.wordCount));
    // The answer's own download link, followed as the browser does: an HTML file, not JSON.
    const html = await openLink(body.downloadLinks.html);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("<h1>Rebuilding daily routines after a stroke</h1>");
    for (let i = 0; i < 4; i++) await visitor.generate.$post({ json: request });
    expect((await visitor.generate.$post({ json: request })).status).toBe(429);
  });
});
