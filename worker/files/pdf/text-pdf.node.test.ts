import { describe, expect, it } from "vitest";
import { bodyLines, oneSpaced, readPdf as read, withoutWhitespace } from "../../test/read-pdf";
import type { FontFileReader } from "../fonts/font-files";
import { nodeFontReader } from "../fonts/node-font-files";
import { loadDocumentFonts } from "./document-fonts";
import { LINE_WIDTH, PAGE } from "./layout";
import { buildTextPdf, MAX_PDF_CHARACTERS, type PdfDocument } from "./text-pdf";

const SAMPLES = {
  ru: {
    title: "Жизнь после инсульта",
    heading: "Первые недели",
    body: "Первые недели дома самые трудные. Семья учится заново распределять заботы, а врачи объясняют, что делать дальше.\n\nЁлка, щётка и «кавычки» — всё на месте.",
  },
  ja: {
    title: "脳卒中からの回復",
    heading: "最初の数週間",
    body: "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。毎日の小さな目標が大切です。「リハビリ」はrecovery planの一部です。\n\n焦らず、一歩ずつ進みましょう。",
  },
  fr: {
    title: "La vie après un AVC",
    heading: "Les premières semaines",
    body: "Les premières semaines à la maison sont les plus difficiles. « Où est la forêt ? » demande-t-elle ; l’œuvre naïve continue.\n\nÇa ira : Ægir, Ÿ, ß, ñ, ã, ò et ü aussi.",
  },
  zh: {
    title: "中风后的生活",
    heading: "最初几周",
    body: "出院后的头几周是最艰难的。家人要学会重新分配照顾的任务，并向医生寻求帮助。",
  },
  ko: {
    title: "뇌졸중 이후의 삶",
    heading: "처음 몇 주",
    body: "퇴원 후 처음 몇 주가 가장 힘듭니다. 가족은 돌봄을 나누는 법을 배웁니다.",
  },
} as const;

function bookIn(language: keyof typeof SAMPLES, repeat = 1): PdfDocument {
  const sample = SAMPLES[language];
  return {
    title: sample.title,
    author: "Мария Шен · 陈玛雅",
    language,
    sections: [{ heading: sample.heading, body: Array(repeat).fill(sample.body).join("\n\n") }],
  };
}

async function built(doc: PdfDocument, fonts: FontFileReader = nodeFontReader): Promise<Uint8Array> {
  const pdf = await buildTextPdf(doc, fonts);
  if (!pdf.bytes) throw new Error(`no PDF: ${JSON.stringify(pdf.omission)}`);
  return pdf.bytes;
}

describe("a PDF of a text", () => {
  it.each(["ru", "fr", "ko"] as const)(
    "in %s reads back exactly as written, lines joined by spaces",
    async (language) => {
      const doc = bookIn(language, 6);
      const { pages, warnings } = await read(await built(doc));
      expect(pages[0]!.lines).toEqual([doc.title, doc.author]);
      expect(pages[1]!.lines[0]).toBe(doc.sections[0]!.heading);
      expect(oneSpaced(bodyLines(pages).join(" "))).toBe(
        oneSpaced(`${doc.sections[0]!.heading} ${doc.sections[0]!.body}`),
      );
      expect(warnings).toEqual([]);
    },
  );

  it.each(["ja", "zh"] as const)(
    "in %s reads back exactly as written, lines broken between characters",
    async (language) => {
      const doc = bookIn(language, 8);
      const { pages, warnings } = await read(await built(doc));
      expect(pages[0]!.lines).toEqual([doc.title, doc.author]);
      const lines = bodyLines(pages);
      expect(lines.length).toBeGreaterThan(10);
      expect(withoutWhitespace(lines.join(""))).toBe(
        withoutWhitespace(`${doc.sections[0]!.heading}${doc.sections[0]!.body}`),
      );
      // Lines of Chinese and Japanese break where there is no space, never before a closing mark.
      expect(lines.filter((line) => /^[。、，」）]/.test(line))).toEqual([]);
      expect(warnings).toEqual([]);
    },
  );

  it("keeps every line inside the page's margins, measured by the fonts' own widths", async () => {
    for (const language of ["ru", "ja", "fr"] as const) {
      const { pages } = await read(await built(bookIn(language, 6)));
      for (const { items } of pages.slice(1)) {
        // A line drawn in two fonts is two runs: each starts and ends between the margins.
        for (const item of items.filter((item) => item.str.trim() && item.transform[5] > 40)) {
          expect(item.transform[4]).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
          expect(item.transform[4] + item.width).toBeLessThanOrEqual(PAGE.margin + LINE_WIDTH + 0.5);
        }
      }
      // Justified by measure, not by count: some line fills most of the width.
      const widest = Math.max(...pages[1]!.items.map((item) => item.width));
      expect(widest, language).toBeGreaterThan(LINE_WIDTH * 0.8);
    }
  });

  it("sets the Markdown the EPUB renders: headings, bold, italic, lists and quotes, with none of its marks", async () => {
    const body = [
      "## Getting started",
      "Some **bold words** and *slanted ones*, a [link](https://example.com/guide) and `code`.",
      "- first item\n- second **item**",
      "1. one\n2. two",
      "> A quoted line.",
      "---",
      "Après le **déjeuner**, Жизнь *продолжается*.",
    ].join("\n\n");
    const { pages, warnings } = await read(
      await built({ title: "Marks", author: "A. Writer", language: "en", sections: [{ heading: "One", body }] }),
    );
    // pdf.js starts a new line of its own where the slant changes: the text is compared with its lines joined.
    const text = oneSpaced(bodyLines(pages).join(" "));
    expect(text).toBe(
      oneSpaced(`One Getting started Some bold words and slanted ones, a link and code. • first item • second item
        1. one 2. two A quoted line. * * * Après le déjeuner, Жизнь продолжается.`),
    );
    expect(text.replace("* * *", "")).not.toMatch(/[*#`[\]>]/);
    const items = pages[1]!.items.filter((item) => item.str.trim());
    const fontOf = (text: string) => items.find((item) => item.str.includes(text))!.fontName;
    expect(fontOf("bold words")).toBe(fontOf("déjeuner"));
    expect(fontOf("bold words")).not.toBe(fontOf("Some"));
    expect(fontOf("Getting started")).toBe(fontOf("bold words"));
    // Italic is the upright face slanted: the text matrix leans (its third term), the plain text does not.
    const lean = (text: string) => items.find((item) => item.str.includes(text))!.transform[2];
    expect(lean("slanted ones")).toBeGreaterThan(0);
    expect(lean("продолжается")).toBeGreaterThan(0);
    expect(lean("Some")).toBe(0);
    // List items and quotes are set in from the margin.
    const x = (text: string) => items.find((item) => item.str.includes(text))!.transform[4];
    expect(x("first item")).toBeGreaterThan(x("Some"));
    expect(x("A quoted line")).toBeGreaterThan(x("Some"));
    expect(warnings).toEqual([]);
  });

  it("names its title, author and language", async () => {
    const { info } = await read(await built(bookIn("ja")));
    expect(info).toMatchObject({ Title: SAMPLES.ja.title, Author: "Мария Шен · 陈玛雅", Language: "ja" });
  });

  it("opens only the fonts its characters need", async () => {
    const opened = async (regular: string, bold: string, language: string) =>
      (await loadDocumentFonts({ regular, bold }, language, nodeFontReader)).faces.map((f) => f.font.postscriptName);
    expect(await opened("Ça va, Zoë. Жизнь. Ελλάδα.", "Résumé", "fr")).toEqual(["NotoSans-Regular", "NotoSans-Bold"]);
    expect(await opened("最初の数週間 recovery plan", "回復", "ja")).toEqual([
      "NotoSansJP-Regular",
      "NotoSans-Regular",
      "NotoSansJP-Bold",
    ]);
  });

  it("sets a Japanese book's kanji in the Japanese font and its Latin words in Noto Sans", async () => {
    const text = new TextDecoder("latin1").decode(await built({ ...bookIn("ja"), author: "Maya Chen" }));
    const fonts = [...text.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts)).toEqual(new Set(["NotoSansJP-Regular", "NotoSansJP-Bold", "NotoSans-Regular"]));
  });

  it("gives the same bytes for the same document", async () => {
    expect(await built(bookIn("fr"))).toEqual(await built(bookIn("fr")));
  });

  it("leaves out symbols no font has, and says which", async () => {
    const pdf = await buildTextPdf(
      { title: "Launch", author: "A. Writer", language: "en", sections: [{ heading: "Go", body: "Ready 🚀 go." }] },
      nodeFontReader,
    );
    expect(pdf.omission).toBeUndefined();
    expect(pdf.bytes && pdf.leftOut).toEqual(["🚀"]);
    const { pages } = await read(pdf.bytes!);
    expect(pages[1]!.lines.map(oneSpaced)).toEqual(["Go", "Ready go.", "2"]);
  });
});

describe("no PDF, and why", () => {
  const noFonts: FontFileReader = () => Promise.reject(new Error("no font should be read"));

  it("for Arabic and Hindi text, which need shaping: the scripts are named", async () => {
    const arabic = "الأسابيع الأولى في المنزل هي الأصعب.";
    const hindi = "घर पर पहले कुछ सप्ताह सबसे कठिन होते हैं।";
    for (const [body, scripts] of [
      [arabic, ["Arab"]],
      [hindi, ["Deva"]],
      [`English, then ${arabic} ${hindi}`, ["Arab", "Deva"]],
    ] as const) {
      const pdf = await buildTextPdf(
        { title: "Book", author: "A. Writer", language: "en", sections: [{ heading: "One", body }] },
        noFonts,
      );
      expect(pdf).toEqual({ omission: { reason: "unshaped-script", scripts } });
    }
  });

  it("for letters no packaged font has", async () => {
    const pdf = await buildTextPdf(
      { title: "Book", author: "A. Writer", language: "ka", sections: [{ heading: "One", body: "ქართული ენა" }] },
      nodeFontReader,
    );
    expect(pdf.omission).toMatchObject({ reason: "uncovered-letters" });
    expect(pdf.omission?.reason === "uncovered-letters" && pdf.omission.characters).toContain("ქ");
  });

  it("for a text longer than a PDF is built from", async () => {
    const body = "word ".repeat(MAX_PDF_CHARACTERS / 5 + 1);
    const pdf = await buildTextPdf(
      { title: "Long", author: "A. Writer", language: "en", sections: [{ heading: "One", body }] },
      noFonts,
    );
    expect(pdf).toEqual({ omission: { reason: "too-long", maxCharacters: MAX_PDF_CHARACTERS } });
  });
});
