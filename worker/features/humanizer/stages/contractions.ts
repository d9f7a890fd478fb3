import { CONTRACTIONS, phraseRegExp } from "../../../text/ai-phrases";
import type { RewriteResult } from "./rewrite";

const CONTRACTED = new Map(CONTRACTIONS.map(([expanded, contracted]) => [expanded, contracted]));
const EXPANDED = phraseRegExp(CONTRACTIONS.map(([expanded]) => expanded));

/** "do not" → "don't", "It is" → "It's": the contractions people use when they write the way they talk. */
export function contract(text: string, limit = Infinity): RewriteResult {
  let changes = 0;
  const rewritten = text.replace(EXPANDED, (match: string) => {
    if (changes >= limit) return match;
    const contracted = CONTRACTED.get(match.toLowerCase());
    if (!contracted) return match;
    changes += 1;
    return /^\p{Lu}/u.test(match) ? contracted[0]!.toUpperCase() + contracted.slice(1) : contracted;
  });
  return { text: rewritten, changes };
}
