import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../worker/common/error-codes";
import { PLATFORM_LANGUAGES } from "../../../worker/common/languages";

type ErrorsCatalog = { code?: Record<string, unknown> } & Record<string, unknown>;
const files = import.meta.glob<ErrorsCatalog>("./*/errors.json", { eager: true, import: "default" });

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*\w+\s*)?\}\}/g)].map((m) => m[1]).sort();

describe("the errors catalog", () => {
  it.each(PLATFORM_LANGUAGES)("has a text for every API error code in %s, with English's placeholders", (language) => {
    const english = files["./en/errors.json"]?.code ?? {};
    const catalog = files[`./${language}/errors.json`];
    const problems: string[] = [];
    if (!catalog) problems.push(`${language}/errors.json is missing`);
    for (const code of ERROR_CODES) {
      const text = catalog?.code?.[code];
      const englishText = english[code];
      if (typeof text !== "string" || !text.trim()) problems.push(`${language}: no text for ${code}`);
      else if (typeof englishText === "string" && placeholders(text).join() !== placeholders(englishText).join())
        problems.push(`${language}: placeholders differ in ${code}`);
    }
    expect(problems).toEqual([]);
  });

  it("has a sentence naming the fields of invalid input in every plural form of each language", () => {
    const problems: string[] = [];
    for (const language of PLATFORM_LANGUAGES) {
      for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
        const text = files[`./${language}/errors.json`]?.[`invalidFields_${category}`];
        if (typeof text !== "string" || !placeholders(text).includes("fields"))
          problems.push(`${language}: invalidFields_${category} must name {{fields}}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lists no code twice and keeps no text for a code the API does not return", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(Object.keys(files["./en/errors.json"]?.code ?? {}).sort()).toEqual([...ERROR_CODES].sort());
  });
});
