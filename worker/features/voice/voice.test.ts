import { env } from "cloudflare:workers";
import type { InferResponseType } from "hono/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiClient, registerAccount } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { marketplaceRoutes } from "../marketplace/routes";
import type { voiceRoutes } from "./routes";
import { analyzeVoice } from "./stylometry";

const voice = (cookie?: string) => apiClient<typeof voiceRoutes>("/api/voice", { cookie });
const literary = (cookie?: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

/** What the voice routes answer: the stored voice, or `profile: null` before there is one. */
type VoiceAnswer = InferResponseType<ReturnType<typeof voice>["profile"]["$get"]>;

/** The stored voice an analysis or a change answers with. */
async function storedVoice(request: Promise<{ json(): Promise<VoiceAnswer> }>) {
  const body = await (await request).json();
  if (body.profile === null) throw new Error("the answer has no voice profile");
  return body;
}

/** An OpenAI-compatible model that answers every prompt with `content`, and the prompts it was sent. */
function fakeModel(content: string) {
  env.AI_BASE_URL = "https://llm.example.test/v1";
  env.AI_MODEL = "judge-model";
  const prompts: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://llm.example.test/")) return realFetch(input, init);
    const body = (await request.json()) as { messages: { content: string }[] };
    prompts.push(body.messages.at(-1)!.content);
    return Response.json({
      id: "1",
      object: "chat.completion",
      created: 1,
      model: "judge-model",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
    });
  });
  return prompts;
}

afterEach(() => {
  vi.restoreAllMocks();
  env.AI_BASE_URL = undefined;
  env.AI_MODEL = undefined;
});

const CASUAL_FIRST = `Okay, so here's the thing: I'm not a morning person. I've tried, I really have! Every January I tell myself I'll get up at six, and every January I'm back to hitting snooze by the second week. My cat thinks it's hilarious. Honestly? I've made peace with it. I write best at night anyway, when the house is quiet and my brain finally stops arguing with me. It's like a switch flips, lol.`;

const FORMAL_THIRD = `The committee reviewed the proposal in detail. Its members noted that the projected costs exceeded the approved budget by a considerable margin. Furthermore, they observed that the timeline did not account for the regulatory review required under the current framework. Consequently, the committee recommended that the applicants revise their estimates and resubmit the proposal. The chair thanked them for their diligence and adjourned the meeting.`;

describe("voice stylometry", () => {
  it("tells a casual first-person sample from a formal third-person one, and says how", () => {
    const casual = analyzeVoice(CASUAL_FIRST);
    const formal = analyzeVoice(FORMAL_THIRD);
    expect(casual.profile).toMatchObject({ perspective: "first", tone: "casual", metaphors: true });
    expect(formal.profile).toMatchObject({ perspective: "third", tone: "formal", metaphors: false, examples: false });
    expect(casual.profile.humor).toBeGreaterThan(formal.profile.humor);
    expect(casual.profile.emotion).toBeGreaterThan(formal.profile.emotion);
    expect(formal.profile.technicality).toBeGreaterThan(casual.profile.technicality);
    expect(casual.measures.contractionsPer100).toBeGreaterThan(5);
    expect(formal.measures.contractionsPer100).toBe(0);
    expect(casual.evidence.first).toBeGreaterThan(casual.evidence.third);
    expect(formal.evidence.formal).toBeGreaterThanOrEqual(2);
  });
});

describe("the voice API", () => {
  it("needs 200 characters, stores the profile, replaces it on PUT and writes in the voice", async () => {
    const { cookie } = await registerAccount();
    expect(await (await voice(cookie).profile.$get()).json()).toEqual({ success: true, profile: null });
    const blank = await voice(cookie).analyze.$post({ json: { writingSample: "  " } });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Sample Required: Please provide a writing sample to analyze your voice.");
    const short = await voice(cookie).analyze.$post({ json: { writingSample: "x".repeat(199) } });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("at least 200 characters");
    const noVoice = await voice(cookie).generate.$post({ json: { prompt: "Morning routines" } });
    expect(noVoice.status).toBe(409);
    expect(await noVoice.text()).toContain("Voice Profile Required");

    const analyzed = await storedVoice(
      voice(cookie).analyze.$post({ json: { writingSample: CASUAL_FIRST, preferences: { tone: "casual" } } }),
    );
    expect(analyzed.profile.perspective).toBe("first");
    expect(analyzed.explanations.perspective).toMatch(/^\d+ first-person and \d+ third-person pronouns\.$/);
    const updated = await storedVoice(voice(cookie).profile.$put({ json: { humor: 9, perspective: "third" } }));
    expect(updated.profile).toMatchObject({ perspective: "third", humor: 9, tone: "casual" });
    expect((await voice(cookie).profile.$put({ json: { humor: 11 } })).status).toBe(400);

    const generated = await (
      await voice(cookie).generate.$post({ json: { prompt: "Why I write at night", aiService: "any" } })
    ).json();
    expect(generated.engine).toBe("offline");
    // The offline draft applies the measurable traits: third person now, and contractions as the sample had.
    expect(generated.generatedContent).toContain("They want to talk about why I write at night");
    expect(generated.generatedContent).toContain("don't");
  });

  it("averages a model's reading into the measured traits when one answers, and says which model it was", async () => {
    const measured = analyzeVoice(FORMAL_THIRD).profile;
    const prompts = fakeModel(
      'Here is my judgement:\n```json\n{"tone": "authoritative", "humor": 1, "technicality": 9, "emotion": "2", "storytelling": 40}\n```',
    );
    const { cookie } = await registerAccount();
    const analyzed = await storedVoice(voice(cookie).analyze.$post({ json: { writingSample: FORMAL_THIRD } }));
    expect(prompts[0]).toBe(FORMAL_THIRD);
    expect(analyzed.refinement).toEqual({
      engine: "openai-compatible",
      model: "judge-model",
      // 40 is off the scale: that trait keeps its measured value.
      judged: { tone: "authoritative", humor: 1, technicality: 9, emotion: 2 },
    });
    expect(analyzed.profile).toMatchObject({
      tone: "authoritative",
      humor: Math.round((measured.humor + 1) / 2),
      technicality: Math.round((measured.technicality + 9) / 2),
      emotion: Math.round((measured.emotion + 2) / 2),
      storytelling: measured.storytelling,
    });
    // A change by the writer keeps the note of what refined the profile.
    const updated = await storedVoice(voice(cookie).profile.$put({ json: { humor: 5 } }));
    expect(updated.refinement?.model).toBe("judge-model");
  });

  it("keeps the measured profile when the model's answer is not a judgement", async () => {
    fakeModel("I would say it is rather formal.");
    const { cookie } = await registerAccount();
    const analyzed = await storedVoice(voice(cookie).analyze.$post({ json: { writingSample: FORMAL_THIRD } }));
    expect(analyzed.refinement).toBeNull();
    expect(analyzed.profile).toEqual(analyzeVoice(FORMAL_THIRD).profile);
  });

  it("saves content as a work and exports it to the marketplace as a draft", async () => {
    const { cookie } = await registerAccount();
    const saved = await (
      await voice(cookie).save.$post({
        json: { title: "Night writing", content: "A paragraph about writing at night." },
      })
    ).json();
    expect((await literary(cookie).works[":id"].$get({ param: { id: saved.workId } })).status).toBe(200);
    const exported = await voice(cookie).export.$post({
      json: {
        title: "Night owls",
        content: "A full paragraph written in the voice, about owls and nights and writing.",
      },
    });
    expect(exported.status).toBe(201);
    const { productId } = await exported.json();
    // A draft: the creator sees it, visitors do not.
    const item = { param: { id: String(productId) } };
    expect((await marketplace(cookie).item[":id"].$get(item)).status).toBe(200);
    expect((await marketplace().item[":id"].$get(item)).status).toBe(404);
  });
});
