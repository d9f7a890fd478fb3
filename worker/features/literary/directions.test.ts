import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { AiSession } from "../../ai/session";
import { DEFAULT_WORK_SETTINGS } from "../../common/literary-options";
import { type CreateRequest, createWork } from "./create";

const BASE: CreateRequest = {
  ...DEFAULT_WORK_SETTINGS,
  title: "Rebuilding Strength",
  contentType: "recovery-guide",
  description: "Getting strong again after a long illness, one week at a time.",
  chapters: "Where to start",
  wordCount: 1000,
};

const CHOICES = {
  humanizationLevel: "godmode",
  marketingStrategy: "a free 7-day email course at strongagain.example",
  kdpOptimization: true,
  transformInto: "course",
  expertise: "physiotherapist of 20 years",
} as const;

function writer() {
  return new MockLanguageModelV3({
    modelId: "mock-writer",
    doGenerate: async () => ({
      content: [{ type: "text", text: "Written prose." }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 2, text: 2, reasoning: 0 },
      },
      warnings: [],
    }),
  });
}

async function systemPrompt(request: CreateRequest) {
  const model = writer();
  await createWork(
    request,
    "Ann",
    "professional",
    new AiSession([{ engine: "workers-ai", model: "mock-writer", languageModel: model }]),
    () => {},
  );
  const [system] = model.doGenerateCalls[0]!.prompt;
  return system!.role === "system" ? system!.content : "";
}

async function scaffold(request: CreateRequest) {
  const work = await createWork(request, "Ann", "professional", new AiSession([]), () => {});
  return work.chapters[0]!.body;
}

describe("the create form's choices", () => {
  it("each change the model's instructions", async () => {
    const plain = await systemPrompt(BASE);
    const chosen = await systemPrompt({ ...BASE, ...CHOICES });
    expect(plain).toContain("Write in a natural, plain voice.");
    expect(plain).not.toContain("Kindle");
    expect(chosen).toContain("first-person asides");
    expect(chosen).toContain('"in today\'s fast-paced world"');
    expect(chosen).toContain("The author's marketing plan: a free 7-day email course at strongagain.example.");
    expect(chosen).toContain("Format for Kindle: paragraphs of at most four sentences");
    expect(chosen).toContain("Shape the chapter as a lesson: open with two or three learning objectives");
    expect(chosen).toContain("The author's expertise: physiotherapist of 20 years.");
  });

  it("each change the offline scaffold's prompts and sections", async () => {
    const plain = await scaffold(BASE);
    const chosen = await scaffold({ ...BASE, ...CHOICES });
    expect(plain).not.toContain("### Lesson plan");
    expect(chosen).toContain("one first-person aside");
    expect(chosen).toContain("close with one line that points readers to your plan: a free 7-day email course");
    expect(chosen).toContain("Kindle readers skim on small screens");
    expect(chosen).toContain("### Lesson plan");
    expect(chosen).toContain("one case from your own work as physiotherapist of 20 years");
    expect(await scaffold({ ...BASE, transformInto: "workbook" })).toContain("### Exercises");
    expect(await scaffold({ ...BASE, humanizationLevel: "maximum" })).toContain(
      "Vary your sentence lengths on purpose",
    );
  });
});
