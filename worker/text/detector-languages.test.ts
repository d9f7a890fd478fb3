import { describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../common/languages";
import type { analysisRoutes } from "../features/analysis/routes";
import { apiClient, registerAccount } from "../test/client";
import { DETECTOR_SAMPLE } from "../test/fixtures/detector-sample";
import { HUMAN_TEXTS } from "../test/fixtures/human-texts-by-language";
import { detectAiWriting } from "./detector";
import { CALIBRATED_LANGUAGES } from "./detector-languages";
import { THRESHOLDS } from "./detector-model";

/** Cervantes, Don Quijote, chapter 1 (1605). */
const QUIJOTE =
  "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor. Una olla de algo más vaca que carnero, salpicón las más noches, duelos y quebrantos los sábados, lantejas los viernes, algún palomino de añadidura los domingos, consumían las tres partes de su hacienda. El resto della concluían sayo de velarte, calzas de velludo para las fiestas, con sus pantuflos de lo mesmo, y los días de entresemana se honraba con su vellorí de lo más fino.";

/** A plain German paragraph a person wrote about a grandfather's apple tree (the example). */
const APPLE_TREE =
  "Mein Großvater hatte hinter dem Haus einen alten Apfelbaum, den er jeden Herbst selbst abgeerntet hat. Wir Kinder durften die Äpfel in Körbe sammeln, und wer einen Wurm fand, musste ihn ihm zeigen. Er lachte dann immer und sagte, der Wurm wisse eben, wo die besten Äpfel wachsen. Im Keller roch es den ganzen Winter nach Äpfeln, und bis heute denke ich an ihn, wenn ich im Supermarkt an den Äpfeln vorbeigehe.";

const ENGLISH_MACHINE = DETECTOR_SAMPLE.filter((entry) => entry.label === "ai")
  .map((entry) => ({ entry, detection: detectAiWriting(entry.text) }))
  .sort((a, b) => b.detection.aiLikelihood! - a.detection.aiLikelihood!)[0]!;

describe("the detector in languages it was not calibrated for", () => {
  it("is calibrated in English only, for now", () => {
    expect(CALIBRATED_LANGUAGES).toEqual(["en"]);
  });

  it("gives Cervantes and a German family memory no score and no verdict, and names their language", () => {
    for (const [text, language] of [
      [QUIJOTE, "es"],
      [APPLE_TREE, "de"],
    ] as const) {
      const detection = detectAiWriting(text);
      expect(detection).toMatchObject({
        aiLikelihood: null,
        range: null,
        verdict: "not-judged",
        reliable: false,
        language,
        signals: [],
      });
      expect(detection.notJudged).toEqual([{ language, words: expect.any(Number) }]);
      expect(detection.words).toBeGreaterThan(50);
    }
  });

  it("judges each paragraph by its own language: the English one is scored, the Spanish one left out", () => {
    const mixed = detectAiWriting(`${ENGLISH_MACHINE.entry.text}\n\n${QUIJOTE}`);
    expect(mixed.aiLikelihood).toBe(ENGLISH_MACHINE.detection.aiLikelihood);
    expect(mixed.verdict).toBe(ENGLISH_MACHINE.detection.verdict);
    expect(mixed.notJudged).toEqual([{ language: "es", words: expect.any(Number) }]);
  });

  it("gives no verdict when the only English is a line beside a paragraph in another language", () => {
    const detection = detectAiWriting(`Chapter one, as written.\n\n${QUIJOTE}`);
    expect(detection.verdict).toBe("not-judged");
    expect(detection.aiLikelihood).toBeNull();
  });

  it("answers the analysis page without a score, and marks every sentence not judged", async () => {
    const { cookie } = await registerAccount();
    const analysis = apiClient<typeof analysisRoutes>("/api/text", { cookie });
    const body = await (await analysis.analyze.$post({ json: { content: QUIJOTE } })).json();
    if (!("reading" in body)) throw new Error(JSON.stringify(body));
    expect(body.aiLikelihood).toBeNull();
    expect(body.reading).toMatchObject({ verdict: "not-judged", reliable: false, language: "es" });
    expect(body.reading.calibratedLanguages).toEqual(["en"]);
    expect(body.segments.length).toBeGreaterThan(0);
    for (const segment of body.segments) expect(segment).toMatchObject({ aiLikelihood: null, verdict: "not-judged" });
    expect(body.mix.mixed).toBe(false);
  });
});

describe("human writing in each of the platform's 12 languages", () => {
  const byLanguage = PLATFORM_LANGUAGES.map((language) => ({
    language,
    texts:
      language === "en"
        ? DETECTOR_SAMPLE.filter((entry) => entry.label === "human").map((entry) => entry.text)
        : HUMAN_TEXTS.filter((text) => text.language === language).map((text) => text.text),
  }));

  it("has texts to try in every language", () => {
    for (const { language, texts } of byLanguage) expect(texts.length, language).toBeGreaterThanOrEqual(2);
  });

  it("is never called likely AI unless its language is calibrated and its score is over that threshold", () => {
    for (const { language, texts } of byLanguage) {
      for (const text of texts) {
        const detection = detectAiWriting(text);
        if (CALIBRATED_LANGUAGES.includes(language)) {
          if (detection.verdict === "likely-ai")
            expect(detection.aiLikelihood).toBeGreaterThanOrEqual(THRESHOLDS.likelyAi);
          continue;
        }
        expect(detection, `${language}: ${text.slice(0, 40)}`).toMatchObject({
          verdict: "not-judged",
          reliable: false,
          aiLikelihood: null,
          language,
        });
      }
    }
  });

  it("answers the analysis page with the text's language and no verdict, in each language", async () => {
    const { cookie } = await registerAccount();
    const analysis = apiClient<typeof analysisRoutes>("/api/text", { cookie });
    for (const text of HUMAN_TEXTS) {
      const body = await (await analysis.analyze.$post({ json: { content: text.text } })).json();
      if (!("reading" in body)) throw new Error(JSON.stringify(body));
      expect(body.reading, text.document).toMatchObject({
        verdict: "not-judged",
        reliable: false,
        language: text.language,
      });
    }
  });
});
