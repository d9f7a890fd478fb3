import { describe, expect, it } from "vitest";
import { PLATFORM_LANGUAGES } from "../../../worker/common/languages";
import { type Catalog, flatten } from "../test/catalog-tree";

const files = import.meta.glob<Catalog>("./*/*.json", { eager: true, import: "default" });
const emailFiles = import.meta.glob<Catalog>("../../../worker/email/catalog/*.json", {
  eager: true,
  import: "default",
});
const pageFiles = import.meta.glob<Catalog>("../../../worker/features/pages/catalog/*.json", {
  eager: true,
  import: "default",
});
const sources = import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.tsx"], {
  eager: true,
  query: "?raw",
  import: "default",
});

/** Every string of a language: the interface's catalogs, its e-mails' and its public pages' titles. */
function stringsOf(language: string): [string, string][] {
  const catalogs = Object.entries(files).filter(([path]) => path.startsWith(`./${language}/`));
  const email = emailFiles[`../../../worker/email/catalog/${language}.json`];
  const pages = pageFiles[`../../../worker/features/pages/catalog/${language}.json`];
  const more = [
    ...(email ? [[`email/${language}`, email] as const] : []),
    ...(pages ? [[`pages/${language}`, pages] as const] : []),
  ];
  return [...catalogs, ...more].flatMap(([path, catalog]) =>
    [...flatten(catalog)].map(([key, text]): [string, string] => [`${path} ${key}`, text]),
  );
}

/** What the language writes around a percentage's digits: "%", " %" (a no-break space), "‎%‎"… */
const percentSign = (language: string) =>
  new Intl.NumberFormat(language, { style: "percent" }).format(0.8).replace("80", "");

describe("percentages, written one way per language", () => {
  it.each(PLATFORM_LANGUAGES)("in %s: placeholders carry the percent format, literals follow Intl", (language) => {
    const sign = percentSign(language);
    const problems: string[] = [];
    for (const [where, text] of stringsOf(language)) {
      if (/\}\}[\s\u00a0\u202f\u200e]*%|%[\s\u00a0\u202f\u200e]*\{\{/.test(text))
        problems.push(`${where}: a placeholder beside "%" — write {{name, percent}}`);
      for (const match of text.matchAll(/\d([\s\u00a0\u202f\u200e]*%\u200e?)/g))
        if (match[1] !== sign) problems.push(`${where}: "${match[0]}" is not written as ${JSON.stringify(sign)}`);
    }
    expect(problems).toEqual([]);
  });

  it("the app formats the percentages it writes itself with formatPercent", () => {
    const handWritten = Object.entries(sources).flatMap(([path, source]) =>
      source
        .split("\n")
        .filter((line) => /\}%(?!\))|\}%`/.test(line) && !/(width|height|left|top|right|bottom): `/.test(line))
        .map((line) => `${path}: ${line.trim()}`),
    );
    expect(handWritten).toEqual([]);
  });
});
