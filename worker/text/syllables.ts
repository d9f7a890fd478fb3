/** English syllables by vowel groups, with the usual corrections (silent final e, -le, -ed). Good to ±1 per word. */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  let trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "");
  trimmed = trimmed.replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]+/g);
  return Math.max(1, groups ? groups.length : 1);
}

/**
 * Vowel nuclei in Spanish, Italian and Portuguese: a run of vowels is one syllable (a diphthong, "cie-lo") except
 * where two open vowels meet ("le-er", "po-e-ta") or a stressed close vowel stands apart ("dí-a", "ba-úl").
 */
const open = (vowel: string) => /[aeoáéóàèòâêôãõ]/.test(vowel);

function romanceSyllables(word: string): number {
  const groups = word.match(/[aeiouáéíóúàèìòùâêôãõü]+/g) ?? [];
  let count = 0;
  for (const group of groups) {
    count += 1;
    for (let i = 1; i < group.length; i++) {
      const [before, after] = [group[i - 1]!, group[i]!];
      // Portuguese's nasal diphthongs (mão, mães, põe) are one sound.
      const nasal = /[ãõ]/.test(before) && /[eo]/.test(after);
      if ((open(before) && open(after) && !nasal) || /[íúìù]/.test(after) || /[íúìù]/.test(before)) count += 1;
    }
  }
  return Math.max(1, count);
}

/** French: vowel groups, less the silent final e (and -es, -ent of verbs) after a consonant. */
function frenchSyllables(word: string): number {
  const trimmed = word.length > 3 ? word.replace(/([^aeiouyéèêëàâîïôûùü])(?:e|es|ent)$/, "$1") : word;
  return Math.max(1, trimmed.match(/[aeiouyéèêëàâîïôûùüœæ]+/g)?.length ?? 0);
}

/** German: vowel groups, with ie, ei, au, eu and äu as the one sound they are. */
function germanSyllables(word: string): number {
  return Math.max(1, word.match(/[aeiouyäöü]+/g)?.length ?? 0);
}

/** Russian: every vowel letter is a syllable. */
function russianSyllables(word: string): number {
  return Math.max(1, word.match(/[аеёиоуыэюя]/g)?.length ?? 0);
}

/** A word's syllables in its language (English rules for a language without its own). */
export function syllablesIn(word: string, language: string): number {
  const lower = word.toLowerCase();
  switch (language) {
    case "es":
    case "it":
    case "pt":
      return romanceSyllables(lower);
    case "fr":
      return frenchSyllables(lower);
    case "de":
      return germanSyllables(lower);
    case "ru":
      return russianSyllables(lower);
    default:
      return countSyllables(lower);
  }
}
