import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../../schema/db";
import { apiClient, registerAccount } from "../../test/client";
import { englishPdf } from "../../test/pdf";
import type { marketplaceRoutes } from "./routes";
import { reindexProducts } from "./search-index";

const marketplace = (cookie?: string) => apiClient<typeof marketplaceRoutes>("/api/marketplace", { cookie });

/** A product in each platform language, and words that must find it: from the middle, in other forms, unaccented. */
const PRODUCTS: { language: string; title: string; description: string; finds: string[] }[] = [
  {
    language: "en",
    title: "Monthly budgeting after a long burnout",
    description: "Rebuild your budget one careful week at a time, with worksheets for every month.",
    finds: ["budgets", "worksheet", "careful"],
  },
  {
    language: "es",
    title: "Recetas de cocina para principiantes",
    description: "Aprende a cocinar platos sencillos con ingredientes frescos del mercado.",
    finds: ["receta", "ingrediente", "cocinar", "sencillo"],
  },
  {
    language: "fr",
    title: "Le jardinage écologique au quotidien",
    description: "Des méthodes simples pour un potager productif sans produits chimiques.",
    finds: ["ecologique", "methode", "potager"],
  },
  {
    language: "de",
    title: "Gärtnern auf dem Balkon",
    description: "Tomaten, Kräuter und Salat auf kleinem Raum erfolgreich anbauen.",
    finds: ["Tomate", "Kräuter", "krauter", "gartnern"],
  },
  {
    language: "pt",
    title: "Finanças pessoais para famílias",
    description: "Como organizar o orçamento doméstico e poupar dinheiro todos os meses.",
    finds: ["orcamento", "familia", "financas"],
  },
  {
    language: "it",
    title: "Le ricette della nonna",
    description: "Piatti tradizionali della cucina italiana spiegati passo dopo passo.",
    finds: ["ricetta", "tradizionale", "cucina"],
  },
  {
    language: "ru",
    title: "Руководство по восстановлению после инсульта",
    description: "Практические упражнения для восстановления силы и равновесия дома.",
    finds: ["восстановление", "упражнение", "руководства"],
  },
  {
    language: "ja",
    title: "回復のための実践ガイド 体力の管理",
    description: "毎日の体力を記録して、無理のない計画を立てましょう。",
    finds: ["ガイド", "管理", "実践", "計画"],
  },
  {
    language: "zh",
    title: "写作入门指南",
    description: "学习如何一步一步写出清晰有力的文章和故事，适合所有初学者。",
    finds: ["指南", "文章", "入门"],
  },
  {
    language: "ko",
    title: "글쓰기의 기술",
    description: "초보자를 위한 실용적인 글쓰기 안내서입니다.",
    finds: ["기술", "글쓰기", "초보자"],
  },
  {
    language: "ar",
    title: "دليل الكتابة الإبداعية",
    description: "تعلم أسس الكتابة القصصية خطوة بخطوة مع تمارين يومية.",
    finds: ["كتابة", "الكتابة", "تمارين", "دليل"],
  },
  {
    language: "hi",
    title: "लेखन की कला",
    description: "शुरुआती लोगों के लिए सरल लेखन अभ्यास और उदाहरण।",
    finds: ["कला", "अभ्यास", "लेखन"],
  },
];

describe("search in every language", () => {
  it("finds a product by words from the middle of its title and description, in other forms, and not by others", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({
      title: "Guide",
      author: "A. Writer",
      sections: [{ heading: "One", body: "Text." }],
    });
    const ids = new Map<string, number>();
    for (const product of PRODUCTS) {
      const listed = await marketplace(creator.cookie).items.$post({
        form: {
          title: product.title,
          description: product.description,
          category: "Finance",
          tags: "guide",
          price: "19",
          whatYouLearn: "One thing",
          file: new File([pdf], "guide.pdf"),
        },
      });
      expect([product.language, listed.status]).toEqual([product.language, 201]);
      ids.set(product.language, (await listed.json()).item.id);
    }
    const found = async (q: string) =>
      (await (await marketplace().items.$get({ query: { q } })).json()).items.map((item) => item.id);
    for (const product of PRODUCTS)
      for (const word of product.finds)
        expect([product.language, word, (await found(word)).includes(ids.get(product.language)!)]).toEqual([
          product.language,
          word,
          true,
        ]);
    // One typo in a word of 5 letters or more (a swap, a letter lost, one changed), two from 9 letters.
    const typos: [string, string][] = [
      ["en", "worksheest"],
      ["es", "ingredeintes"],
      ["ru", "упражения"],
      ["de", "erfolgriech"],
      ["fr", "productiv"],
      ["pt", "dinhiero"],
      ["it", "tradiizonali"],
      ["en", "workhseetz"],
    ];
    for (const [language, typo] of typos)
      expect([language, typo, (await found(typo)).includes(ids.get(language)!)]).toEqual([language, typo, true]);
    expect(await found("astronomía")).not.toContain(ids.get("es"));
    expect(await found("космос")).not.toContain(ids.get("ru"));
  });

  it("reads products written before the analysis by their raw text, then as analysed once the job reaches them", async () => {
    const creator = await registerAccount();
    const db = createDatabase(env.DB);
    // Products as the migration finds them: written by SQL, never analysed, in each of the 12 languages.
    const ids = new Map<string, number>();
    for (const product of PRODUCTS) {
      const row = await env.DB.prepare(
        `insert into products (slug, creator_id, title, author, description, category, price_cents, file_key, file_name,
          file_type, file_size, created_at, updated_at)
         values (?, ?, ?, 'A. Writer', ?, 'Finance', 900, 'products/x.pdf', 'x.pdf', 'application/pdf', 4, 0, 0)
         returning id`,
      )
        .bind(`raw-${crypto.randomUUID()}`, creator.body.user.id, `${product.title} (raw)`, product.description)
        .first<{ id: number }>();
      ids.set(product.language, row!.id);
    }
    const found = async (q: string, sort: "price-low" | "rating" = "price-low") =>
      (await (await marketplace().items.$get({ query: { q, sort } })).json()).items.map((item) => item.id);
    // Unanalysed, a Japanese title is one run of characters: only its first word is found. (Asked in another order
    // than below: a visitor's answer is kept, under the catalogue's version, for a second.)
    expect(await found("ガイド", "rating")).not.toContain(ids.get("ja"));
    // The minute job's work, for these products only (other test files' products are theirs).
    expect(await reindexProducts(db, 100, [...ids.values()])).toBe(PRODUCTS.length);
    // The same words as the first test, asked again cheapest first: a visitor's search is kept at the edge.
    for (const product of PRODUCTS)
      for (const word of product.finds)
        expect([product.language, word, (await found(word)).includes(ids.get(product.language)!)]).toEqual([
          product.language,
          word,
          true,
        ]);
  });

  it("ranks what the words find as typed above what only a typo's correction finds", async () => {
    const creator = await registerAccount();
    const pdf = await englishPdf({
      title: "Guide",
      author: "A. Writer",
      sections: [{ heading: "One", body: "Text." }],
    });
    const list = async (title: string, description: string) => {
      const listed = await marketplace(creator.cookie).items.$post({
        form: {
          title,
          description,
          category: "Finance",
          tags: "guide",
          price: "19",
          whatYouLearn: "One thing",
          file: new File([pdf], "guide.pdf"),
        },
      });
      return (await listed.json()).item.id;
    };
    const corrected = await list("Balcony gardening for renters", "Balcony gardening, gardening and more gardening.");
    const exact = await list("Orchids indoors", "Caring for orchids on a windowsill.");
    const response = await marketplace()["intelligent-search"].$post({ json: { query: "orchids balcoyn" } });
    const ids = (await response.json()).results.map((result) => result.id);
    expect(ids.indexOf(exact)).toBeGreaterThan(-1);
    expect(ids.indexOf(corrected)).toBeGreaterThan(ids.indexOf(exact));
  });
});
