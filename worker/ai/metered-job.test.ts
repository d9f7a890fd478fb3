import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { aiUsage } from "../../schema/ai";
import { createDatabase } from "../../schema/db";
import { chapters, works } from "../../schema/literary";
import type { Env } from "../env";
import type { humanizerRoutes } from "../features/humanizer/routes";
import type { literaryRoutes } from "../features/literary/routes";
import { SCAFFOLD_NOTE } from "../features/literary/scaffold";
import { isErrorBody, registerAccount } from "../test/client";
import { bucketFailingWrites, clientWith, databaseRefusingInserts } from "../test/faulty-bindings";

const literary = (cookie: string, faults: Partial<Env> = {}) =>
  clientWith<typeof literaryRoutes>("/api/literary", cookie, faults);
const humanizer = (cookie: string, faults: Partial<Env> = {}) =>
  clientWith<typeof humanizerRoutes>("/api", cookie, faults);

const asEventStream = { headers: { accept: "text/event-stream" } };

function events(stream: string) {
  return [...stream.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event, data]) => ({
    event: event!,
    data: JSON.parse(data!) as unknown,
  }));
}

const db = createDatabase(env.DB);

async function usesOf(userId: string) {
  return db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
}

async function worksOf(userId: string) {
  return db.select({ id: works.id }).from(works).where(eq(works.userId, userId));
}

/** A Workers AI binding that answers its first `answers` calls and then fails, as when the service drops mid-job. */
function workersAiFailingAfter(answers: number, text: string) {
  const calls: string[] = [];
  const binding = {
    async run(model: string) {
      calls.push(model);
      if (calls.length > answers) throw new Error("3040: Capacity temporarily exceeded, please try again.");
      return { response: text, usage: { prompt_tokens: 120, completion_tokens: 80 } };
    },
  };
  return { binding: binding as unknown as Ai, calls };
}

const CREATE = {
  title: "Walking Again",
  description: "A practical guide to walking again after a long illness, from the first steps to the first mile.",
  contentType: "recovery-guide",
  chapters: "The first steps\nBuilding stamina\nOutdoors again\nThe first mile",
  length: "short",
} as const;

describe("a Literary Studio job whose engine fails part-way", () => {
  it("writes the chapters after the failure offline, as labelled scaffolds, and saves and meters the whole work", async () => {
    const owner = await registerAccount();
    const prose = "## Standing up\n\nStand with a chair in front of you, and count to ten before the first step.";
    const ai = workersAiFailingAfter(1, prose);
    const response = await literary(owner.cookie, { AI: ai.binding }).create.$post({ json: CREATE }, asEventStream);
    const all = events(await response.text());
    expect(all.map((e) => e.event).filter((e) => e !== "text")).toEqual([
      "progress",
      "progress",
      "progress",
      "progress",
      "result",
    ]);
    // The first chapter's prose reached the page as the model wrote it, each answer announced by a restart.
    expect(all.filter((e) => e.event === "text").map((e) => e.data)).toEqual([
      { restart: true },
      { delta: prose },
      { restart: true },
    ]);
    expect(all.at(-1)!.data).toMatchObject({
      engine: "workers-ai",
      model: env.AI_MODEL_WRITER,
      scaffold: true,
      chapters: ["The first steps", "Building stamina", "Outdoors again", "The first mile"],
    });
    // The engine that failed is dropped for the rest of the job rather than tried again for every chapter.
    expect(ai.calls).toHaveLength(2);

    const [saved] = await worksOf(owner.body.user.id);
    const bodies = await db
      .select({ body: chapters.body })
      .from(chapters)
      .where(eq(chapters.workId, saved!.id))
      .orderBy(chapters.position);
    expect(bodies.map((c) => c.body.startsWith(`_${SCAFFOLD_NOTE}_`))).toEqual([false, true, true, true]);
    expect(bodies[0]!.body).toBe(prose);
    expect(await usesOf(owner.body.user.id)).toEqual([
      expect.objectContaining({ tool: "literary-create", engine: "workers-ai", tokensIn: 120, tokensOut: 80 }),
    ]);
  });
});

describe("a Literary Studio job that fails after its progress, when the work is saved", () => {
  it("streams the progress, then the error body; keeps no work or chapter, and gives the plan's use back", async () => {
    const owner = await registerAccount();
    const userId = owner.body.user.id;
    const broken = literary(owner.cookie, { AI: undefined, DB: databaseRefusingInserts("chapters") });
    const response = await broken.create.$post({ json: CREATE }, asEventStream);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const all = events(await response.text());
    expect(all.map((e) => e.event)).toEqual(["progress", "progress", "progress", "progress", "error"]);
    const error = all.at(-1)!.data;
    expect(isErrorBody(error)).toBe(true);
    expect(error).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(JSON.stringify(error)).not.toMatch(/chapters_unavailable|D1_ERROR|SQLITE|works\.ts/);

    // The work row went in the same batch as its chapters, so it was rolled back with them.
    expect(await worksOf(userId)).toEqual([]);
    expect(await usesOf(userId)).toEqual([]);

    // Without a model the studio writes scaffolds, which spend none of the free plan's two generations a day: a
    // third is written too, and no use is recorded.
    const working = literary(owner.cookie, { AI: undefined });
    for (let i = 0; i < 3; i++) expect((await working.create.$post({ json: CREATE })).status).toBe(200);
    expect(await worksOf(userId)).toHaveLength(3);
    expect(await usesOf(userId)).toEqual([]);
  });

  it("answers a client that did not ask for a stream with the 500 error body, and gives the use back", async () => {
    const owner = await registerAccount();
    const response = await literary(owner.cookie, {
      AI: undefined,
      DB: databaseRefusingInserts("chapters"),
    }).create.$post({
      json: CREATE,
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(await worksOf(owner.body.user.id)).toEqual([]);
    expect(await usesOf(owner.body.user.id)).toEqual([]);
  });
});

const DRAFT =
  "In today's fast-paced world, it is important to note that teams must leverage robust tools in order to thrive. " +
  "[IMAGE: a team at a whiteboard, watercolor] Moreover, it is crucial to foster a seamless workflow. " +
  "[IMAGE: a quiet office at dawn, photo] Furthermore, organizations can potentially unlock their data.";

async function imagesOf(userId: string): Promise<string[]> {
  const listed = await env.BUCKET.list({ prefix: "ai-images/" });
  const objects = await Promise.all(listed.objects.map((o) => env.BUCKET.head(o.key)));
  return objects.flatMap((o) => (o?.customMetadata?.ownerId === userId ? [o.key] : []));
}

describe("an Overkill job whose image storage fails after the rewrite", () => {
  it("streams the stages, then an error event; leaves no image behind, and gives the day's one use back", async () => {
    const owner = await registerAccount();
    const userId = owner.body.user.id;
    const input = { json: { content: DRAFT, includeImages: true } };
    const broken = humanizer(owner.cookie, { AI: undefined, BUCKET: bucketFailingWrites("ai-images/", 1) });
    const all = events(await (await broken["overkill-mode"].$post(input, asEventStream)).text());
    expect(all.length).toBeGreaterThan(2);
    expect(all.slice(0, -1).every((e) => e.event === "progress")).toBe(true);
    expect(all.at(-1)!.event).toBe("error");
    expect(all.at(-1)!.data).toEqual({ error: { code: "internal", message: expect.any(String) } });
    expect(await imagesOf(userId)).toEqual([]);
    expect(await usesOf(userId)).toEqual([]);

    // The free plan has one humanizer use a day; the failed job did not spend it.
    const working = humanizer(owner.cookie, { AI: undefined });
    const retried = await working["overkill-mode"].$post(input);
    expect(retried.status).toBe(200);
    const body = await retried.json();
    expect(body.images).toHaveLength(2);
    expect((await imagesOf(userId)).sort()).toEqual(
      body.images.map((i) => `ai-images/${i.url.split("/").at(-1)}`).sort(),
    );
    expect((await working["overkill-mode"].$post(input)).status).toBe(429);
  });
});
