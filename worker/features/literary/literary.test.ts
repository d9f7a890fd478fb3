import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { AiSession } from "../../ai/session";
import { call, freshIp, registerAccount } from "../../test/client";
import { ghostwrite } from "./ghostwrite";

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
};

describe("creating a work", () => {
  it("streams chapter progress, writes a labelled scaffold offline, and saves the work for its owner only", async () => {
    const owner = await registerAccount();
    const response = await call("/api/literary/create", {
      json: CREATE,
      cookie: owner.cookie,
      headers: { accept: "text/event-stream" },
    });
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

    const work = (await (await call(`/api/literary/works/${result.data.workId}`, { cookie: owner.cookie })).json()) as {
      work: { chapters: { title: string }[]; settings: { tone: string } };
      suggestedPrice: number;
    };
    expect(work.work.chapters).toHaveLength(4);
    expect(work.work.settings.tone).toBe("empathetic");
    expect(work.suggestedPrice).toBeGreaterThanOrEqual(97);

    const stranger = await registerAccount();
    expect((await call(`/api/literary/works/${result.data.workId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await call(`/api/literary/works/${result.data.workId}`, { method: "DELETE", cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      ((await (await call("/api/literary/works", { cookie: stranger.cookie })).json()) as { works: unknown[] }).works,
    ).toEqual([]);
  });

  it("loads the 43-chapter stroke-recovery template", async () => {
    const { cookie } = await registerAccount();
    const response = await call("/api/literary/create", {
      json: {
        title: "The Stroke Recovery Roadmap",
        description: "A year of recovery, step by step.",
        template: "stroke-recovery",
      },
      cookie,
    });
    const body = (await response.json()) as { chapters: string[]; wordCount: number };
    expect(body.chapters).toHaveLength(43);
    expect(body.wordCount).toBeGreaterThan(43 * 50);
  });

  it("refuses a missing title or description with field errors", async () => {
    const { cookie } = await registerAccount();
    const response = await call("/api/literary/create", { json: { title: "", description: "" }, cookie });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["title", "description"]));
  });

  it("caps the chapters without Master Override and lifts the cap with it", async () => {
    const { cookie } = await registerAccount();
    const many = Array.from({ length: 51 }, (_, i) => `Chapter ${i + 1}`).join("\n");
    expect((await call("/api/literary/create", { json: { ...CREATE, chapters: many }, cookie })).status).toBe(400);
    expect(
      (await call("/api/literary/create", { json: { ...CREATE, chapters: many, masterOverride: true }, cookie }))
        .status,
    ).toBe(200);
  });

  it("lists a work in the marketplace with its EPUB as the file", async () => {
    const { cookie } = await registerAccount();
    const created = (await (await call("/api/literary/create", { json: CREATE, cookie })).json()) as { workId: string };
    const listed = await call(`/api/literary/works/${created.workId}/list`, { json: { price: 49 }, cookie });
    expect(listed.status).toBe(201);
    const { item } = (await listed.json()) as { item: { id: number; priceCents: number; format: string } };
    expect(item).toMatchObject({ priceCents: 4900, format: "EPUB" });
    expect((await call(`/api/literary/works/${created.workId}/list`, { json: {}, cookie })).status).toBe(409);
  });
});

describe("analyze and ghostwrite", () => {
  it("analyzes with counts, readability, the detector, structure issues and suggestions", async () => {
    const { cookie } = await registerAccount();
    const content =
      "In today's fast-paced world, it is important to note that we must delve into the data. ".repeat(3) +
      "This sentence goes on and on with many many words and clauses and asides that keep going well past the point where a reader would like it to stop and take a breath before going on to the next idea in the chapter.";
    const body = (await (await call("/api/literary/analyze", { json: { content }, cookie })).json()) as {
      counts: { sentences: number };
      aiLikelihood: number;
      structureIssues: { kind: string }[];
      suggestions: string[];
    };
    expect(body.counts.sentences).toBe(4);
    expect(body.structureIssues.map((i) => i.kind)).toContain("long-sentence");
    expect(body.suggestions.join(" ")).toMatch(/stock phrases/);
  });

  it("ghostwrites offline with the humanizer's stages for the tone, and says the direction needs a model", async () => {
    const { cookie } = await registerAccount();
    const body = (await (
      await call("/api/literary/ghostwrite", {
        json: {
          content: "Moreover, it is crucial to leverage robust tools.",
          tone: "conversational",
          ghostwritingDirection: "Make it funny",
        },
        cookie,
      })
    ).json()) as { engine: string; content: string; notice: string };
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
    const ip = freshIp();
    const request = {
      topic: "Rebuilding daily routines after a stroke",
      format: "guide",
      length: 800,
      style: "empathetic",
      targetAudience: "stroke survivors",
    };
    const response = await call("/api/literary/generate", { json: request, headers: { "cf-connecting-ip": ip } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      files: { content: string }[];
      content: { wordCount: number; suggestedPrice: number; chapters: string[] };
      downloadLinks: { html: string };
    };
    expect(body.files[0]!.content).toContain("# Rebuilding daily routines after a stroke");
    expect(body.content.chapters.length).toBeGreaterThan(0);
    expect(body.content.suggestedPrice).toBeGreaterThanOrEqual(97);
    const html = await call(body.downloadLinks.html);
    expect(html.headers.get("content-type")).toContain("text/html");
    expect(await html.text()).toContain("<h1>Rebuilding daily routines after a stroke</h1>");
    for (let i = 0; i < 4; i++)
      await call("/api/literary/generate", { json: request, headers: { "cf-connecting-ip": ip } });
    expect((await call("/api/literary/generate", { json: request, headers: { "cf-connecting-ip": ip } })).status).toBe(
      429,
    );
  });
});
