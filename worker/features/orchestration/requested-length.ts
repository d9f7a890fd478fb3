/** About how many words one token of English output holds (OpenAI's rule of thumb: 100 tokens ≈ 75 words). */
export const WORDS_PER_TOKEN = 0.75;

const WORDS_PER = { page: 250, chapter: 3000, paragraph: 120, sentence: 20 } as const;

/** Forms whose length is known when no number is given, in words. The longest phrase is tried first. */
const FORMS: [RegExp, number, string][] = [
  [/\bnovellas?\b/i, 25_000, "a novella"],
  [/\bnovels?\b/i, 60_000, "a novel"],
  [/\bshort stor(?:y|ies)\b/i, 3_000, "a short story"],
  [/\b(?:e-?book|guide|course)\b/i, 10_000, "a guide"],
  [/\b(?:essay|report|white ?paper)\b/i, 1_500, "an essay"],
  [/\b(?:blog post|article|newsletter)\b/i, 900, "an article"],
  [/\bstory\b/i, 1_500, "a story"],
  [/\b(?:e-?mail|letter|cover letter)\b/i, 200, "an e-mail"],
  [/\bpoem\b/i, 150, "a poem"],
  [/\b(?:haiku|tweet|slogan|tagline|headline|title)\b/i, 30, "a line"],
];

export interface RequestedLength {
  /** The words the answer is asked to have. */
  words: number;
  /** What in the prompt set it, for the reasoning line: "3,000 words", "5 chapters", "a short story". */
  from: string;
}

const UNITS = "words?|pages?|chapters?|paragraphs?|sentences?";
/** "3,000 words", "3000-word", "3k words", "5 chapters", "two pages". */
const COUNTED = new RegExp(`(\\d{1,3}(?:[,.]\\d{3})+|\\d{1,6})(\\s?k)?[\\s-]{0,2}(${UNITS})\\b`, "i");
const SPELLED = new RegExp(
  `\\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[\\s-]{1,2}(${UNITS})\\b`,
  "i",
);
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  twenty: 20,
};

/** "3 words", "1 chapter": the unit as English writes it after the count. */
const describeCount = (count: number, unit: string) =>
  `${count.toLocaleString("en-US")} ${unit.toLowerCase().replace(/s$/, "")}${count === 1 ? "" : "s"}`;

function unitWords(unit: string): number {
  const singular = unit.toLowerCase().replace(/s$/, "") as keyof typeof WORDS_PER | "word";
  return singular === "word" ? 1 : WORDS_PER[singular];
}

/**
 * The length a prompt asks for, if it says: a count of words, pages, chapters, paragraphs or sentences, else a form
 * whose usual length is known ("a short story", "a tweet"). "Short" or "brief" halves a form, "long" or "detailed"
 * doubles it. Null when the prompt names no length.
 */
export function requestedLength(prompt: string): RequestedLength | null {
  const counted = COUNTED.exec(prompt);
  if (counted) {
    const count = Number(counted[1]!.replace(/[,.]/g, "")) * (counted[2] ? 1000 : 1);
    if (count > 0) return { words: count * unitWords(counted[3]!), from: describeCount(count, counted[3]!) };
  }
  const spelled = SPELLED.exec(prompt);
  if (spelled) {
    const count = NUMBER_WORDS[spelled[1]!.toLowerCase()]!;
    return { words: count * unitWords(spelled[2]!), from: describeCount(count, spelled[2]!) };
  }
  for (const [pattern, words, name] of FORMS) {
    if (!pattern.test(prompt)) continue;
    const isShortStory = name === "a short story";
    if (!isShortStory && /\b(?:short|brief)\b/i.test(prompt)) return { words: words / 2, from: `${name}, short` };
    if (/\b(?:long|detailed|in-depth|comprehensive)\b/i.test(prompt))
      return { words: words * 2, from: `${name}, long` };
    return { words, from: name };
  }
  return null;
}
