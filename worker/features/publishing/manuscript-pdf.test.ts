import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { imageInfo } from "../../files/image/image-info";
import { apiClient, openLink, registerOnPlan } from "../../test/client";
import type { literaryRoutes } from "../literary/routes";
import type { kdpPackageRoutes } from "./routes";

// The PDF's text is read back with pdf.js in manuscript-pdf.node.test.ts; here the worker builds the packages as a
// user asks for them, its fonts read through ASSETS.
const WORKS = {
  ru: { text: "Первые недели дома самые трудные. Семья учится заново распределять заботы.", font: "NotoSans" },
  ja: { text: "退院してからの最初の数週間は、家族にとっても本人にとっても大変な時期です。", font: "NotoSansJP" },
  fr: { text: "Les premières semaines à la maison sont les plus difficiles. « Ça ira », dit-elle.", font: "NotoSans" },
  ar: { text: "الأسابيع الأولى في المنزل هي الأصعب. تتعلم العائلة كيف تتقاسم المهام.", script: "Arab" },
  hi: { text: "घर पर पहले कुछ सप्ताह सबसे कठिन होते हैं। परिवार काम बाँटना सीखता है।", script: "Deva" },
} as const;

async function premiumPackageOf(cookie: string, language: keyof typeof WORKS) {
  const { text } = WORKS[language];
  const created = await apiClient<typeof literaryRoutes>("/api/literary", { cookie }).works.$post({
    json: { title: text.slice(0, 24), chapters: [{ title: text.slice(0, 12), body: `${text}\n\n${text}` }] },
  });
  const { work } = await created.json();
  expect(work.language).toBe(language);
  const response = await apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie }).index.$post({
    json: { workId: work.id, tier: "premium" },
  });
  expect(response.status).toBe(201);
  const built = (await response.json()).package;
  // The answer's own download link, followed as the browser does: a zip, not JSON.
  const files = unzipSync(new Uint8Array(await (await openLink(built.downloadUrl, { cookie })).arrayBuffer()));
  return { built, files };
}

describe("a premium KDP package's PDF manuscript", () => {
  it("is there for Russian, Japanese and French works, set in the fonts that cover them", async () => {
    const { cookie } = await registerOnPlan("creator-pro");
    for (const language of ["ru", "ja", "fr"] as const) {
      const { built, files } = await premiumPackageOf(cookie, language);
      expect(built.pdfOmission, language).toBeNull();
      const pdf = new TextDecoder("latin1").decode(files["manuscript.pdf"]!);
      expect(pdf.startsWith("%PDF-1.7"), language).toBe(true);
      expect(pdf).toContain(`/Lang (${language})`);
      const fonts = [...pdf.matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
      expect(fonts, language).toContain(`${WORKS[language].font}-Regular`);
      expect(pdf.match(/\/FontFile2 \d+ 0 R/g)?.length, language).toBe(fonts.length);
      expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("`manuscript.pdf` is a print-friendly A5 PDF");
      // KDP's recommended ebook cover, named in the upload steps.
      expect(imageInfo(files["cover.jpg"]!), language).toMatchObject({ type: "image/jpeg", width: 1600, height: 2560 });
      expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("upload `cover.jpg` (1,600 × 2,560 px");
    }
  });

  it("is left out of Arabic and Hindi works' packages, and the answer and the package list say why", async () => {
    const { cookie } = await registerOnPlan("creator-pro");
    for (const language of ["ar", "hi"] as const) {
      const { built, files } = await premiumPackageOf(cookie, language);
      const omission = { reason: "unshaped-script", scripts: [WORKS[language].script] };
      expect(built.pdfOmission).toEqual(omission);
      expect(Object.keys(files).sort()).toEqual([
        "UPLOAD-STEPS.md",
        "book.epub",
        "cover.jpg",
        "manuscript.html",
        "metadata.json",
      ]);
      expect(strFromU8(files["UPLOAD-STEPS.md"]!)).toContain("This package has no `manuscript.pdf`");
      const listed = await (
        await apiClient<typeof kdpPackageRoutes>("/api/kdp-packages", { cookie }).status.$get()
      ).json();
      expect(listed.packages.find((p) => p.id === built.id)?.pdfOmission).toEqual(omission);
    }
  });
});
