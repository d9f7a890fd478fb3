import { describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../../../worker/common/languages";
import { type Catalog, flatten, PLURAL, placeholders } from "../test/catalog-tree";

const files = import.meta.glob<Catalog>("./*/*.json", { eager: true, import: "default" });

function catalog(language: string, namespace: string): Catalog | undefined {
  return files[`./${language}/${namespace}.json`];
}

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith("./en/"))
  .map((path) => path.slice(5, -5));

describe("translation catalogs", () => {
  it.each(PLATFORM_LANGUAGES.filter((l) => l !== "en"))(
    "have every English key in %s, with that language's plural forms and the same placeholders",
    (language) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const namespace of namespaces) {
        const english = flatten(catalog("en", namespace)!);
        const translated = catalog(language, namespace);
        if (!translated) {
          problems.push(`${language}/${namespace}.json is missing`);
          continue;
        }
        const theirs = flatten(translated);
        const pluralBases = new Set(
          [...english.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, "")),
        );
        for (const [key, text] of english) {
          if (PLURAL.test(key)) continue;
          if (!theirs.has(key)) problems.push(`${language}/${namespace}: missing ${key}`);
          else if (placeholders(theirs.get(key)!).sort().join() !== placeholders(text).sort().join())
            problems.push(`${language}/${namespace}: placeholders differ in ${key}`);
        }
        for (const base of pluralBases) {
          const englishPlaceholders = placeholders(english.get(`${base}_other`) ?? "");
          for (const category of categories) {
            const value = theirs.get(`${base}_${category}`);
            if (value === undefined) problems.push(`${language}/${namespace}: missing ${base}_${category}`);
            else if (placeholders(value).some((p) => !englishPlaceholders.includes(p)))
              problems.push(`${language}/${namespace}: unknown placeholder in ${base}_${category}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
