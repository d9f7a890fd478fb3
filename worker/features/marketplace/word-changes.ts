import { diffArrays, diffWords } from "diff";
import { countWords, splitParagraphs } from "../../text/counts";

/**
 * Words added and removed between two versions of a chapter, at a bounded cost. Paragraphs are compared first (an
 * unchanged paragraph costs nothing to skip); only the runs of paragraphs that changed are compared word by word,
 * each with an edit bound, and a request's word comparisons share one allowance of work. A run past either is
 * counted as rewritten: all its old words removed, all its new words added. The bounds are counts, not clocks:
 * a Worker's clock stands still while it computes, so a diff's `timeout` would never fire.
 */

/** A run of changed paragraphs past this many changed words (old and new) counts as rewritten. */
const MAX_EDIT_WORDS = 600;
/** Word comparisons one request may do, in units of (words compared × edit bound): a few hundred ms of CPU at most. */
export const WORD_DIFF_ALLOWANCE = 20_000_000;

export interface DiffAllowance {
  left: number;
}

export const newAllowance = (): DiffAllowance => ({ left: WORD_DIFF_ALLOWANCE });

export interface WordChanges {
  added: number;
  removed: number;
}

function runChanges(removedText: string, addedText: string, allowance: DiffAllowance): WordChanges {
  const removedWords = countWords(removedText);
  const addedWords = countWords(addedText);
  const rewritten = { added: addedWords, removed: removedWords };
  if (removedWords === 0 || addedWords === 0) return rewritten;
  const cost = (removedWords + addedWords) * MAX_EDIT_WORDS;
  if (cost > allowance.left) return rewritten;
  allowance.left -= cost;
  const parts = diffWords(removedText, addedText, { maxEditLength: MAX_EDIT_WORDS });
  if (!parts) return rewritten;
  const changes = { added: 0, removed: 0 };
  for (const part of parts) {
    if (part.added) changes.added += countWords(part.value);
    else if (part.removed) changes.removed += countWords(part.value);
  }
  return changes;
}

/** Words added and removed from `from` to `to` (see above). */
export function wordChanges(from: string, to: string, allowance: DiffAllowance): WordChanges {
  const total = { added: 0, removed: 0 };
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    const run = runChanges(removed.join("\n\n"), added.join("\n\n"), allowance);
    total.added += run.added;
    total.removed += run.removed;
    removed = [];
    added = [];
  };
  for (const part of diffArrays(splitParagraphs(from), splitParagraphs(to))) {
    if (part.removed) removed.push(...part.value);
    else if (part.added) added.push(...part.value);
    else if (removed.length || added.length) flush();
  }
  if (removed.length || added.length) flush();
  return total;
}
