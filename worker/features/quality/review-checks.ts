import type { FeedbackItem } from "../../../schema/quality";
import type { ReviewStage, Severity } from "../../../schema/quality-enums";
import { splitParagraphs } from "../../text/counts";
import { headingOf } from "../../text/headings";
import { countAdverbs, countPassiveVoice, wordTokens } from "../../text/readability";
import { MISSPELLINGS } from "./misspellings";
import { doubledWords } from "./scores";

/** A review lists at most this many items: past it, the writer has enough to do. */
export const MAX_FEEDBACK = 50;
const LONG_PARAGRAPH_WORDS = 150;
const LONG_SENTENCE_WORDS = 35;
const MIN_REVIEW_WORDS = 50;

type Finding = Omit<FeedbackItem, "id">;
type Place = Pick<FeedbackItem, "section" | "paragraph" | "heading">;

const WHOLE_TEXT: Place = { section: "Whole text", paragraph: null, heading: null };

/** The text's paragraphs, each placed as a reader would find it: by the heading above it and its number. */
function sectionsOf(text: string) {
  let heading: string | null = null;
  return splitParagraphs(text).map((paragraph, index) => {
    const title = headingOf(paragraph)?.text;
    if (title && !paragraph.includes("\n")) heading = title;
    const place: Place = {
      section: heading ? `${heading}, paragraph ${index + 1}` : `Paragraph ${index + 1}`,
      paragraph: index + 1,
      heading,
    };
    return { paragraph, isHeading: Boolean(title), place };
  });
}

/** A finding: where, how bad, and what (in English, and as a code with its values for other languages). */
const finding = (
  place: Place,
  severity: Finding["severity"],
  code: string,
  params: Finding["params"],
  issue: string,
): Finding => ({ ...place, severity, code, params, issue });

const sentencesOf = (paragraph: string) =>
  paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Placeholders a draft must not be published with. */
const PLACEHOLDER_WORD = /\b(?:lorem ipsum|TODO|TBD|FIXME|XXX)\b/i;
const PLACEHOLDER_NOTE = /\[(?:insert|add|citation needed)/i;
/** Words that assert proof or universality: a claim that asks to be believed. */
const CLAIM_WORDS =
  /\b(?:studies|research|experts|scientists|data) (?:show|shows|prove|proves|say|says|suggest|suggests)\b|\b(?:proven|guaranteed|always|never|everyone|no one)\b/i;
/** What supports a claim: a link or a numbered citation … */
const SUPPORT = /https?:\/\/|\[\d{1,3}\]/;
/** … or an (Author, year) reference, read from inside the brackets. */
const PARENTHESES = /\(([^()]{1,80})\)/g;
const AUTHOR_YEAR = /^\p{Lu}[^,]*, ?\d{4}[a-z]?$/u;

/** A percentage ("95%", "12.5 %"): a digit right before the sign, or before one space and the sign. */
function hasPercentage(sentence: string): boolean {
  for (let at = sentence.indexOf("%"); at >= 0; at = sentence.indexOf("%", at + 1)) {
    const before = sentence[at - 1] === " " ? sentence[at - 2] : sentence[at - 1];
    if (before !== undefined && before >= "0" && before <= "9") return true;
  }
  return false;
}

const isClaim = (sentence: string) => hasPercentage(sentence) || CLAIM_WORDS.test(sentence);
const isSupported = (sentence: string) =>
  SUPPORT.test(sentence) || [...sentence.matchAll(PARENTHESES)].some((match) => AUTHOR_YEAR.test(match[1]!.trim()));

function structureChecks(text: string): Finding[] {
  const found: Finding[] = [];
  const sections = sectionsOf(text);
  const prose = sections.filter((section) => !section.isHeading);
  const words = wordTokens(text).length;
  if (words > 300 && prose.length === sections.length)
    found.push(
      finding(
        WHOLE_TEXT,
        "high",
        "noHeadings",
        { words },
        `${words} words without a heading: add headings so readers can find their way.`,
      ),
    );
  if (prose.length === 1 && words > 120)
    found.push(
      finding(WHOLE_TEXT, "high", "oneBlock", {}, "The text is one block: split it into paragraphs, one idea each."),
    );
  for (const section of prose) {
    const count = wordTokens(section.paragraph).length;
    if (count > LONG_PARAGRAPH_WORDS)
      found.push(
        finding(
          section.place,
          "medium",
          "longParagraph",
          { words: count, max: LONG_PARAGRAPH_WORDS },
          `${count} words in one paragraph: split it (aim for under ${LONG_PARAGRAPH_WORDS}).`,
        ),
      );
  }
  for (let i = 1; i < prose.length; i += 1) {
    const first = (paragraph: string) => wordTokens(paragraph)[0]?.toLowerCase();
    if (first(prose[i]!.paragraph) && first(prose[i]!.paragraph) === first(prose[i - 1]!.paragraph)) {
      const word = wordTokens(prose[i]!.paragraph)[0]!;
      found.push(
        finding(
          prose[i]!.place,
          "low",
          "sameOpening",
          { word },
          `Starts with "${word}" like the paragraph before: vary the openings so the text flows.`,
        ),
      );
    }
  }
  return found;
}

function contentChecks(text: string): Finding[] {
  const found: Finding[] = [];
  const seen = new Map<string, number>();
  for (const section of sectionsOf(text).filter((s) => !s.isHeading)) {
    for (const sentence of sentencesOf(section.paragraph)) {
      if (isClaim(sentence) && !isSupported(sentence))
        found.push(
          finding(
            section.place,
            "high",
            "unsupportedClaim",
            { sentence: sentence.slice(0, 120) },
            `Unsupported claim: "${sentence.slice(0, 120)}". Cite a source or soften it.`,
          ),
        );
      const key = wordTokens(sentence).join(" ").toLowerCase();
      if (key.split(" ").length >= 5) {
        const earlier = seen.get(key);
        if (earlier)
          found.push(
            finding(
              section.place,
              "medium",
              "repeatedSentence",
              { n: earlier },
              `Repeats a sentence from paragraph ${earlier}.`,
            ),
          );
        else seen.set(key, section.place.paragraph!);
      }
      const passive = countPassiveVoice(sentence);
      if (passive > 0)
        found.push(
          finding(
            section.place,
            "low",
            "passiveVoice",
            { sentence: sentence.slice(0, 80) },
            `Passive voice in "${sentence.slice(0, 80)}": say who does what.`,
          ),
        );
    }
  }
  return found;
}

function polishChecks(text: string): Finding[] {
  const found: Finding[] = [];
  for (const section of sectionsOf(text)) {
    const placeholder = PLACEHOLDER_WORD.exec(section.paragraph) ?? PLACEHOLDER_NOTE.exec(section.paragraph);
    if (placeholder)
      found.push(
        finding(
          section.place,
          "critical",
          "placeholder",
          { text: placeholder[0] },
          `Placeholder left in the text: "${placeholder[0]}".`,
        ),
      );
    for (const word of wordTokens(section.paragraph)) {
      const right = MISSPELLINGS[word.toLowerCase()];
      if (right)
        found.push(finding(section.place, "high", "typo", { word, right }, `Typo: "${word}" should be "${right}".`));
    }
    for (const pair of doubledWords(section.paragraph))
      found.push(finding(section.place, "high", "doubledWord", { pair }, `Doubled word: "${pair}".`));
    if (section.isHeading) continue;
    for (const sentence of sentencesOf(section.paragraph)) {
      const words = wordTokens(sentence);
      if (words.length > LONG_SENTENCE_WORDS)
        found.push(
          finding(
            section.place,
            "medium",
            "longSentence",
            { words: words.length, sentence: sentence.slice(0, 60) },
            `${words.length}-word sentence: "${sentence.slice(0, 60)}…". Split it.`,
          ),
        );
      const adverbs = countAdverbs(words);
      if (adverbs >= 2)
        found.push(
          finding(
            section.place,
            "low",
            "adverbs",
            { count: adverbs, sentence: sentence.slice(0, 60) },
            `${adverbs} adverbs in one sentence: "${sentence.slice(0, 60)}…". Prefer stronger verbs.`,
          ),
        );
    }
  }
  return found;
}

const CHECKS: Record<ReviewStage, (text: string) => Finding[]> = {
  structure: structureChecks,
  content: contentChecks,
  polish: polishChecks,
};
const ORDER: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** One draft's review: the stage's checks, worst first, at most MAX_FEEDBACK items, each with an id. */
export function reviewStage(text: string, stage: ReviewStage): FeedbackItem[] {
  const found: Finding[] =
    wordTokens(text).length < MIN_REVIEW_WORDS
      ? [
          finding(
            WHOLE_TEXT,
            "critical",
            "tooShort",
            { min: MIN_REVIEW_WORDS },
            `Too short to review: at least ${MIN_REVIEW_WORDS} words.`,
          ),
        ]
      : CHECKS[stage](text);
  return found
    .map((finding, index) => ({ finding, index }))
    .sort((a, b) => ORDER[a.finding.severity] - ORDER[b.finding.severity] || a.index - b.index)
    .slice(0, MAX_FEEDBACK)
    .map(({ finding }) => ({ id: crypto.randomUUID(), ...finding }));
}
