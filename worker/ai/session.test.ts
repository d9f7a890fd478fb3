import { simulateReadableStream } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { SMART_PLANS } from "../common/humanizer-modes";
import { runRewrite } from "../features/humanizer/rewrite-run";
import type { TextEngine } from "./engines";
import { AiSession, type TextEvent } from "./session";

function answering(text: string, calls: string[] = []): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    modelId: "mock-writer",
    doGenerate: async (options) => {
      calls.push(JSON.stringify(options.prompt));
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 40, noCache: 40, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 12, text: 12, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
}

function failing(): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error("Binding AI needs to be run remotely");
    },
  });
}

const engine = (name: TextEngine["engine"], model: MockLanguageModelV3): TextEngine => ({
  engine: name,
  model: model.modelId,
  languageModel: model,
});

describe("the AI session", () => {
  it("answers with the first engine and counts its tokens", async () => {
    const session = new AiSession([engine("workers-ai", answering("Hello there."))]);
    const answer = await session.generate({ system: "s", prompt: "p" });
    expect(answer).toMatchObject({
      text: "Hello there.",
      engine: "workers-ai",
      model: "mock-writer",
      tokensIn: 40,
      tokensOut: 12,
    });
    expect(session.usage).toEqual({ tokensIn: 40, tokensOut: 12 });
  });

  it("falls back to the next engine when one fails, and does not try the failed one again", async () => {
    const broken = failing();
    const session = new AiSession([
      engine("workers-ai", broken),
      engine("openai-compatible", answering("From the second.")),
    ]);
    expect((await session.generate({ system: "s", prompt: "p" }))?.engine).toBe("openai-compatible");
    await session.generate({ system: "s", prompt: "p" });
    expect(broken.doGenerateCalls).toHaveLength(1);
  });

  it("answers null when every engine fails, so the caller goes offline", async () => {
    const session = new AiSession([engine("workers-ai", failing())]);
    expect(await session.generate({ system: "s", prompt: "p" })).toBeNull();
    expect(session.available).toBe(false);
  });
});

describe("a rewrite through a language model", () => {
  const draft = 'Moreover, Dr. Amara Okafor said "keep it simple" in 2024.';

  it("uses the model's answer for each stage when it keeps every protected span", async () => {
    const calls: string[] = [];
    const session = new AiSession([
      engine("workers-ai", answering('Dr. Amara Okafor said "keep it simple" in 2024.', calls)),
    ]);
    const run = await runRewrite(draft, SMART_PLANS.aggressive, "professional", session, () => {});
    expect(run.engine).toBe("workers-ai");
    expect(run.model).toBe("mock-writer");
    expect(run.text).toBe('Dr. Amara Okafor said "keep it simple" in 2024.');
    expect(run.stages.every((s) => s.engine === "workers-ai")).toBe(true);
    expect(calls).toHaveLength(6);
    expect(calls[0]).toContain("Keep every number, name, quotation");
  });

  it("does not trust an answer that drops a number or a name, and runs the stage's rules instead", async () => {
    const session = new AiSession([engine("workers-ai", answering("She said keep it simple."))]);
    const run = await runRewrite(draft, SMART_PLANS.aggressive, "professional", session, () => {});
    expect(run.stages.every((s) => s.engine === "offline")).toBe(true);
    expect(run.text).toContain("Dr. Amara Okafor");
    expect(run.text).toContain("2024");
    expect(run.text).not.toMatch(/^Moreover/);
  });
});

/** A model that streams its answer in pieces, then finishes; or breaks off with an error after `failAfter` pieces. */
function streaming(pieces: string[], { failAfter }: { failAfter?: number } = {}): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    modelId: "mock-streamer",
    doStream: async () => {
      const sent = failAfter === undefined ? pieces : pieces.slice(0, failAfter);
      const parts = [
        { type: "stream-start" as const, warnings: [] },
        { type: "text-start" as const, id: "t" },
        ...sent.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
        ...(failAfter === undefined
          ? [
              { type: "text-end" as const, id: "t" },
              {
                type: "finish" as const,
                finishReason: { unified: "stop" as const, raw: "stop" },
                usage: {
                  inputTokens: { total: 30, noCache: 30, cacheRead: 0, cacheWrite: 0 },
                  outputTokens: { total: 9, text: 9, reasoning: 0 },
                },
              },
            ]
          : [{ type: "error" as const, error: new Error("upstream connection reset") }]),
      ];
      return { stream: simulateReadableStream({ chunks: parts }) };
    },
  });
}

describe("the AI session, watched", () => {
  it("streams each piece of the answer as it arrives and counts the tokens the model reports", async () => {
    const seen: TextEvent[] = [];
    const session = new AiSession([engine("openai-compatible", streaming(["The tide ", "turned ", "at noon."]))]);
    session.onText = (event) => seen.push(event);
    const answer = await session.generate({ system: "s", prompt: "p" });
    expect(answer).toMatchObject({ text: "The tide turned at noon.", tokensIn: 30, tokensOut: 9 });
    expect(seen).toEqual([{ restart: true }, { delta: "The tide " }, { delta: "turned " }, { delta: "at noon." }]);
  });

  it("keeps what a model wrote before it broke off, and says what happened, when asked to", async () => {
    const session = new AiSession([
      engine("openai-compatible", streaming(["Four words ", "arrived here"], { failAfter: 2 })),
    ]);
    session.onText = () => {};
    const answer = await session.generate({ system: "s", prompt: "p" }, { keepPartial: true });
    expect(answer).toMatchObject({ text: "Four words arrived here", interrupted: "upstream connection reset" });
    // The tokens it produced are counted, about four characters each.
    expect(session.usage.tokensOut).toBe(Math.ceil("Four words arrived here".length / 4));
  });

  it("otherwise starts over with the next engine, and the watcher is told to clear what it showed", async () => {
    const seen: TextEvent[] = [];
    const session = new AiSession([
      engine("workers-ai", streaming(["Half an ", "answ"], { failAfter: 2 })),
      engine("openai-compatible", streaming(["A whole answer."])),
    ]);
    session.onText = (event) => seen.push(event);
    expect((await session.generate({ system: "s", prompt: "p" }))?.text).toBe("A whole answer.");
    expect(seen.filter((event) => "restart" in event)).toHaveLength(2);
    expect(seen.at(-1)).toEqual({ delta: "A whole answer." });
  });

  it("stops the model when whoever asked is gone", async () => {
    const gone = new AbortController();
    gone.abort();
    const session = new AiSession([engine("openai-compatible", streaming(["Never sent."]))]);
    session.onText = () => {};
    session.signal = gone.signal;
    await expect(session.generate({ system: "s", prompt: "p" })).rejects.toThrow();
  });
});
