import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiClient, openLink, rawRequest, readError, registerAccount } from "../../test/client";
import type { analysisRoutes } from "../analysis/routes";
import type { dashboardRoutes } from "../dashboard/routes";
import type { humanizerRoutes } from "./routes";

const AI_DRAFT =
  "In today's fast-paced world, it is important to note that teams must leverage robust tools in order to thrive. Moreover, it is crucial to foster a seamless workflow that does not rely on manual steps. Furthermore, organizations can potentially unlock the full potential of their data. Additionally, it is vital to delve into every metric on a daily basis.";

const humanizer = (cookie?: string) => apiClient<typeof humanizerRoutes>("/api", { cookie });

/** Spanish prose: the offline rules, written for English, must leave it as it is. */
const SPANISH =
  "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor. Una olla de algo más vaca que carnero, salpicón las más noches, duelos y quebrantos los sábados, lantejas los viernes, algún palomino de añadidura los domingos, consumían las tres partes de su hacienda.";

describe("the offline rules outside English", () => {
  it("leave Spanish text as it is, say so, and claim no score", async () => {
    const { cookie } = await registerAccount();
    const body = await (await humanizer(cookie)["smart-mode"].$post({ json: { content: SPANISH } })).json();
    expect(body).toMatchObject({
      engine: "offline",
      smartContent: SPANISH,
      rulesSkipped: "es",
      processingStages: [],
      aiLikelihood: { before: null, after: null },
      bypassConfidence: null,
    });
    const other = await registerAccount();
    const demo = await (
      await humanizer(other.cookie).humanizer.demo.$post({
        json: { text: SPANISH, style: "conversational", level: "standard" },
      })
    ).json();
    expect(demo).toMatchObject({ output: { humanizedText: SPANISH }, rulesSkipped: "es", notice: null });
  });
});

describe("Smart Mode", () => {
  it("rewrites offline through six measured stages, reports the engine and meters the use", async () => {
    const { cookie } = await registerAccount();
    const response = await humanizer(cookie)["smart-mode"].$post({ json: { content: AI_DRAFT } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toBe("offline");
    expect(body.model).toBe("offline-rules-v1");
    expect(body.smartContent).not.toBe(AI_DRAFT);
    expect(body.processingStages.map((s) => s.name)).toEqual([
      "stock-phrases",
      "hedging",
      "transitions",
      "contractions",
      "synonyms",
      "sentence-rhythm",
    ]);
    expect(body.bypassConfidence).toBe(100 - body.aiLikelihood.after!);
    expect(body.aiLikelihood.after).toBeLessThan(body.aiLikelihood.before!);
    expect(body.aiSignatures.after.stockPhrases).toBeLessThan(body.aiSignatures.before.stockPhrases!);
    expect(body.qualityMetrics.meaningPreservation).toBeGreaterThanOrEqual(80);
    // What the run cost, as metered: the offline engine costs nothing and uses no tokens.
    expect(body.runCost).toEqual({ usd: 0, tokensIn: 0, tokensOut: 0 });

    const dashboard = apiClient<typeof dashboardRoutes>("/api/dashboard", { cookie });
    const summary = await (await dashboard.summary.$get()).json();
    expect(summary.usesToday).toBe(1);
    const metered = await env.DB.prepare(
      "select tool, engine, model from ai_usage order by created_at desc limit 1",
    ).first();
    expect(metered).toMatchObject({ tool: "smart-mode", engine: "offline", model: "offline-rules-v1" });
  });

  it("streams progress events per stage, then the result", async () => {
    const { cookie } = await registerAccount();
    const response = await humanizer(cookie)["smart-mode"].$post(
      { json: { content: AI_DRAFT, intensity: "maximum" } },
      { headers: { accept: "text/event-stream" } },
    );
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = await response.text();
    const events = [...stream.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map(([, event, data]) => ({
      event,
      data: JSON.parse(data!),
    }));
    const progress = events.filter((e) => e.event === "progress");
    expect(progress).toHaveLength(6);
    expect(progress.at(-1)!.data).toEqual({ step: "sentence-rhythm", percent: 100 });
    expect(events.at(-1)!.event).toBe("result");
    expect(events.at(-1)!.data.smartContent).toBeTypeOf("string");
  });

  it("refuses blank content with 400 and the screen's message, and more than 50,000 characters with 413", async () => {
    const { cookie } = await registerAccount();
    const blank = await humanizer(cookie)["smart-mode"].$post({ json: { content: "   \n " } });
    expect(blank.status).toBe(400);
    expect((await readError(blank)).message).toBe("Please enter content to process.");
    const huge = await humanizer(cookie)["overkill-mode"].$post({ json: { content: "word ".repeat(10_001) } });
    expect(huge.status).toBe(413);
    expect((await readError(huge)).code).toBe("payload_too_large");
  });

  it("refuses an unknown intensity with 400 and needs a session", async () => {
    const { cookie } = await registerAccount();
    // An intensity the router's types refuse, so it goes as a raw request.
    expect((await rawRequest("/api/smart-mode", { json: { content: "x", intensity: "godmode" }, cookie })).status).toBe(
      400,
    );
    expect((await humanizer()["smart-mode"].$post({ json: { content: AI_DRAFT } })).status).toBe(401);
  });
});

describe("Overkill Mode", () => {
  it("runs eight stages (twice in god mode) and makes labelled illustration cards only its owner can load", async () => {
    const owner = await registerAccount();
    const response = await humanizer(owner.cookie)["overkill-mode"].$post({
      json: {
        content: `${AI_DRAFT} [IMAGE: a team at a whiteboard, watercolor]`,
        intensity: "godmode",
        includeImages: true,
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.processingStages).toHaveLength(16);
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatchObject({
      description: "a team at a whiteboard",
      style: "watercolor",
      source: "offline-card",
    });
    expect(body.overkillContent).toContain(`![a team at a whiteboard](${body.images[0]!.url})`);

    // The link the answer gave, followed as the page's <img> does: an SVG, not JSON.
    const image = await openLink(body.images[0]!.url, { cookie: owner.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await image.text();
    expect(svg).toContain("a team at a whiteboard");
    expect(svg).toContain("offline engine");

    const stranger = await registerAccount();
    expect((await openLink(body.images[0]!.url, { cookie: stranger.cookie })).status).toBe(404);
  });
});

describe("Unified AI", () => {
  it("humanizes and places an image for each marker", async () => {
    const { cookie } = await registerAccount();
    const response = await humanizer(cookie)["unified-ai"].$post({
      json: { content: `[IMAGE: sunrise over Lisbon, photo] ${AI_DRAFT}`, type: "humanize" },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toBe("offline");
    expect(body.result.images).toHaveLength(1);
    expect(body.result.content.startsWith(`![sunrise over Lisbon](${body.result.images[0]!.url})`)).toBe(true);
    expect(body.result.humanizationScore).toBeGreaterThan(0);
    expect(body.result.confidence).toBeGreaterThan(0);
  });
});

describe("the humanizer demo", () => {
  it("answers the humanized text with a measured confidence", async () => {
    const { cookie } = await registerAccount();
    const response = await humanizer(cookie).humanizer.demo.$post({
      json: { text: AI_DRAFT, style: "professional", level: "maximum" },
    });
    const body = await response.json();
    expect(body.engine).toBe("offline");
    expect(body.output.confidence).toBe(100 - body.after.aiLikelihood!);
    expect(body.output.humanizedText).not.toContain("leverage");
  });

  it("leaves a non-English text as it is without a language model, and names its language", async () => {
    const { cookie } = await registerAccount();
    const text = "La reunión se pasó al jueves por la tarde porque la sala estaba ocupada.";
    const response = await humanizer(cookie).humanizer.demo.$post({ json: { text } });
    const body = await response.json();
    expect(body.detectedLanguage.language).toBe("es");
    expect(body).toMatchObject({ rulesSkipped: "es", output: { humanizedText: text }, processingStages: [] });
  });

  it("asks for text when it is blank", async () => {
    const { cookie } = await registerAccount();
    const response = await humanizer(cookie).humanizer.demo.$post({ json: { text: "" } });
    expect(response.status).toBe(400);
    expect((await readError(response)).message).toBe("Please enter text to humanize.");
  });
});

describe("text analysis", () => {
  it("reports counts, readability, language and the detector", async () => {
    const { cookie } = await registerAccount();
    const analysis = apiClient<typeof analysisRoutes>("/api/text", { cookie });
    const body = await (await analysis.analyze.$post({ json: { content: AI_DRAFT } })).json();
    expect(body.counts.sentences).toBe(4);
    expect(body.language.language).toBe("en");
    expect(body.aiLikelihood).toBeGreaterThan(50);
    expect(Object.keys(body.signatures)).toContain("stockPhrases");
    expect(body).toHaveProperty("readability.fleschReadingEase");
  });
});
