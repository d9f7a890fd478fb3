import { CONTRACTIONS, phraseRegExp } from "../../../text/ai-phrases";
import type { RewriteResult } from "./rewrite";

const CONTRACTED = new Map(CONTRACTIONS.map(([expanded, contracted]) => [expanded, contracted]));
const EXPANDED = phraseRegExp(CONTRACTIONS.map(([expanded]) => expanded));

/** The word after a phrase, when a space and a word follow it; none at the end of a clause. */
const NEXT_WORD = /^[ \t]+(\p{L}+)/u;
/**
 * Words after which "have" is an auxiliary that English contracts ("we've seen", "they've never"), not the verb of
 * possession or obligation ("we have to", "they have a plan"), which it does not.
 */
const AFTER_AUXILIARY_HAVE =
  /^(?:\p{L}+ed|been|got|gotten|had|done|made|seen|found|known|taken|given|heard|said|told|left|lost|come|gone|become|begun|brought|built|bought|caught|felt|kept|met|paid|put|read|run|sent|set|spent|stood|thought|understood|won|written|never|already|just|always|ever|all|not|also)$/iu;

/** Whether the contraction fits where the phrase stands (`rest` is the text after it, `before` the text before). */
function contractible(phrase: string, before: string, rest: string): boolean {
  // A contraction needs a word after it: "I know who you are." and "Here I am." keep their full forms.
  const next = NEXT_WORD.exec(rest)?.[1];
  if (!next) return false;
  if (phrase.endsWith(" have")) return AFTER_AUXILIARY_HAVE.test(next);
  // "Most of it is photos": after "of", the pronoun is not the subject that "it's" would make it.
  if (phrase === "it is" && /\bof\s+$/i.test(before)) return false;
  return true;
}

/** "do not" → "don't", "It is" → "It's": the contractions people use when they write the way they talk. */
export function contract(text: string, limit = Infinity): RewriteResult {
  let changes = 0;
  const rewritten = text.replace(EXPANDED, (match: string, offset: number, whole: string) => {
    if (changes >= limit) return match;
    const phrase = match.toLowerCase().replace(/\s+/g, " ");
    const contracted = CONTRACTED.get(phrase);
    if (
      !contracted ||
      !contractible(
        phrase,
        whole.slice(Math.max(0, offset - 4), offset),
        whole.slice(offset + match.length, offset + match.length + 40),
      )
    )
      return match;
    changes += 1;
    return /^\p{Lu}/u.test(match) ? contracted[0]!.toUpperCase() + contracted.slice(1) : contracted;
  });
  return { text: rewritten, changes };
}
