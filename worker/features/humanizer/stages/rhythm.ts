import type { RewriteResult } from "./rewrite";

/** Sentences of a line with the punctuation and spacing that end each one. */
export function sentencesOf(line: string): string[] {
  return line.match(/[^.!?]+(?:[.!?]+["”')\]]?\s*|$)/g)?.filter((s) => s.trim()) ?? [];
}

const wordCount = (sentence: string) => sentence.trim().split(/\s+/).filter(Boolean).length;

/** Words that open a clause and are never names: determiners and pronouns (not "I", which keeps its capital). */
const CLAUSE_OPENERS = [
  ...["the", "this", "that", "these", "those", "it", "its", "they", "their", "there", "we", "our", "you", "your"],
  ...["he", "she", "his", "her", "many", "most", "some", "each", "every", "such", "a", "an"],
];
const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Sentence starts that can follow ", and" in lower case without touching a name. */
const LOWERCASE_SAFE = new RegExp(`^(?:${CLAUSE_OPENERS.map(capitalised).join("|")})\\b`);
/**
 * Words that can start a clause of its own: the tail of a split must have its subject, or it is a fragment ("And
 * went below to his cabin.").
 */
const OWN_SUBJECT = new RegExp(
  `^(?:${[...CLAUSE_OPENERS, "i", "my", "one", "no", "nobody", "everyone", "people"].join("|")})\\b`,
);

/**
 * Where a long sentence may end and a new one start: a conjunction after a comma, unless what follows would be a
 * fragment on its own ("And also that…", "So that…").
 */
const SPLIT_POINT = /,\s+(and|but|so|which means|while)\s+(?!(?:also|that|which|whose|whom|if|as)\b)(?=\p{Ll})/u;

/** A head ending in a number ("including 400s", "version 2.1") would make its full stop read as part of it. */
const endsInNumber = (head: string) => /[\d\uE001]/.test(head.slice(head.lastIndexOf(" ") + 1));

function splitLong(sentence: string): string | null {
  const match = SPLIT_POINT.exec(sentence);
  if (!match || match.index < 25) return null;
  const head = sentence.slice(0, match.index);
  const tail = sentence.slice(match.index + match[0].length);
  if (wordCount(head) < 6 || wordCount(tail) < 5 || endsInNumber(head)) return null;
  if (match[1] !== "which means" && !OWN_SUBJECT.test(tail)) return null;
  const lead =
    match[1] === "which means"
      ? "That means "
      : match[1] === "while"
        ? "Meanwhile, "
        : `${match[1]![0]!.toUpperCase()}${match[1]!.slice(1)} `;
  return `${head}. ${lead}${tail}`;
}

function merge(first: string, second: string): string | null {
  const body = first.trimEnd();
  if (!body.endsWith(".") || !LOWERCASE_SAFE.test(second)) return null;
  const joiner = wordCount(first) % 2 === 0 ? " — " : ", and ";
  return `${body.slice(0, -1)}${joiner}${second[0]!.toLowerCase()}${second.slice(1)}`;
}

/**
 * Varies sentence length the way people do: a long sentence is split at a conjunction, and a run of sentences of
 * about the same length has a pair joined. `strength` (0-1) is the share of chances taken.
 */
export function varyRhythm(line: string, strength: number): RewriteResult {
  const sentences = sentencesOf(line);
  if (sentences.length === 0) return { text: line, changes: 0 };
  const out: string[] = [];
  let changes = 0;
  let chances = 0;
  const take = () => {
    chances += 1;
    return (chances * strength) % 1 < strength;
  };
  for (let i = 0; i < sentences.length; i++) {
    const current = sentences[i]!;
    const next = sentences[i + 1];
    if (wordCount(current) >= 22 && take()) {
      const split = splitLong(current);
      if (split) {
        out.push(split);
        changes += 1;
        continue;
      }
    }
    if (
      next &&
      Math.abs(wordCount(current) - wordCount(next)) <= 6 &&
      // Longer joined sentences would tire a reader (and grammar checkers flag them).
      wordCount(current) + wordCount(next) <= 32 &&
      take()
    ) {
      const merged = merge(current, next);
      if (merged) {
        out.push(merged);
        changes += 1;
        i += 1;
        continue;
      }
    }
    out.push(current);
  }
  return { text: out.join(""), changes };
}
