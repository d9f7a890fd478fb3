import { env, exports } from "cloudflare:workers";
import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { currencyRates } from "../../../schema/global";
import { AiSession } from "../../ai/session";
import { PLATFORM_LANGUAGES } from "../../common/languages";
import { requestCountry } from "../../http/request-country";
import {
  apiClient,
  authClient,
  type ClientOptions,
  freshIp,
  rawRequest,
  readError,
  registerAccount,
} from "../../test/client";
import {
  localPriceMinor,
  MIN_MULTIPLIER,
  purchasingPowerMultiplier,
  readRates,
  refreshRates,
  usdCentsFor,
} from "./currency";
import { translationNotes } from "./insights";
import { parseAcceptLanguage, suggestLocale } from "./locale";
import { MARKET_KNOWLEDGE } from "./market-knowledge";
import type { globalRoutes, translateRoutes } from "./routes";
import { translateText } from "./translate";

const translate = (options?: ClientOptions) => apiClient<typeof translateRoutes>("/api/translate", options);
const globalApi = (options?: ClientOptions) => apiClient<typeof globalRoutes>("/api/global", options);

describe("translation", () => {
  it("detects the language and asks for content when there is none", async () => {
    const detect = translate().detect;
    const detected = await (
      await detect.$post({ json: { text: "Der Termin wurde auf Donnerstag verschoben." } })
    ).json();
    expect(detected.detection.language).toBe("de");
    const blank = await detect.$post({ json: { text: " " } });
    expect(blank.status).toBe(400);
    expect((await readError(blank)).message).toBe("Please enter content to detect language.");
  });

  it("answers 503 ai_unavailable offline, saying how to enable translation", async () => {
    const { cookie } = await registerAccount();
    const response = await translate({ cookie }).content.$post({
      json: { text: "Hello there, friends.", targetLanguage: "es", contentType: "post" },
    });
    expect(response.status).toBe(503);
    const error = await readError(response);
    expect(error.code).toBe("ai_unavailable");
    expect(error.message).toMatch(/Workers AI|AI_BASE_URL/);
  });

  it("translates through a language model when one answers", async () => {
    const model = new MockLanguageModelV3({
      modelId: "mock-translator",
      doGenerate: async () => ({
        content: [{ type: "text", text: "Hola, amigos." }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: 5, noCache: 5, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 3, text: 3, reasoning: 0 },
        },
        warnings: [],
      }),
    });
    const result = await translateText(
      { ...env, AI: undefined },
      new AiSession([{ engine: "openai-compatible", model: "mock-translator", languageModel: model }]),
      { text: "Hello, friends.", sourceLanguage: "en", targetLanguage: "es", contentType: "post" },
    );
    expect(result).toEqual({ translatedText: "Hola, amigos.", engine: "openai-compatible", model: "mock-translator" });
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt)).toContain("into Spanish");
  });

  it("answers a translation with the target market's cultural notes and marketing advice (spec 000 §2.7)", () => {
    const japanese = translationNotes("ja");
    expect(japanese.culturalNotes[0]).toBe(MARKET_KNOWLEDGE.ja!.formality);
    expect(japanese.culturalNotes.length).toBeGreaterThan(1);
    expect(japanese.marketingOptimization).toEqual(expect.arrayContaining(MARKET_KNOWLEDGE.ja!.marketingTips));
    expect(translationNotes("xx")).toEqual({ culturalNotes: [], marketingOptimization: [] });
  });

  it("gives cultural notes, marketing tips and opportunities for each market", async () => {
    for (const language of PLATFORM_LANGUAGES) {
      const body = await (
        await translate().insights.$post({
          json: { sourceLanguage: "en", targetLanguage: language, contentType: "guide" },
        })
      ).json();
      expect(body.insights.length).toBeGreaterThanOrEqual(5);
      expect(body.marketingTips.length).toBeGreaterThanOrEqual(4);
      expect(body.businessOpportunities).toHaveLength(3);
      expect(body.engine).toBe("offline");
    }
    // A language the router's types refuse, so it goes as a raw request.
    expect((await rawRequest("/api/translate/insights", { json: { targetLanguage: "xx" } })).status).toBe(400);
  });

  it("bounds how many insight requests one address can make, since a visitor's request may call a model", async () => {
    const sameIp = translate({ ip: freshIp() });
    const ask = () => sameIp.insights.$post({ json: { targetLanguage: "de" } });
    for (let i = 0; i < 100; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect((await translate({ ip: freshIp() }).insights.$post({ json: { targetLanguage: "de" } })).status).toBe(200);
  });
});

describe("locale suggestions", () => {
  it("read Accept-Language in preference order and pick the first of our languages", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5").map((e) => e.tag)).toEqual(["fr-CH", "fr", "en"]);
    expect(suggestLocale("sv-SE, de;q=0.7", null)).toMatchObject({ language: "de", confidence: 0.7 });
    expect(suggestLocale(undefined, null)).toMatchObject({ language: "en", currency: "USD", confidence: 0 });
  });

  it("suggest the currency of the country the request comes from", async () => {
    // A deployed host: locally (localhost) wrangler's placeholder country is ignored.
    const response = await exports.default.fetch("https://inkspire.test/api/global/locale", {
      headers: { "accept-language": "es-ES,es;q=0.9" },
      cf: { country: "ES" },
    } as RequestInit);
    expect(await response.json()).toMatchObject({ language: "es", currency: "EUR", country: "ES" });
    expect(suggestLocale("ja-JP", null)).toMatchObject({ language: "ja", currency: "JPY" });
  });

  it("stores the signed-in user's language choice", async () => {
    const { cookie } = await registerAccount();
    expect((await globalApi({ cookie }).language.$put({ json: { language: "ar" } })).status).toBe(200);
    const me = await (await authClient({ cookie }).me.$get()).json();
    expect(me.user?.language).toBe("ar");
    // A language the router's types refuse, so it goes as a raw request.
    expect((await rawRequest("/api/global/language", { method: "PUT", json: { language: "xx" }, cookie })).status).toBe(
      400,
    );
  });
});

describe("localized prices", () => {
  it("follow local price = USD × rate × purchasing-power multiplier, in minor units, rounded as shops show them", () => {
    expect(localPriceMinor(99, 0.86, 1, "EUR")).toBe(8599); // 85.14 €, up to the next .99
    expect(localPriceMinor(99, 152, 1, "JPY")).toBe(15050); // ¥15,048
    expect(localPriceMinor(249, 7.12, 0.8, "CNY")).toBe(141900); // ¥1,418.30, up to a whole yuan
    expect(usdCentsFor(8514, 0.86, "EUR")).toBe(9900);
  });

  it("never discount high-income countries and never go below half price", () => {
    for (const country of ["US", "DE", "JP", "KR", "GB"]) expect(purchasingPowerMultiplier(country)).toBe(1);
    expect(purchasingPowerMultiplier("IN")).toBe(0.6);
    expect(purchasingPowerMultiplier("ET")).toBe(MIN_MULTIPLIER);
    expect(localPriceMinor(100, 1, 0.1, "USD")).toBe(5000);
  });

  it("answer the currency optimization of spec 000 §7", async () => {
    const body = await (
      await globalApi()["currency-optimization"].$post({
        json: { userRegion: "JP", userLanguage: "ja", baseCurrency: "USD" },
      })
    ).json();
    expect(body).toMatchObject({
      success: true,
      optimization: { localCurrency: "JPY", exchangeRate: 152, purchasingPowerMultiplier: 1 },
    });
  });

  it("refresh from the rates URL, refusing an implausible swing", async () => {
    const db = createDatabase(env.DB);
    // The rates are the whole platform's: other test files price in euros with the stored ones, so they go back.
    const stored = await db.select().from(currencyRates);
    try {
      const fetcher = async () => Response.json({ date: "2026-11-20", rates: { EUR: 0.9, JPY: 400, GBP: "bad" } });
      const result = await refreshRates(db, "https://rates.example/latest", fetcher);
      expect(result).toEqual({ updated: ["EUR"], refused: ["JPY"] });
      const rates = await readRates(db);
      expect(rates.get("EUR")).toEqual({ perUsd: 0.9, asOf: "2026-11-20" });
      expect(rates.get("JPY")?.perUsd).toBe(152);
    } finally {
      await db.batch([db.delete(currencyRates), db.insert(currencyRates).values(stored)]);
    }
  });
});

describe("the request's country", () => {
  it("is Cloudflare's on a deploy, and the browser's language region on localhost, where wrangler fills in a placeholder", () => {
    const local = (headers: Record<string, string>) =>
      requestCountry(new Request("http://localhost:8787/api", { cf: { country: "US" }, headers } as RequestInit));
    expect(local({})).toBeNull();
    expect(local({ "accept-language": "es" })).toBeNull();
    expect(local({ "accept-language": "de-DE,de;q=0.9,en;q=0.8" })).toBe("DE");
    expect(local({ "accept-language": "en, zh-Hant-TW;q=0.5" })).toBe("TW");
    const deployed = new Request("https://inkspire.test/api", {
      cf: { country: "BR" },
      headers: { "accept-language": "de-DE" },
    } as RequestInit);
    expect(requestCountry(deployed)).toBe("BR");
  });
});
