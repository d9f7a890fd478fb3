import { wordUseLean } from "../../../text/detector";
import type { RewriteResult } from "./rewrite";
import { sentencesOf } from "./rhythm";
import { type Chance, takeSpaced } from "./spaced-choices";

/**
 * Words that open a phrase a comma sets off as an aside (an example, a qualification, a non-restrictive clause):
 * parentheses may set it off instead without changing what the sentence says.
 */
const OPENERS = [
  ...["such as", "including", "for example", "for instance", "especially", "particularly", "notably", "like"],
  ...["which", "mostly", "usually", "often", "sometimes", "even", "not", "though", "although", "whether"],
  ...["at least", "with", "without", "from", "whose", "where"],
];
/** Mid-sentence, an aside must be complete in itself: a relative clause, or an example list that names its last item. */
const MID_OPENERS = ["such as", "including", "which", "whose", "especially", "particularly", "notably"];
const LISTS = new Set(["such as", "including", "especially", "particularly", "notably"]);

const alternation = (words: readonly string[]) => words.map((word) => word.replace(" ", "\\s")).join("|");
/** What an aside may hold: words, digits, masked spans and hyphens, never another mark that structures a sentence. */
const CONTENT = '[^,.;:!?()"“”—–\\n]';
/** "…, such as boats and bridges." at a sentence's end. */
const TRAILING = new RegExp(`^([\\s\\S]*?\\S), ((?:${alternation(OPENERS)}) ${CONTENT}{3,120})\\.(["”']?\\s*)$`, "u");
/** "Tools, such as hammers and saws, are…" or "The bridge, which opened in 1932, carries…". */
const MID = new RegExp(`, ((?:${alternation(MID_OPENERS)}) ${CONTENT}{3,120}), (?=\\p{Ll})`, "u");

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const MAX_ASIDE_WORDS = 16;

function opener(aside: string): string {
  return OPENERS.find((word) => aside.startsWith(`${word} `)) ?? "";
}

/** A list aside mid-sentence names its last item ("and", "or"), so the comma after it cannot be the list's. */
function completeMidAside(aside: string): boolean {
  return !LISTS.has(opener(aside)) || /\s(?:and|or)\s/.test(aside);
}

/** The sentence with one comma-set aside in parentheses, or null when it has none that can safely move. */
export function parenthesise(sentence: string): string | null {
  // Dialogue keeps the speaker's punctuation; a sentence that already has a bracket gets no second one.
  if (/[()"“”]/.test(sentence)) return null;
  const trailing = TRAILING.exec(sentence);
  if (trailing) {
    const [, head = "", aside = "", close = ""] = trailing;
    if (words(head) >= 4 && words(aside) <= MAX_ASIDE_WORDS) return `${head} (${aside}).${close}`;
  }
  const mid = MID.exec(sentence);
  if (!mid) return null;
  const aside = mid[1]!;
  if (words(sentence.slice(0, mid.index)) < 1 || words(aside) > MAX_ASIDE_WORDS || !completeMidAside(aside))
    return null;
  return `${sentence.slice(0, mid.index)} (${aside}) ${sentence.slice(mid.index + mid[0].length)}`;
}

/**
 * Sets asides off with parentheses instead of commas, as people do when they write a side remark: an example list,
 * a qualification at the end of a sentence, a non-restrictive clause. At most one in every two sentences, the ones
 * whose wording leans most towards machine prose first; `strength` (0-1) is the share of those chances taken.
 */
export function setAsidesApart(line: string, strength: number): RewriteResult {
  const sentences = sentencesOf(line);
  const chances = sentences
    .map((sentence, i) => ({ i, text: parenthesise(sentence) }))
    .filter((chance): chance is Chance => chance.text !== null)
    .sort((a, b) => wordUseLean(sentences[b.i]!) - wordUseLean(sentences[a.i]!));
  const taken = takeSpaced(chances, Math.min(Math.round(chances.length * strength), Math.ceil(sentences.length / 2)));
  if (!taken.size) return { text: line, changes: 0 };
  return { text: sentences.map((sentence, i) => taken.get(i) ?? sentence).join(""), changes: taken.size };
}
