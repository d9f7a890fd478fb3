/**
 * The Battle for Wesnoth's text as its volunteers translated it (Debian's wesnoth-1.16 packages): the campaigns' stories
 * and dialogue (narrative) and the units' descriptions, a bestiary written as an encyclopedia (formal). The game keeps
 * its translations in gettext catalogues (.mo), which hold only the messages a translator finished: a fuzzy or an
 * untranslated message is not compiled in. A message whose translation is its English original is left out too. The
 * English originals are looked up in the game's .cfg files to find the scenario or the unit each message belongs to:
 * that file, with the language, is the document, so that the same scenario can fall in different splits across
 * languages, and no story is split between dev and test within a language.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { HumanParagraph, Register } from "./human-sources";
import { type CorpusLanguage, flatten } from "./human-text-checks";

const WESNOTH = "/usr/share/games/wesnoth/1.16";

/** The campaigns' text domains, each a Debian package `wesnoth-1.16-<name>` (Two Brothers' domain is `tb`). */
const CAMPAIGNS: Record<string, string> = {
  did: "did",
  dm: "dm",
  dw: "dw",
  ei: "ei",
  httt: "httt",
  l: "l",
  low: "low",
  nr: "nr",
  sof: "sof",
  sota: "sota",
  sotbe: "sotbe",
  tb: "ttb",
  thot: "thot",
  trow: "trow",
  tsg: "tsg",
  utbs: "utbs",
};

/** Debian's packages that hold the campaigns (the game's data, with the units' descriptions, comes with them). */
export const WESNOTH_PACKAGES = Object.values(CAMPAIGNS).map((name) => `wesnoth-1.16-${name}`);

/** The translated messages of a .mo catalogue, original → translation, without the header and the plural forms. */
export function catalogue(path: string): Map<string, string> {
  const data = readFileSync(path);
  const little = data.readUInt32LE(0) === 0x950412de;
  const read = (offset: number) => (little ? data.readUInt32LE(offset) : data.readUInt32BE(offset));
  const text = (table: number, index: number) => {
    const length = read(table + index * 8);
    const offset = read(table + index * 8 + 4);
    return data.toString("utf8", offset, offset + length);
  };
  const messages = new Map<string, string>();
  for (let index = 0; index < read(8); index++) {
    const original = text(read(12), index);
    if (original === "" || original.includes("\0")) continue;
    // A context comes before the message, after an EOT.
    messages.set(original.split("\u0004").at(-1)!, text(read(16), index));
  }
  return messages;
}

const cfgFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".cfg"))
        .sort()
        .map((file) => join(dir, file))
    : [];

/** A translatable string of a .cfg file: `_ "text"`, a quote inside doubled. */
const CFG_STRING = /_\s*"((?:[^"]|"")*)"/g;

let places: Map<string, string> | undefined;

/** The .cfg file (campaign and scenario, or race and unit) that holds an English message. */
function placeOf(message: string): string | undefined {
  if (!places) {
    places = new Map();
    const data = join(WESNOTH, "data");
    for (const file of [...cfgFiles(join(data, "campaigns")), ...cfgFiles(join(data, "core", "units"))]) {
      const place = relative(data, file)
        .replace(/^(campaigns|core\/units)\//, "")
        .replace(/\.cfg$/, "");
      for (const match of readFileSync(file, "utf8").matchAll(CFG_STRING)) {
        const original = match[1]!.replaceAll('""', '"');
        if (!places.has(original)) places.set(original, place);
      }
    }
  }
  return places.get(message);
}

/** Text with the game's markup or a variable in it is left out; plain text keeps its Pango italics' words. */
const plain = (text: string) => (/[$@{}[\]~|]/.test(text) ? undefined : text.replace(/<\/?[a-z]+[^>]*>/g, ""));

function messages(
  domain: string,
  locales: string[],
  register: Register,
  language: CorpusLanguage,
  source: string,
): HumanParagraph[] {
  const paragraphs: HumanParagraph[] = [];
  for (const locale of locales) {
    const path = join(WESNOTH, "locale", locale, "LC_MESSAGES", `wesnoth-${domain}.mo`);
    if (!existsSync(path)) continue;
    for (const [original, translation] of catalogue(path)) {
      const text = plain(translation);
      if (!text || translation.trim() === original.trim()) continue;
      // The language, not the locale: pt and pt_BR translate the same scenario, which must stay in one split.
      const document = `${source}/${language}/${placeOf(original) ?? `${domain}/${original.slice(0, 60)}`}`;
      paragraphs.push({ source, register, document, text: flatten(text, language) });
    }
  }
  return paragraphs;
}

/** The campaigns' stories and dialogue: narrative, a document a scenario. */
export function wesnothStories(locales: string[], language: CorpusLanguage): HumanParagraph[] {
  return Object.keys(CAMPAIGNS).flatMap((domain) => messages(domain, locales, "narrative", language, "wesnoth"));
}

/** The units' descriptions, written as a bestiary's entries: formal (encyclopedic), a document a unit. */
export function wesnothUnits(locales: string[], language: CorpusLanguage): HumanParagraph[] {
  return messages("units", locales, "formal", language, "wesnoth-units");
}
