import { splitParagraphs, splitSentences, splitWords } from "../../text/counts";
import { analyzeText } from "../analysis";

export interface StructureIssue {
  kind: "long-paragraph" | "long-sentence" | "no-headings" | "passive-voice" | "hard-to-read" | "repeated-word";
  message: string;
}

const COMMON = new Set(
  "the a an and or but of to in on for with is are was were be it this that as at by from your you we our they their not".split(
    " ",
  ),
);

/** Structure problems a reader would feel, each measured on the text. */
function structureIssues(content: string, report: ReturnType<typeof analyzeText>): StructureIssue[] {
  const issues: StructureIssue[] = [];
  const longParagraphs = splitParagraphs(content).filter((p) => splitWords(p).length > 200).length;
  if (longParagraphs)
    issues.push({
      kind: "long-paragraph",
      message: `${longParagraphs} paragraph${longParagraphs === 1 ? " is" : "s are"} longer than 200 words.`,
    });
  const longSentences = splitSentences(content).filter((s) => splitWords(s).length > 35).length;
  if (longSentences)
    issues.push({
      kind: "long-sentence",
      message: `${longSentences} sentence${longSentences === 1 ? " has" : "s have"} more than 35 words.`,
    });
  if (report.counts.words > 1500 && !/^#{1,6}\s/m.test(content))
    issues.push({ kind: "no-headings", message: "More than 1,500 words without a single heading." });
  if (report.counts.sentences && report.readability.passiveVoice / report.counts.sentences > 0.2) {
    issues.push({
      kind: "passive-voice",
      message: `${report.readability.passiveVoice} passive constructions in ${report.counts.sentences} sentences.`,
    });
  }
  if (report.readability.fleschKincaidGrade !== null && report.readability.fleschKincaidGrade > 12)
    issues.push({
      kind: "hard-to-read",
      message: `Reading grade ${report.readability.fleschKincaidGrade}: most readers are comfortable at 8-10.`,
    });
  const counts = new Map<string, number>();
  for (const word of content.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [])
    if (!COMMON.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  if (top && report.counts.words > 100 && top[1] / report.counts.words > 0.03)
    issues.push({ kind: "repeated-word", message: `"${top[0]}" appears ${top[1]} times.` });
  return issues;
}

function suggestionsFor(issues: StructureIssue[], signatures: ReturnType<typeof analyzeText>["signatures"]): string[] {
  const suggestions = issues.map(
    (issue) =>
      ({
        "long-paragraph": "Break long paragraphs at each change of idea.",
        "long-sentence": "Split sentences over 35 words; one idea per sentence.",
        "no-headings": "Add a heading every 300-500 words so readers can scan.",
        "passive-voice": "Say who does what: turn passive sentences active.",
        "hard-to-read": "Prefer shorter words and sentences to lower the reading grade.",
        "repeated-word": "Vary the most repeated word or cut some uses.",
      })[issue.kind],
  );
  if (signatures.stockPhrases >= 30)
    suggestions.push('Replace stock phrases ("delve into", "in today\'s world") with your own words.');
  if (signatures.missingContractions >= 70)
    suggestions.push("Use contractions where you would in speech; it reads warmer.");
  if (signatures.lowBurstiness >= 60) suggestions.push("Vary sentence length: mix short sentences with longer ones.");
  if (signatures.transitionOveruse >= 40) suggestions.push("Start fewer sentences with Moreover or Furthermore.");
  return suggestions;
}

/** The text-analysis report plus structure issues and suggestions, all measured on the content. */
export function analyzeManuscript(content: string) {
  const report = analyzeText(content);
  const issues = structureIssues(content, report);
  return { ...report, structureIssues: issues, suggestions: suggestionsFor(issues, report.signatures) };
}
