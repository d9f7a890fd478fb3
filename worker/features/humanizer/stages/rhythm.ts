import { wordUseLean } from "../../../text/detector";
import type { RewriteResult } from "./rewrite";
import { type Chance, takeSpaced } from "./spaced-choices";

const TERMINATORS = ".!?";
const CLOSERS = "\"”')]";

/**
 * Sentences of a line with the punctuation and spacing that end each one. A sentence ends at ".", "!" or "?" (a
 * closing quote or bracket may follow) before a space or the line's end: "color.diff" and ".pub" end nothing.
 */
export function sentencesOf(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let i = 0;
  while (i < line.length) {
    if (!TERMINATORS.includes(line[i]!)) {
      i += 1;
      continue;
    }
    let end = i + 1;
    while (end < line.length && TERMINATORS.includes(line[end]!)) end += 1;
    if (end < line.length && CLOSERS.includes(line[end]!)) end += 1;
    if (end < line.length && !/\s/.test(line[end]!)) {
      i = end;
      continue;
    }
    while (end < line.length && /\s/.test(line[end]!)) end += 1;
    sentences.push(line.slice(start, end));
    start = end;
    i = end;
  }
  sentences.push(line.slice(start));
  return sentences.filter((sentence) => sentence.trim());
}

const wordCount = (sentence: string) => sentence.trim().split(/\s+/).filter(Boolean).length;

/** Words that open sentences and are never names, so they can follow a semicolon in lower case. */
const NEVER_NAMES = [
  ...["the", "this", "that", "these", "those", "it", "its", "they", "their", "there", "we", "our", "you", "your"],
  ...["he", "she", "his", "her", "many", "most", "some", "each", "every", "such", "a", "an", "one", "no"],
  ...["nobody", "nothing", "everyone", "everything", "people", "all", "both", "none", "neither", "then", "now"],
  ...["when", "if", "once", "after", "before", "because", "since", "although", "though", "while", "unless"],
  ...["in", "on", "at", "for", "with", "without", "from", "by", "as", "to", "over", "under", "during", "through"],
  ...["later", "here", "even", "still", "only", "instead", "what", "how"],
];
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Sentence starts that can follow a semicolon in lower case without touching a name. */
const LOWERCASE_SAFE = new RegExp(`^(?:${NEVER_NAMES.map(capitalised).join("|")})\\b`);
/** A sentence that opens with a conjunction joins the one before it with a comma: "…, but the tide turned." */
const CONJUNCTION_START = /^(And|But|So|Yet) (?=\p{Ll})/u;
/** "I" keeps its capital after a semicolon. */
const KEEPS_CAPITAL = /^I\b/;
/** A full stop ends a sentence only where a space follows it; a question or an exclamation is never joined. */
const ENDS_STATEMENT = /\.\s+$/;
const ENDS_QUESTION = /[?!]["”')\]]?\s*$/;
/** Dotted names ("color.diff.oldMoved") make grammar checkers see sentence ends that are not there: left alone. */
const DOTTED_NAME = /\w\.\w/;
/**
 * Joined sentences stay readable: harper.js and style guides flag a sentence longer than 40 words, and a masked
 * name or quotation counts as one word here.
 */
const MAX_JOINED_WORDS = 32;
/** A last word such as "Dr." or "e.g." ends an abbreviation, not a sentence. */
const ABBREVIATION_END = /(?:^|\s)(?:\p{Lu}\p{Ll}{0,2}|[a-z]\.[a-z])\.$/u;

/** Two statements joined into one: with a semicolon, or with a comma before the conjunction the second opens with. */
function join(first: string, second: string): string | null {
  const body = first.trimEnd();
  if (!ENDS_STATEMENT.test(first) || ABBREVIATION_END.test(body) || /[;:\n]/.test(body + second)) return null;
  if (DOTTED_NAME.test(first + second) || ENDS_QUESTION.test(second)) return null;
  // A list marker ("2. ") or a fragment is not a statement to join.
  if (wordCount(first) < 3 || wordCount(second) < 3) return null;
  if (wordCount(first) + wordCount(second) > MAX_JOINED_WORDS) return null;
  const conjunction = CONJUNCTION_START.exec(second);
  if (conjunction)
    return `${body.slice(0, -1)}, ${conjunction[1]!.toLowerCase()} ${second.slice(conjunction[0].length)}`;
  if (KEEPS_CAPITAL.test(second)) return `${body.slice(0, -1)}; ${second}`;
  if (!LOWERCASE_SAFE.test(second)) return null;
  return `${body.slice(0, -1)}; ${second[0]!.toLowerCase()}${second.slice(1)}`;
}

/**
 * Varies sentence length the way people write: pairs of short statements become one sentence (a semicolon, or a
 * comma before "but"), the pairs whose wording leans most towards machine prose first. Long sentences stay as the
 * writer made them. `strength` (0-1) is the share of the joinable pairs joined.
 */
export function varyRhythm(line: string, strength: number): RewriteResult {
  const sentences = sentencesOf(line);
  const pairs = sentences
    .slice(0, -1)
    .map((sentence, i) => ({ i, text: join(sentence, sentences[i + 1]!) }))
    .filter((pair): pair is Chance => pair.text !== null)
    .sort((a, b) => wordUseLean(b.text) - wordUseLean(a.text));
  const taken = takeSpaced(pairs, Math.round(pairs.length * strength));
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const joined = taken.get(i);
    out.push(joined ?? sentences[i]!);
    if (joined) i += 1;
  }
  return { text: taken.size ? out.join("") : line, changes: taken.size };
}
