import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../../../worker/common/languages";
import { addFormats, sharedOptions } from "../app/i18n";
import { type Catalog, flatten, PLURAL, placeholders } from "../test/catalog-tree";

const files = import.meta.glob<Catalog>("./*/*.json", { eager: true, import: "default" });
const emailFiles = import.meta.glob<Catalog>("../../../worker/email/catalog/*.json", {
  eager: true,
  import: "default",
});

const COUNT = /\{\{\s*count\s*(?:,[^}]*)?\}\}/;
const COUNTS = [0, 1, 2, 5, 21, 100];

/**
 * English strings that show {{count}} with no counted noun after it, so they need no plural forms. Any other string
 * with {{count}} counts something and needs key_one, key_other… (i18next picks them by Intl.PluralRules).
 */
const NOT_COUNTING = new Set([
  "dashboard:stats.contentThisWeek", // "+{{count}} this week"
  "marketing:campaigns.moreMarkets", // "+{{count}} more"
  "quality:recent.more", // "+{{count}} more"
  "voice:analysis.count", // "{{count}} / 200 characters": a measure, the noun belongs to the limit
]);

/**
 * Forms that may spell their number out: Arabic says "لغة واحدة" (one language), "لغتان" (two languages, the dual)
 * and "لا لغات" (no languages) rather than putting a numeral before the noun. Each of these categories holds a single
 * number (0, 1 or 2), so the word says the count.
 */
const SPELLED_OUT: Record<string, string[]> = { ar: ["zero", "one", "two"] };

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith("./en/"))
  .map((path) => path.slice(5, -5));
const english = new Map(namespaces.map((ns) => [ns, flatten(files[`./en/${ns}.json`]!)]));

/** Every plural base of the English catalogs, with whether its English text shows the count. */
const pluralBases = [...english].flatMap(([namespace, strings]) =>
  [...new Set([...strings.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, "")))].map((base) => ({
    namespace,
    base,
    showsCount: COUNT.test(strings.get(`${base}_other`) ?? ""),
  })),
);

/** The count as a whole number in the text, in Western digits or the language's own (i18next's `number` format). */
function showsNumber(text: string, count: number, language: string): boolean {
  return [String(count), new Intl.NumberFormat(language).format(count)].some((written) =>
    new RegExp(`(?<!\\p{Nd})${written}(?!\\p{Nd})`, "u").test(text),
  );
}

describe("plural forms", () => {
  it("exist for every English string that counts something with {{count}}", () => {
    const unsuffixed = [...english].flatMap(([namespace, strings]) =>
      [...strings]
        .filter(([key, text]) => COUNT.test(text) && !PLURAL.test(key))
        .map(([key]) => `${namespace}:${key}`)
        .filter((id) => !NOT_COUNTING.has(id)),
    );
    expect(unsuffixed).toEqual([]);
    // The allowlist stays honest: each entry still exists and still shows {{count}}.
    for (const id of NOT_COUNTING) {
      const [namespace, key] = id.split(":") as [string, string];
      expect(english.get(namespace)?.get(key), id).toMatch(COUNT);
    }
  });

  describe("render each language's own form with the count", () => {
    const i18n = i18next.createInstance();
    beforeAll(async () => {
      const resources: Record<string, Record<string, Catalog>> = {};
      for (const [path, catalog] of Object.entries(files)) {
        const [, language = "", namespace = ""] = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
        resources[language] = { ...resources[language], [namespace]: catalog };
      }
      await i18n.init({ ...sharedOptions, lng: "en", ns: namespaces, resources });
      addFormats(i18n);
    });

    it.each(PLATFORM_LANGUAGES)("in %s, for 0, 1, 2, 5, 21 and 100", (language) => {
      const rules = new Intl.PluralRules(language);
      const problems: string[] = [];
      for (const { namespace, base, showsCount } of pluralBases) {
        const strings = english.get(namespace)!;
        const others = Object.fromEntries(
          placeholders(strings.get(`${base}_other`) ?? "")
            .filter((name) => name !== "count")
            .map((name) => [name, `‹${name}›`]),
        );
        for (const count of COUNTS) {
          const category = rules.select(count);
          const id = `${language} ${namespace}:${base} (${count})`;
          const { res, usedLng, exactUsedKey } = i18n.t(base, {
            ...others,
            count,
            lng: language,
            ns: namespace,
            returnDetails: true,
          });
          if (usedLng !== language || exactUsedKey !== `${base}_${category}`)
            problems.push(`${id}: used ${usedLng} ${exactUsedKey}, not ${language} ${base}_${category}`);
          else if (/\{\{|\}\}/.test(res)) problems.push(`${id}: placeholder left in "${res}"`);
          else if (showsCount && !SPELLED_OUT[language]?.includes(category) && !showsNumber(res, count, language))
            problems.push(`${id}: no ${count} in "${res}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it("are not needed by the e-mail catalogs, whose renderer has none: no e-mail string shows {{count}}", () => {
    expect(Object.keys(emailFiles)).toHaveLength(PLATFORM_LANGUAGES.length);
    const counted = Object.entries(emailFiles).flatMap(([path, catalog]) =>
      [...flatten(catalog)].filter(([, text]) => COUNT.test(text)).map(([key]) => `${path}: ${key}`),
    );
    expect(counted).toEqual([]);
  });
});
