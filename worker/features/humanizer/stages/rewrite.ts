import type { HumanizerStyle } from "../../../common/humanizer-modes";
import { phraseRegExp } from "../../../text/ai-phrases";
import { type SentenceStartRules, startsSentence } from "../../../text/sentence-start";

/** Alternatives for a phrase, per style; "" deletes the phrase (and its comma). */
export type Alternatives = Partial<Record<HumanizerStyle | "default", string[]>>;
export type ReplacementTable = Record<string, Alternatives>;

/** Picks alternatives in rotation, so the output is deterministic yet not the same word every time. */
export class Rotation {
  private turn = 0;
  pick<T>(options: readonly T[]): T {
    return options[this.turn++ % options.length]!;
  }
}

const CAPITALISE_NEXT = "\uE002";
/** Marks where a replacement starts, so "a" / "an" before it can be made to agree. */
const REPLACED = "\uE003";

/** After ".", "!" or "?" (a closing quote or bracket may follow it) and after a line break. */
const SENTENCE_RULES: SentenceStartRules = { terminators: ".!?", closers: "\"”')]" };

function isSentenceStart(whole: string, offset: number): boolean {
  return startsSentence(whole, offset, SENTENCE_RULES);
}

function matchCase(original: string, replacement: string): string {
  if (!replacement) return replacement;
  return /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

const AN_BEFORE_VOWEL = new RegExp(`\\b([Aa])n? ${REPLACED}(?=[aeio])`, "g");
const A_BEFORE_CONSONANT = new RegExp(`\\b([Aa])n ${REPLACED}(?=[b-df-hj-np-tv-z])`, "g");
const LOWER_AFTER_DELETED_START = new RegExp(`${CAPITALISE_NEXT}\\s*(\\p{Ll})`, "gu");

/** Tidies what deletions leave behind: doubled spaces, a space before punctuation, a lower-case sentence start. */
export function tidy(text: string): string {
  return (
    text
      .replace(AN_BEFORE_VOWEL, "$1n ")
      .replace(A_BEFORE_CONSONANT, "$1 ")
      .replaceAll(REPLACED, "")
      .replace(LOWER_AFTER_DELETED_START, (_, ch: string) => ch.toUpperCase())
      .replaceAll(CAPITALISE_NEXT, "")
      .replace(/[ \t]{2,}/g, " ")
      // A space before punctuation goes, unless the mark opens an emoticon (";)", ":-)", ":D").
      .replace(/(?<! ) +([,.;:!?])(?![-)(DP])/g, "$1")
      .replace(/,\s*,/g, ",")
      .replace(/(^|[.!?]\s+),\s*/g, "$1")
      .replace(/^\s+/, "")
  );
}

export interface RewriteResult {
  text: string;
  changes: number;
}

export interface TableOptions {
  /** Only phrases that open a sentence (transitions, enumerators), never the same word mid-sentence. */
  sentenceStartOnly?: boolean;
  /** At most this many replacements (lighter intensities change less). */
  limit?: number;
  /** Phrases replaced only when a comma follows them (where they are connectives, not adjectives or nouns). */
  onlyBeforeComma?: ReadonlySet<string>;
}

const TABLE_PATTERNS = new WeakMap<ReplacementTable, RegExp>();

const SENTENCE_END = /[.!?]["”')\]]*\s+/g;
const firstWord = (text: string) => /^[\p{L}']+/u.exec(text.trimStart())?.[0]?.toLowerCase() ?? "";

/** The first words of the sentences before and after the one starting at `offset`, as the text has them. */
function neighbourOpeners(whole: string, offset: number): string[] {
  const before = whole.slice(0, offset).trimEnd().slice(0, -1);
  const starts = [...before.matchAll(SENTENCE_END)];
  const previous = starts.length ? before.slice(starts.at(-1)!.index + starts.at(-1)![0].length) : before;
  const after = whole.slice(offset);
  const end = after.search(/[.!?]["”')\]]*\s+/);
  const next = end < 0 ? "" : after.slice(end).replace(/^[.!?]["”')\]]*\s+/, "");
  return [firstWord(previous), firstWord(next)].filter(Boolean);
}

/** Whether two offsets are in neighbouring sentences (one sentence end between them). */
const neighbours = (whole: string, from: number, to: number) =>
  [...whole.slice(from, to).matchAll(SENTENCE_END)].length === 1;

/** The table's phrases as one pattern, built once per table: the pipeline applies a table to every line. */
function tablePattern(table: ReplacementTable): RegExp {
  let pattern = TABLE_PATTERNS.get(table);
  if (!pattern) {
    pattern = new RegExp(`${phraseRegExp(Object.keys(table), "").source}(,[ \\t]*)?`, "giu");
    TABLE_PATTERNS.set(table, pattern);
  }
  return pattern;
}

/** Replaces every phrase of the table (whole words, any case) with a style-appropriate alternative. */
export function applyTable(
  text: string,
  table: ReplacementTable,
  style: HumanizerStyle,
  rotation: Rotation,
  options: TableOptions = {},
): RewriteResult {
  const limit = options.limit ?? Infinity;
  const pattern = tablePattern(table);
  let changes = 0;
  let opened: { word: string; offset: number } | null = null;
  const rewritten = text.replace(pattern, (match: string, comma: string | undefined, offset: number, whole: string) => {
    if (changes >= limit) return match;
    const atStart = isSentenceStart(whole, offset);
    if (options.sentenceStartOnly && !atStart) return match;
    const phrase = comma ? match.slice(0, -comma.length) : match;
    const key = phrase.toLowerCase().replace(/’/g, "'");
    const alternatives = table[key];
    if (!alternatives || (!comma && options.onlyBeforeComma?.has(key))) return match;
    const choices = alternatives[style] ?? alternatives.default ?? [""];
    let replacement = rotation.pick(choices);
    if (atStart && replacement !== "") {
      // The same word never opens two sentences in a row ("Also, … Also, …"): another choice, or none.
      const taken = neighbourOpeners(whole, offset);
      if (opened && neighbours(whole, opened.offset, offset)) taken.push(opened.word);
      if (taken.includes(firstWord(replacement)))
        replacement = choices.find((choice) => choice !== "" && !taken.includes(firstWord(choice))) ?? "";
      opened = { word: firstWord(replacement), offset };
    }
    changes += 1;
    if (replacement === "") {
      if (atStart) return CAPITALISE_NEXT;
      return comma ? " " : "";
    }
    return REPLACED + matchCase(phrase, replacement) + (comma ?? "");
  });
  return { text: changes ? tidy(rewritten) : text, changes };
}
