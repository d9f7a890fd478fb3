/** The word lists on the Node side: the web build and the worker tests copy them into the static assets. */
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { WORD_RANK_DIR } from "./word-ranks.ts";

export const WORD_RANK_SOURCE = join(import.meta.dirname, "word-ranks");

/** Copies every list into `<assetsDir>/word-ranks`. */
export function copyWordRankAssets(assetsDir: string): void {
  const target = join(assetsDir, WORD_RANK_DIR);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(WORD_RANK_SOURCE))
    if (file.endsWith(".txt")) copyFileSync(join(WORD_RANK_SOURCE, file), join(target, file));
}
