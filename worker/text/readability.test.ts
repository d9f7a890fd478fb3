import { describe, expect, it } from "vitest";
import { countAdverbs, countPassiveVoice, lexicalDiversity, scoreReadability, wordTokens } from "./readability";
import { countSyllables } from "./syllables";

describe("readability", () => {
  it("counts English syllables closely enough for the formulas", () => {
    expect(countSyllables("cat")).toBe(1);
    expect(countSyllables("water")).toBe(2);
    expect(countSyllables("beautiful")).toBe(3);
    expect(countSyllables("readability")).toBe(5);
  });

  it("computes Flesch, Flesch-Kincaid and ARI by their formulas", () => {
    // 2 sentences, 9 words, 10 syllables, 27 letters.
    const report = scoreReadability("The cat sat on the mat. It was happy.");
    const wps = 9 / 2;
    const spw = 10 / 9;
    expect(report.fleschReadingEase).toBeCloseTo(206.835 - 1.015 * wps - 84.6 * spw, 1);
    expect(report.fleschKincaidGrade).toBeCloseTo(0.39 * wps + 11.8 * spw - 15.59, 1);
    expect(report.automatedReadabilityIndex).toBeCloseTo(4.71 * (27 / 9) + 0.5 * wps - 21.43, 1);
  });

  it("scores plain prose easier than dense prose", () => {
    const plain = scoreReadability("We went home. It rained. The dog slept by the fire all night.");
    const dense = scoreReadability(
      "Institutional considerations necessitate comprehensive organizational restructuring initiatives.",
    );
    expect(plain.fleschReadingEase).toBeGreaterThan(dense.fleschReadingEase!);
    expect(plain.fleschKincaidGrade).toBeLessThan(dense.fleschKincaidGrade!);
  });

  it("gives no English formula's score for text in another language, and still measures its sentences", () => {
    const spanish = scoreReadability(
      "En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor. Una olla de algo más vaca que carnero consumía las tres partes de su hacienda.",
    );
    expect(spanish).toMatchObject({
      formulaLanguage: null,
      fleschReadingEase: null,
      fleschKincaidGrade: null,
      automatedReadabilityIndex: null,
    });
    expect(spanish.sentenceLengthMean).toBeGreaterThan(10);
    expect(scoreReadability("We went home. It rained. The dog slept by the fire all night.").formulaLanguage).toBe(
      "en",
    );
  });

  it("measures sentence-length mean, variance and burstiness", () => {
    const even = scoreReadability("One two three four. Five six seven eight. Nine ten eleven twelve.");
    expect(even.sentenceLengthMean).toBe(4);
    expect(even.sentenceLengthVariance).toBe(0);
    expect(even.burstiness).toBe(0);
    const uneven = scoreReadability("Stop. This sentence, by contrast, goes on for quite a while before it ends.");
    expect(uneven.burstiness).toBeGreaterThan(0.5);
  });

  it("counts passive constructions and -ly adverbs", () => {
    expect(countPassiveVoice("The report was written by Ana. The cake is eaten. We wrote it.")).toBe(2);
    expect(countAdverbs(wordTokens("She quickly and quietly left early, only slightly late."))).toBe(3);
  });

  it("measures lexical diversity between 0 and 1", () => {
    expect(lexicalDiversity(["a", "b", "c", "d"])).toBe(1);
    expect(lexicalDiversity(["a", "a", "a", "a"])).toBe(0.25);
  });
});
