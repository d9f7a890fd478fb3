/**
 * The optimal string alignment distance (Levenshtein's insertions, deletions and substitutions, and two neighbouring
 * letters swapped, each one edit), as the typo tolerance of Meilisearch's automata counts; computed by code point,
 * and abandoned as soon as it must exceed `max`, so a catalogue's words are compared at a few operations each.
 */
export function editsWithin(a: string, b: string, max: number): number | null {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return null;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let edits = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) edits = Math.min(edits, before[j - 2]! + 1);
      current.push(edits);
      best = Math.min(best, edits);
    }
    if (best > max) return null;
    before = previous;
    previous = current;
  }
  const distance = previous[t.length]!;
  return distance <= max ? distance : null;
}
