import { splitParagraphs, splitSentences, splitWords } from "../../text/counts";
import { analyzeText } from "../analysis";

/**
 * A structure problem, with the figures that describe it: pages show it in the reader's language from `kind` and
 * `values`; `message` says it in English for callers of the API.
 */
export interface StructureIssue {
  kind: "long-paragraph" | "long-sentence" | "no-headings" | "passive-voice" | "hard-to-read" | "repeated-word";
  values: Record<string, number | string>;
  message: string;
}

export type SuggestionKind = StructureIssue["kind"] | "stock-phrases" | "contractions" | "vary-length" | "transitions";

export interface Suggestion {
  kind: SuggestionKind;
  message: string;
}

const COMMON = new Set(
  "the a an and or but of to in on for with is are was were be it this that as at by from your you we our they their not".split(
    " ",
  ),
);

type Report = ReturnType<typeof analyzeText>;

/** Reading ease this far below the language's plain level reads as hard (about three school grades in English). */
const HARD_TO_READ_MARGIN = 20;

function hardToRead(report: Report): StructureIssue | null {
  const { fleschKincaidGrade: grade, readingEase: ease } = report.readability;
  if (grade !== null) {
    if (grade <= 12) return null;
    return {
      kind: "hard-to-read",
      values: { grade },
      message: `Reading grade ${grade}: most readers are comfortable at 8-10.`,
    };
  }
  if (!ease || ease.score >= ease.plain - HARD_TO_READ_MARGIN) return null;
  return {
    kind: "hard-to-read",
    values: { score: ease.score, plain: ease.plain, formula: ease.formula },
    message: `Reading ease ${ease.score} (${ease.formula}): text reads plainly from ${ease.plain}.`,
  };
}

function mostRepeatedWord(content: string, words: number): StructureIssue | null {
  const counts = new Map<string, number>();
  for (const word of content.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [])
    if (!COMMON.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!top || words <= 100 || top[1] / words <= 0.03) return null;
  return {
    kind: "repeated-word",
    values: { word: top[0], count: top[1] },
    message: `"${top[0]}" appears ${top[1]} times.`,
  };
}

/** Structure problems a reader would feel, each measured on the content. */
function structureIssues(content: string, report: Report): StructureIssue[] {
  const issues: (StructureIssue | null)[] = [];
  const longParagraphs = splitParagraphs(content).filter((p) => splitWords(p).length > 200).length;
  if (longParagraphs)
    issues.push({
      kind: "long-paragraph",
      values: { count: longParagraphs },
      message: `${longParagraphs} paragraph${longParagraphs === 1 ? " is" : "s are"} longer than 200 words.`,
    });
  const longSentences = splitSentences(content).filter((s) => splitWords(s).length > 35).length;
  if (longSentences)
    issues.push({
      kind: "long-sentence",
      values: { count: longSentences },
      message: `${longSentences} sentence${longSentences === 1 ? " has" : "s have"} more than 35 words.`,
    });
  if (report.counts.words > 1500 && !/^#{1,6}\s/m.test(content))
    issues.push({ kind: "no-headings", values: {}, message: "More than 1,500 words without a single heading." });
  const { passiveVoice } = report.readability;
  if (report.counts.sentences && passiveVoice / report.counts.sentences > 0.2)
    issues.push({
      kind: "passive-voice",
      values: { count: passiveVoice, sentences: report.counts.sentences },
      message: `${passiveVoice} passive constructions in ${report.counts.sentences} sentences.`,
    });
  issues.push(hardToRead(report), mostRepeatedWord(content, report.counts.words));
  return issues.filter((issue): issue is StructureIssue => issue !== null);
}

const SUGGESTIONS: Record<SuggestionKind, string> = {
  "long-paragraph": "Break long paragraphs at each change of idea.",
  "long-sentence": "Split sentences over 35 words; one idea per sentence.",
  "no-headings": "Add a heading every 300-500 words so readers can scan.",
  "passive-voice": "Say who does what: turn passive sentences active.",
  "hard-to-read": "Prefer shorter words and sentences.",
  "repeated-word": "Vary the most repeated word or cut some uses.",
  "stock-phrases": 'Replace stock phrases ("delve into", "in today\'s world") with your own words.',
  contractions: "Use contractions where you would in speech; it reads warmer.",
  "vary-length": "Vary sentence length: mix short sentences with longer ones.",
  transitions: "Start fewer sentences with Moreover or Furthermore.",
};

function suggestionsFor(issues: StructureIssue[], signatures: Report["signatures"]): Suggestion[] {
  const kinds: SuggestionKind[] = issues.map((issue) => issue.kind);
  if (signatures.stockPhrases >= 30) kinds.push("stock-phrases");
  if (signatures.missingContractions >= 70) kinds.push("contractions");
  if (signatures.lowBurstiness >= 60) kinds.push("vary-length");
  if (signatures.transitionOveruse >= 40) kinds.push("transitions");
  return kinds.map((kind) => ({ kind, message: SUGGESTIONS[kind] }));
}

/** The text-analysis report plus structure issues and suggestions, all measured on the content. */
export function analyzeManuscript(content: string) {
  const report = analyzeText(content);
  const issues = structureIssues(content, report);
  return { ...report, structureIssues: issues, suggestions: suggestionsFor(issues, report.signatures) };
}
