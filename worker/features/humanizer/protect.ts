import { type SentenceStartRules, startsSentence } from "../../text/sentence-start";

/**
 * Shields what a rewrite must never touch — code, links, URLs, e-mail addresses, quotations, numbers, names and
 * abbreviations — behind placeholders from Unicode's private-use area, and puts it back afterwards.
 */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACEHOLDER = /\uE000(\d+)\uE001/g;
const HAS_PLACEHOLDER = /\uE000\d+\uE001/;

const COMMON_SENTENCE_STARTERS = new Set(
  `a an the this that these those it its it's i we you they he she our your their my his her there here what when where
  why how who which while if as at by for from in into of on onto over under with without after before during since
  until because although though but and or so yet also still then now today many most some several each every all any
  both either neither no not none one two three first second third next finally lastly last however moreover furthermore
  additionally ultimately overall notably importantly consequently therefore thus hence indeed instead meanwhile
  nevertheless nonetheless similarly likewise besides otherwise perhaps maybe in to be being are is was were do does did
  can could may might must shall should will would let make take give keep start try use see look think consider
  remember imagine note embark unlock navigate delve harness leverage explore whether just even only such more less
  much very really simply people businesses companies teams students users readers writers creators customers clients
  patients caregivers families parents children everyone someone nobody anyone something everything nothing
  experts researchers leaders managers employees organizations brands marketers developers engineers designers
  learners teachers communities individuals`.split(/\s+/),
);

const PROTECTED_PATTERNS: RegExp[] = [
  /```[\s\S]*?```/g,
  /`[^`\n]+`/g,
  /!?\[[^[\]\n]*\]\([^()\s]+\)/g,
  /\bhttps?:\/\/[^\s<>"'`)\]]*[^\s<>"'`)\].,;:!?]/g,
  /\bwww\.[^\s<>"'`)\]]*[^\s<>"'`)\].,;:!?]/g,
  /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g,
  /"[^"\n]*"|“[^“”\n]*”/g,
  /\b(?:Dr|Mr|Mrs|Ms|Prof|Sr|Jr|St|vs|etc|e\.g|i\.e|U\.S|a\.m|p\.m)\./g,
  /(?<![\uE000\d])[$€£¥]?\d+(?:[.,:/-]\d+)*(?:%|\b)/g,
];

/** Capitalised words that are not ordinary sentence openers: names, places, brands, acronyms. */
const CAPITALISED = /(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}\p{N}'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{N}'’-]*)*/gu;

/** After ".", "!", "?" or ":", after a line break, and after a list or heading marker at a line's start. */
const SENTENCE_RULES: SentenceStartRules = { terminators: ".!?:", lineMarkers: true };

export interface Masked {
  text: string;
  restore(text: string): string;
}

export function maskProtected(text: string): Masked {
  const kept: string[] = [];
  const hide = (match: string) => {
    kept.push(match);
    return `${OPEN}${kept.length - 1}${CLOSE}`;
  };
  let masked = text;
  for (const pattern of PROTECTED_PATTERNS) masked = masked.replace(pattern, hide);
  masked = masked.replace(CAPITALISED, (match, offset: number, whole: string) => {
    const sentenceStart = startsSentence(whole, offset, SENTENCE_RULES);
    if (match === "I") return match;
    if (!sentenceStart) return hide(match);
    // At a sentence start the first word may be an ordinary word; the rest of a capitalised run is a name.
    const [first = "", gap = "", rest = ""] = /^(\S+)([ \t]*)([\s\S]*)$/.exec(match)!.slice(1);
    if (COMMON_SENTENCE_STARTERS.has(first.toLowerCase())) return rest ? `${first}${gap}${hide(rest)}` : match;
    return hide(match);
  });
  return {
    text: masked,
    restore: (rewritten) => {
      // A span may have been hidden inside another (a number inside a quotation): unwrap until none is left.
      let restored = rewritten;
      for (let depth = 0; depth < 4 && HAS_PLACEHOLDER.test(restored); depth++) {
        restored = restored.replace(PLACEHOLDER, (_, index: string) => kept[Number(index)] ?? "");
      }
      return restored;
    },
  };
}

/** The spans a rewrite must keep, as they stand in the text. */
export function protectedSpans(text: string): string[] {
  const masked = maskProtected(text);
  return (masked.text.match(/\uE000\d+\uE001/g) ?? []).map((placeholder) => masked.restore(placeholder));
}
