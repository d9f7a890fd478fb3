import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { nodeFontReader } from "../../files/fonts/node-font-files";
import { bodyLines, oneSpaced, readPdf, withoutWhitespace } from "../../test/read-pdf";
import type { BookSource } from "../literary";
import { suggestCategories } from "./categories";
import { buildPackageZip, metadataFor } from "./package";

const BOOKS = {
  ru: {
    title: "Жизнь после инсульта",
    description: "Спокойное руководство для семьи. Первые недели дома.",
    chapters: [
      {
        title: "Первые недели",
        body: "Первые недели дома самые трудные. Семья учится заново распределять заботы.\n\n## Что делать дальше\n\nВрачи объясняют, что делать дальше: «шаг за шагом», без спешки. Ёлка и щётка.",
      },
      { title: "Режим дня", body: "_Короткая заметка._\n\nСон, еда и прогулки в одно и то же время." },
    ],
  },
  ja: {
    title: "脳卒中からの回復",
    description: "家族のための穏やかな手引きです。最初の数週間について。",
    chapters: [
      {
        title: "最初の数週間",
        body: "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。\n\n## 毎日の目標\n\n毎日の小さな目標が大切です。「リハビリ」はrecovery planの一部です。焦らず、一歩ずつ進みましょう。",
      },
      { title: "睡眠と食事", body: "睡眠、食事、散歩を毎日同じ時間に。" },
    ],
  },
  fr: {
    title: "La vie après un AVC",
    description: "Un guide posé pour les familles. Les premières semaines.",
    chapters: [
      {
        title: "Les premières semaines",
        body: "Les premières semaines à la maison sont les plus difficiles.\n\n## Et ensuite\n\n« Où est la forêt ? » demande-t-elle ; l’œuvre naïve continue. Ça ira, dit le médecin.",
      },
      { title: "Le rythme des jours", body: "_Une courte note._\n\nSommeil, repas et promenades à heure fixe." },
    ],
  },
} as const;

function bookIn(language: keyof typeof BOOKS): BookSource {
  const book = BOOKS[language];
  return {
    id: "0a7f3e2c-9b1d-4c55-8e0f-2d6b1a3c4e5f",
    author: "Maya Chen",
    language,
    updatedAt: Date.UTC(2026, 0, 1),
    title: book.title,
    description: book.description,
    chapters: book.chapters.map((chapter) => ({ ...chapter })),
  };
}

async function premiumPackage(book: BookSource) {
  const meta = metadataFor(book, "premium", suggestCategories(book, "healthcare"), 120, 9.99, [], null);
  const built = await buildPackageZip(book, meta, nodeFontReader);
  return { ...built, meta, files: unzipSync(built.zip) };
}

/** The text the PDF should carry: chapter headings and bodies, without Markdown's heading marks and underscores. */
const expectedBody = (book: BookSource) =>
  book.chapters.flatMap((chapter) => [chapter.title, chapter.body.replace(/^## /gm, "").replace(/^_(.*)_$/gm, "$1")]);

describe("a premium package's PDF manuscript", () => {
  it.each(["ru", "fr"] as const)("of a %s work holds its fonts and reads back as the work's text", async (language) => {
    const book = bookIn(language);
    const { files, meta, pdfOmission, pages: counted } = await premiumPackage(book);
    expect(pdfOmission).toBeNull();
    const pdf = files["manuscript.pdf"]!;
    expect(new TextDecoder("latin1").decode(pdf).match(/\/FontFile2 /g)).toHaveLength(2);
    const { pages, info, warnings } = await readPdf(pdf);
    // The package's page count is the PDF's, in the answer and in metadata.json.
    expect(counted).toBe(pages.length);
    expect(JSON.parse(new TextDecoder().decode(files["metadata.json"]!)).estimatedPages).toBe(pages.length);
    expect(info).toMatchObject({ Title: book.title, Author: "Maya Chen", Language: language });
    expect(oneSpaced(pages[0]!.lines.join(" "))).toBe(oneSpaced(`${book.title} ${meta.subtitle} ${book.author}`));
    expect(oneSpaced(bodyLines(pages).join(" "))).toBe(oneSpaced(expectedBody(book).join(" ")));
    expect(warnings).toEqual([]);
  });

  it("of a Japanese work holds Japanese and Latin fonts and reads back as the work's text", async () => {
    const book = bookIn("ja");
    const { files, meta, pdfOmission } = await premiumPackage(book);
    expect(pdfOmission).toBeNull();
    const pdf = files["manuscript.pdf"]!;
    const fonts = [...new TextDecoder("latin1").decode(pdf).matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)];
    expect(fonts.map((m) => m[1]).sort()).toEqual(["NotoSans-Regular", "NotoSansJP-Bold", "NotoSansJP-Regular"]);
    const { pages, info, warnings } = await readPdf(pdf);
    expect(info).toMatchObject({ Title: book.title, Language: "ja" });
    expect(withoutWhitespace(pages[0]!.lines.join(""))).toBe(
      withoutWhitespace(`${book.title}${meta.subtitle}Maya Chen`),
    );
    expect(withoutWhitespace(bodyLines(pages).join(""))).toBe(withoutWhitespace(expectedBody(book).join("")));
    expect(warnings).toEqual([]);
  });

  it("says in the upload steps which symbols it leaves out for want of a font", async () => {
    const book = { ...bookIn("fr"), chapters: [{ title: "Départ", body: "Prêts ? 🚀 Partez !" }] };
    const { files } = await premiumPackage(book);
    expect(files["manuscript.pdf"]).toBeDefined();
    expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("It leaves out a symbol none of its fonts has (🚀)");
  });

  it("is left out of an Arabic or Hindi work's package, which says why and keeps the EPUB and HTML", async () => {
    for (const [language, text, script] of [
      ["ar", "الأسابيع الأولى في المنزل هي الأصعب.", "Arabic"],
      ["hi", "घर पर पहले कुछ सप्ताह सबसे कठिन होते हैं।", "Devanagari"],
    ] as const) {
      const book = { ...bookIn("fr"), language, title: text, chapters: [{ title: text, body: text }] };
      const { files, pdfOmission } = await premiumPackage(book);
      expect(Object.keys(files).sort()).toEqual(["UPLOAD-STEPS.md", "book.epub", "manuscript.html", "metadata.json"]);
      expect(pdfOmission).toEqual({ reason: "unshaped-script", scripts: [language === "ar" ? "Arab" : "Deva"] });
      const steps = strFromU8(files["UPLOAD-STEPS.md"]!);
      expect(steps).toContain("This package has no `manuscript.pdf`: the text is written in");
      expect(steps).toContain(`${script} script`);
      expect(steps).toContain("print `manuscript.html` from your browser");
    }
  });
});
