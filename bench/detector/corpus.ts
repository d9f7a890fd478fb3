/**
 * The detector's corpora: human paragraphs rebuilt from their sources (`human-sources.ts`, fetched once into
 * .cache/), machine paragraphs written with a language model on the same subjects (`ai-paragraphs/`, in the repo),
 * and the older cliché-heavy machine style (the humanizer's fixture corpus).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CORPUS } from "../../worker/test/fixtures/corpus";
import { type CorpusText, REGISTERS, type Split, selectHuman, stableHash } from "./corpus-split";
import { CORPUS_PACKAGES, humanParagraphs, type Register } from "./human-sources";

const ROOT = resolve(import.meta.dirname, "../..");
const CACHE = join(ROOT, ".cache", "detector-corpora");
const HUMAN_FILE = join(CACHE, "human.json");
const AI_DIR = join(import.meta.dirname, "ai-paragraphs");

/** Installs the pinned corpus packages into .cache/ (once) and selects the human paragraphs. */
function humanTexts(): CorpusText[] {
  if (existsSync(HUMAN_FILE)) return JSON.parse(readFileSync(HUMAN_FILE, "utf8")) as CorpusText[];
  mkdirSync(CACHE, { recursive: true });
  if (!existsSync(join(CACHE, "node_modules", "@stdlib", "datasets-sotu")))
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", CACHE, ...CORPUS_PACKAGES], {
      stdio: "inherit",
    });
  const chosen = selectHuman(humanParagraphs(join(CACHE, "node_modules")));
  writeFileSync(HUMAN_FILE, JSON.stringify(chosen));
  return chosen;
}

/** The machine paragraphs: each id names the register and split of the human paragraph it was written beside. */
function machineTexts(): CorpusText[] {
  return readdirSync(AI_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(AI_DIR, file), "utf8")) as { id: string; text: string }[])
    .map(({ id, text }) => {
      const [, register, split] = id.split("-") as [string, Register, Split];
      if (!REGISTERS.includes(register)) throw new Error(`unknown register in ${id}`);
      return { id, label: "ai" as const, register, split, text, origin: `h${id.slice(1)}` };
    });
}

/** The older, cliché-heavy machine style, split by the hash of its id. */
function clicheTexts(): CorpusText[] {
  return CORPUS.filter((entry) => entry.label === "ai").map((entry) => ({
    id: entry.id,
    label: "ai-cliche" as const,
    register: "mixed" as const,
    split: stableHash(`split:${entry.id}`) % 2 === 0 ? ("dev" as const) : ("test" as const),
    text: entry.text,
    origin: "fixtures/corpus.ts",
  }));
}

export function loadCorpus(): CorpusText[] {
  return [...humanTexts(), ...machineTexts(), ...clicheTexts()];
}
