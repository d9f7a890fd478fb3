import type { RewriteResult } from "./rewrite";
import { sentencesOf } from "./rhythm";

/**
 * The start of a sentence that opens with a subordinate or purpose clause ("When the tide turns, we leave."): the
 * opener and the clause (no comma inside). What follows the comma is the main clause.
 */
const OPENING_CLAUSE =
  /^(\s*)(By|When|If|Although|While|Because|Since|Once|Before|After|Unless|Until|To) ([^,.!?;:\n]{6,160}), /u;

/**
 * Subjects that make what follows the comma a main clause ("…, we found"), not a phrase hanging off the clause
 * ("When he died we found a box, every one of them marked"), and that open a sentence capitalised: never a name.
 * He, she, it and they stay out: moved in front of the clause, they would point at a noun not yet named.
 */
const SAFE_SUBJECT =
  /^(?:we|you|people|teams|readers|writers|users|students|companies|businesses|organizations|developers|creators|customers|families|parents|children) \p{Ll}/u;

/** A masked name or number (see protect.ts) keeps its case wherever it stands. */
const PLACEHOLDER_START = /^\uE000/;

function reorder(sentence: string): string | null {
  const match = OPENING_CLAUSE.exec(sentence);
  if (!match) return null;
  const [, lead = "", opener = "", clause = ""] = match;
  const rest = sentence.slice(match[0].length);
  const main = rest.trimEnd();
  if (!main.endsWith(".") || main.length < 12) return null;
  const trail = rest.slice(main.length);
  if (!SAFE_SUBJECT.test(main) && !PLACEHOLDER_START.test(main) && !/^I\b/.test(main)) return null;
  // A main clause that asks or exclaims keeps its clause where the writer put it.
  if (/[?!\n]/.test(main)) return null;
  const head = PLACEHOLDER_START.test(main) ? main : `${main[0]!.toUpperCase()}${main.slice(1)}`;
  return `${lead}${head.slice(0, -1)} ${opener.toLowerCase()} ${clause}.${trail}`;
}

/**
 * Moves an opening clause behind the main clause ("The boats leave when the tide turns."), so that not every
 * sentence opens the same way: a change of structure, not of words. `strength` (0-1) is the share of chances taken.
 */
export function reorderClauses(line: string, strength: number): RewriteResult {
  const sentences = sentencesOf(line);
  let changes = 0;
  let chances = 0;
  const out = sentences.map((sentence) => {
    const reordered = reorder(sentence);
    if (!reordered) return sentence;
    chances += 1;
    if ((chances * strength) % 1 >= strength) return sentence;
    changes += 1;
    return reordered;
  });
  return { text: changes ? out.join("") : line, changes };
}
