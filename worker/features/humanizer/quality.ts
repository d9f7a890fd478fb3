import { phraseRegExp, STOCK_PHRASES } from "../../text/ai-phrases";
import { scoreReadability, wordTokens } from "../../text/readability";
import { STOCK_PHRASE_REPLACEMENTS, SYNONYM_REPLACEMENTS } from "./stages/tables";

/** Function words, connectives and fillers: words whose loss changes style, not meaning. */
const STOPWORDS = new Set(
  `a an the and or but so yet for nor of in on at to from by with without into onto over under about above below
  is are was were be been being am do does did done have has had having can could may might must shall should will
  would it its it's this that these those there here they them their we us our you your he him his she her i me my
  not no as if than then too very really truly quite just also only even still such much many more most some any
  each every all both either neither other another what which who whom whose when where why how while whether
  because although though however moreover furthermore additionally ultimately overall notably importantly
  consequently therefore thus hence indeed first second third finally lastly next plus basically essentially
  actually potentially arguably somewhat relatively generally typically often perhaps one ones let lets`.split(/\s+/),
);

function stem(word: string): string {
  return word.replace(/(?:ing|ed|ly|es|s)$/, "");
}

export function contentWords(text: string): Set<string> {
  return new Set(
    wordTokens(text)
      .map((w) => w.toLowerCase().split(/['’]/, 1)[0]!)
      .filter((w) => w.length > 2 && !STOPWORDS.has(w))
      .map(stem),
  );
}

const STOCK = phraseRegExp([...STOCK_PHRASES, ...Object.keys(STOCK_PHRASE_REPLACEMENTS)]);

/**
 * For each buzzword (stemmed), the content words of its plainer synonyms: a swap keeps the meaning. A phrase key
 * ("to leverage") stands for its last word.
 */
const SYNONYMS = new Map<string, string[]>();
for (const [phrase, alternatives] of Object.entries(SYNONYM_REPLACEMENTS)) {
  const word = stem(phrase.split(" ").at(-1)!);
  const synonyms = Object.values(alternatives).flatMap((options) => options.flatMap((o) => [...contentWords(o)]));
  SYNONYMS.set(word, [...(SYNONYMS.get(word) ?? []), ...synonyms]);
}

/**
 * Share of the original's content words (stemmed) that the rewrite still carries, 0-1. Words that only stood in
 * stock phrases ("in today's fast-paced world") carry no meaning and are not counted; a buzzword replaced by one of
 * its listed synonyms counts as kept.
 */
export function meaningPreservation(original: string, rewritten: string): number {
  const before = contentWords(original.replace(STOCK, " "));
  if (before.size === 0) return 1;
  const after = contentWords(rewritten);
  let kept = 0;
  for (const word of before) {
    if (after.has(word) || SYNONYMS.get(word)?.some((synonym) => after.has(synonym))) kept += 1;
  }
  return Math.round((kept / before.size) * 1000) / 1000;
}

export interface QualityMetrics {
  /** Reading ease by the formula of the text's language (Flesch for English); null for a language without one. */
  readabilityBefore: number | null;
  readabilityAfter: number | null;
  /** Content-word overlap between original and rewrite, as a percentage. */
  meaningPreservation: number;
  /** Change in word count, as a percentage of the original. */
  lengthChange: number;
}

export function measureQuality(original: string, rewritten: string): QualityMetrics {
  const wordsBefore = wordTokens(original).length;
  const wordsAfter = wordTokens(rewritten).length;
  return {
    readabilityBefore: scoreReadability(original).readingEase?.score ?? null,
    readabilityAfter: scoreReadability(rewritten).readingEase?.score ?? null,
    meaningPreservation: Math.round(meaningPreservation(original, rewritten) * 1000) / 10,
    lengthChange: wordsBefore ? Math.round(((wordsAfter - wordsBefore) / wordsBefore) * 1000) / 10 : 0,
  };
}
