import { env } from "cloudflare:workers";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { AiSession } from "../../ai/session";
import { apiClient, readError, registerAccount } from "../../test/client";
import type { literaryRoutes } from "./routes";
import { SCAFFOLD_NOTE } from "./scaffold";
import { chapterToWrite, writeChapter } from "./write-chapter";

const db = createDatabase(env.DB);
const literary = (cookie: string) => apiClient<typeof literaryRoutes>("/api/literary", { cookie });
const SCAFFOLD = `_${SCAFFOLD_NOTE}_\n\n### Key points\n\n- Keep a notebook by the bed`;

async function scaffoldedWork(cookie: string) {
  const response = await literary(cookie).works.$post({
    json: { title: "Sleeping Well", chapters: [{ title: "Worry at 3 a.m.", body: SCAFFOLD }] },
  });
  const { work } = await response.json();
  return { workId: work.id, chapterId: work.chapters[0]!.id };
}

describe("writing a chapter with AI", () => {
  it("has a model write the chapter from its scaffold and keeps the scaffold as a version", async () => {
    const { cookie, body } = await registerAccount();
    const { workId, chapterId } = await scaffoldedWork(cookie);
    const model = new MockLanguageModelV3({
      modelId: "mock-writer",
      doGenerate: async () => ({
        content: [{ type: "text", text: "At 3 a.m. the mind races. A notebook helps." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 9, text: 9, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const target = await chapterToWrite(db, body.user.id, workId, chapterId);
    const ai = new AiSession([{ engine: "workers-ai", model: "mock-writer", languageModel: model }]);
    const result = await writeChapter(db, body.user.id, target, ai, () => {});
    expect(result).toMatchObject({ engine: "workers-ai", model: "mock-writer" });
    expect(result.work.chapters[0]).toMatchObject({
      body: "At 3 a.m. the mind races. A notebook helps.",
      scaffold: false,
    });
    expect(result.work.scaffold).toBe(false);
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain("Chapter title: Worry at 3 a.m.");
    expect(prompt).toContain("Keep a notebook by the bed");

    const versions = literary(cookie).works[":id"].chapters[":chapterId"].versions;
    const kept = (await (await versions.$get({ param: { id: workId, chapterId } })).json()).versions;
    expect(kept.map((v) => v.body)).toEqual([SCAFFOLD]);
  });

  it("answers 503 without a model, writes nothing, and gives the use back; a stranger gets 404", async () => {
    const owner = await registerAccount();
    const { workId, chapterId } = await scaffoldedWork(owner.cookie);
    const offline = await literary(owner.cookie)["write-chapter"].$post({ json: { workId, chapterId } });
    expect(offline.status).toBe(503);
    expect((await readError(offline)).code).toBe("ai_unavailable");
    const { work } = await (await literary(owner.cookie).works[":id"].$get({ param: { id: workId } })).json();
    expect(work.chapters[0]!.body).toBe(SCAFFOLD);
    const uses = await env.DB.prepare("select count(*) as n from ai_usage where user_id = ?")
      .bind(owner.body.user.id)
      .first<{ n: number }>();
    expect(uses!.n).toBe(0);

    const stranger = await registerAccount();
    const refused = await literary(stranger.cookie)["write-chapter"].$post({ json: { workId, chapterId } });
    expect(refused.status).toBe(404);
  });
});
