import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadWordRanks } from "../../text/word-ranks";
import type { BookSource } from "../literary";
import { keywordsFor } from "./keywords";

const PACING = [
  "Pacing is the skill of spending your energy budget on purpose. When you keep a pacing diary, the energy budget",
  "stops being a mystery: the diary runs through the day and shows where the energy went. Keeping the diary is a",
  "book of your days. Fatigue after a crash is information, not failure, and pacing turns that information into a",
  "plan. The energy budget grows slowly when pacing holds; a crash resets it. Write the crash in the diary too.",
].join(" ");

const book = (
  language: string,
  title = "Pacing Your Energy",
  chapters = [
    { title: "The energy budget", body: PACING },
    { title: "A pacing diary", body: PACING },
  ],
): BookSource =>
  ({ title, description: "", author: "A. Writer", language, updatedAt: 0, chapters }) as unknown as BookSource;

const keywordsIn = async (source: BookSource, extra: string[] = []) =>
  keywordsFor(source, extra, await loadWordRanks(env.ASSETS, source.language));

describe("KDP keywords", () => {
  it("are the work's distinctive terms and phrases, not words every English book uses", async () => {
    const keywords = await keywordsIn(book("en"));
    expect(keywords).toHaveLength(7);
    expect(keywords).toContain("energy budget");
    expect(keywords).toContain("pacing");
    for (const common of ["book", "runs", "keeping", "being", "stops"]) expect(keywords).not.toContain(common);
  });

  it("put the author's own keywords first", async () => {
    expect((await keywordsIn(book("en"), ["ME/CFS"])).slice(0, 1)).toEqual(["me/cfs"]);
  });

  it("are found in the work's own language: its words, split as it writes them, weighed against its own list", async () => {
    const books: [string, string, string, string[], string[]][] = [
      [
        "es",
        "El huerto en casa",
        "El huerto necesita sol y agua. Las tomateras crecen bien en el huerto cuando el compost es bueno. Riega las tomateras por la mañana y pon compost cada mes. Un huerto pequeño da tomates todo el verano; el compost del huerto se hace con restos de cocina.",
        ["huerto", "tomateras", "compost"],
        ["para", "como", "cuando", "cada"],
      ],
      [
        "ja",
        "回復のための実践ガイド",
        "体力の管理は回復の第一歩です。毎日の体力を記録すると、回復の計画が立てやすくなります。体力の管理には休息の計画が欠かせません。回復の記録を続けて、体力の変化を確かめましょう。",
        ["体力", "回復"],
        ["ため", "こと", "ます"],
      ],
      [
        "ru",
        "Сад на подоконнике",
        "Рассада любит свет. Рассаду помидоров поливают утром, а рассаду перца вечером. Подоконник должен быть светлым: на тёмном подоконнике рассада вытягивается. Рассада на подоконнике растёт быстрее, если её поворачивать.",
        ["рассада", "подоконнике"],
        ["если", "чтобы", "быть"],
      ],
    ];
    for (const [language, title, body, expected, common] of books) {
      const keywords = await keywordsIn(book(language, title, [{ title, body }]));
      for (const word of expected) expect([language, keywords.some((k) => k.includes(word))]).toEqual([language, true]);
      for (const word of common) expect([language, keywords.includes(word)]).toEqual([language, false]);
      // A Japanese title is split into words, not kept as one run of characters.
      if (language === "ja") expect(keywords).not.toContain("回復のための実践ガイド");
    }
  });

  it("drop an elided article in French and a particle in Korean, so one word counts as one", async () => {
    const french = await keywordsIn(
      book("fr", "L'apiculture pour débutants", [
        {
          title: "L'abeille et la ruche",
          body: "L'abeille vit dans la ruche. Une abeille butine les fleurs; l'abeille rapporte le pollen à la ruche. La ruche protège l'abeille en hiver, et l'apiculture commence par la ruche.",
        },
      ]),
    );
    expect(french).toContain("abeille");
    expect(french.some((keyword) => keyword.startsWith("l'"))).toBe(false);
    const korean = await keywordsIn(
      book("ko", "텃밭 가꾸기", [
        {
          title: "텃밭의 흙",
          body: "텃밭은 햇빛이 필요합니다. 텃밭의 흙을 잘 섞어야 합니다. 흙을 고르고 텃밭에 물을 줍니다. 텃밭을 가꾸면 채소가 잘 자랍니다.",
        },
      ]),
    );
    expect(korean).toContain("텃밭");
    expect(korean).not.toContain("텃밭의");
  });
});
