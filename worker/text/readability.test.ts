import { describe, expect, it } from "vitest";
import { countAdverbs, countPassiveVoice, lexicalDiversity, scoreReadability, wordTokens } from "./readability";
import { countSyllables, syllablesIn } from "./syllables";

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

  it("counts syllables by each language's own rules", () => {
    const cases: [string, string, number][] = [
      ["es", "cielo", 2],
      ["es", "poeta", 3],
      ["es", "día", 2],
      ["es", "hidalgo", 3],
      ["it", "Italia", 3],
      ["it", "famiglia", 3],
      ["pt", "mão", 1],
      ["pt", "coração", 3],
      ["fr", "maison", 2],
      ["fr", "parlent", 1],
      ["fr", "beaucoup", 2],
      ["de", "Freiheit", 2],
      ["de", "Apfelbaum", 3],
      ["ru", "молоко", 3],
      ["ru", "здравствуйте", 3],
    ];
    for (const [language, word, syllables] of cases)
      expect([language, word, syllablesIn(word, language)]).toEqual([language, word, syllables]);
  });

  it("scores reading ease by the language's own formula, and plain text above dense text in each", () => {
    const texts: Record<string, [plain: string, dense: string, formula: string]> = {
      es: [
        "Fuimos al mercado con mi abuela. Compramos pan y queso. Después volvimos a casa por el camino del río.",
        "La implementación de metodologías interdisciplinarias constituye una condición imprescindible para la consolidación institucional.",
        "szigriszt-pazos",
      ],
      fr: [
        "Nous sommes allés au marché avec ma grand-mère. Il faisait beau. Nous avons acheté du pain et du fromage.",
        "La réorganisation administrative nécessite impérativement une coordination interministérielle particulièrement approfondie.",
        "kandel-moles",
      ],
      de: [
        "Mein Großvater hatte einen Apfelbaum im Garten. Im Herbst haben wir die Äpfel gepflückt. Sie waren süß.",
        "Die Berücksichtigung verwaltungsrechtlicher Rahmenbedingungen erfordert eine außerordentlich umfangreiche Abstimmung.",
        "amstad",
      ],
      it: [
        "Siamo andati al mercato con la nonna. Faceva caldo. Abbiamo comprato il pane e il formaggio per la cena.",
        "La razionalizzazione amministrativa richiede necessariamente un coordinamento interistituzionale particolarmente approfondito.",
        "gulpease",
      ],
      pt: [
        "Fomos ao mercado com a minha avó. Estava calor. Compramos pão e queijo e voltamos para casa a pé.",
        "A racionalização administrativa pressupõe necessariamente uma coordenação interinstitucional particularmente aprofundada.",
        "flesch-martins",
      ],
      ru: [
        "Мы пошли на рынок с бабушкой. Было тепло. Мы купили хлеб и сыр и пошли домой пешком.",
        "Рационализация административной деятельности предполагает необходимость межведомственного согласования.",
        "oborneva",
      ],
    };
    for (const [language, [plain, dense, formula]] of Object.entries(texts)) {
      const easy = scoreReadability(plain, language).readingEase;
      const hard = scoreReadability(dense, language).readingEase;
      expect(easy).toMatchObject({ formula, language });
      expect(hard?.formula).toBe(formula);
      expect(easy!.score).toBeGreaterThan(easy!.plain);
      expect(hard!.score).toBeLessThan(hard!.plain);
    }
  });

  it("gives Gulpease from letters: 89 + (300 × sentences − 10 × letters) / words", () => {
    // 2 sentences, 8 words, 35 letters.
    const report = scoreReadability("Il gatto dorme sul letto. Fuori piove forte.", "it");
    expect(report.readingEase?.score).toBeCloseTo(89 + (300 * 2 - 10 * 35) / 8, 1);
  });

  it("gives no reading ease in a language without a formula of its own, and says the English one for English", () => {
    expect(
      scoreReadability("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。", "ja").readingEase,
    ).toBeNull();
    expect(scoreReadability("كان يا ما كان في قديم الزمان رجل يعيش في قرية صغيرة.", "ar").readingEase).toBeNull();
    const english = scoreReadability("The cat sat on the mat. It was happy.");
    expect(english.readingEase).toMatchObject({ formula: "flesch", score: english.fleschReadingEase });
  });
});
