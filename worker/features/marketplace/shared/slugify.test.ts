import { describe, expect, it } from "vitest";
import { MAX_SLUG_CHARS, slugify } from "./slugify";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugify", () => {
  it("writes a title in [a-z0-9-]: accents folded, apostrophes dropped, other runs one hyphen", () => {
    expect(slugify("The Caregiver's Companion")).toBe("the-caregivers-companion");
    expect(slugify("The Caregiver’s Companion")).toBe("the-caregivers-companion");
    expect(slugify("Café Déjà")).toBe("cafe-deja");
    expect(slugify("  -- Hello,   World!! --  ")).toBe("hello-world");
    expect(slugify("Straße, Łódź & Ærø: 2nd ed.")).toBe("strasse-lodz-aero-2nd-ed");
    expect(slugify("Ｆｕｌｌ ｗｉｄｔｈ ﬁne 🚀 rocket")).toBe("full-width-fine-rocket");
    for (const title of ["Señor_Niño/Guide", "Ça va? Öl!", "tab\there", "İstanbul", "a—b–c"]) {
      expect(slugify(title), title).toMatch(SLUG);
    }
  });

  it("keeps a long slug to 80 characters, ending at a whole word when it can", () => {
    const words = slugify("word ".repeat(30));
    expect(words.length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
    expect(words).toBe(Array(16).fill("word").join("-"));
    expect(slugify(`${"a".repeat(79)} bc`)).toBe("a".repeat(79));
    expect(slugify("x".repeat(200))).toBe("x".repeat(MAX_SLUG_CHARS));
  });

  it("spells titles in other scripts in Latin letters, so they read in the address", () => {
    expect(slugify("Python 入門ガイド")).toBe("python-ru-men-gaido");
    expect(slugify("Python 応用テクニック")).not.toBe(slugify("Python 入門ガイド"));
    expect(slugify("Руководство по восстановлению")).toBe("rukovodstvo-po-vosstanovleniyu");
    expect(slugify("写作指南")).toBe("xie-zuo-zhi-nan");
    expect(slugify("글쓰기의 기술")).toMatch(/^geulsseugi/);
    expect(slugify("دليل الكتابة")).toMatch(SLUG);
    expect(slugify("लेखन की कला")).toMatch(/^lekhn/);
    for (const title of ["介護者のためのガイド", "Ελληνικά", "שלום עולם", "ภาษาไทย"])
      expect(slugify(title), title).toMatch(SLUG);
  });

  it("has no slug for a title with no letter or digit at all", () => {
    expect(slugify("!!! ... ???")).toBe("");
    expect(slugify("🚀🚀")).toBe("");
  });
});
