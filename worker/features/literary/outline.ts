import type { ContentType } from "../../../schema/literary-enums";
import { LENGTH_WORDS } from "../../common/literary-options";
import { splitSentences } from "../../text/counts";

export interface OutlineChapter {
  title: string;
  summary: string;
  keyPoints: string[];
}

const CHAPTERS_FOR_LENGTH: Record<string, number> = { short: 6, medium: 10, long: 16 };

const OPENING: Record<ContentType, string> = {
  book: "Introduction",
  "recovery-guide": "Where Recovery Begins",
  course: "Course Overview and Goals",
  manual: "How to Use This Manual",
  workbook: "Getting Started with This Workbook",
  humanized: "Introduction",
};

const CLOSING: Record<ContentType, string> = {
  book: "Conclusion",
  "recovery-guide": "The Road Ahead",
  course: "Review and Next Steps",
  manual: "Troubleshooting and Reference",
  workbook: "Your Action Plan",
  humanized: "Closing Thoughts",
};

function capitalise(text: string): string {
  let trimmed = text.trim();
  while (".!?;:,".includes(trimmed.at(-1) ?? "\u0000")) trimmed = trimmed.slice(0, -1);
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/** The topics the author gave: the description's and source content's clauses, in order, without repeats. */
function topicsFrom(description: string, sourceContent: string): string[] {
  const clauses = [...splitSentences(description), ...splitSentences(sourceContent)]
    .flatMap((sentence) => sentence.split(/[;:]|,\s+(?:and|but)\s+/))
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 3);
  return [...new Map(clauses.map((c) => [c.toLowerCase(), c])).values()];
}

/** Words a title cannot end on: cut after them, "A practical guide for stroke survivors and their" reads broken. */
const DANGLING = new Set(
  "a an the and or but nor of for to in on at by with from into about as than their his her its our your my this that these those who which".split(
    " ",
  ),
);

/** A topic as a chapter title: at most `words` words, never ending on an article, a preposition or a conjunction. */
function shorten(topic: string, words = 8): string {
  const list = topic.split(/\s+/);
  if (list.length <= words) return capitalise(topic);
  const kept = list.slice(0, words);
  while (
    kept.length > 2 &&
    DANGLING.has(
      kept
        .at(-1)!
        .toLowerCase()
        .replace(/[^\p{L}]/gu, ""),
    )
  )
    kept.pop();
  return capitalise(kept.join(" "));
}

/**
 * The work's chapters: the author's own list (one per line) when given, else an outline built from the
 * description and source content, sized by the chosen length. The title and key points come from the author's words.
 */
export function buildOutline(input: {
  contentType: ContentType;
  chapterLines: string;
  description: string;
  sourceContent: string;
  length: string;
}): OutlineChapter[] {
  const topics = topicsFrom(input.description, input.sourceContent);
  const given = input.chapterLines
    .split("\n")
    .map((line) => line.replace(/^\s*(?:\d+[.)]|[-*])\s*/, "").trim())
    .filter(Boolean);
  const titles = given.length
    ? given
    : [
        OPENING[input.contentType],
        ...Array.from({ length: Math.max(1, (CHAPTERS_FOR_LENGTH[input.length] ?? 8) - 2) }, (_, i) =>
          topics[i] ? shorten(topics[i]!) : `Part ${i + 1}`,
        ),
        CLOSING[input.contentType],
      ];
  return titles.map((title) => {
    const words = new Set(title.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []);
    const overlap = (topic: string) =>
      new Set((topic.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []).filter((w) => words.has(w))).size;
    // The topics that share words with the title, the closest first (in the author's order on a tie).
    const related = topics.filter((topic) => overlap(topic) > 0).sort((a, b) => overlap(b) - overlap(a));
    const points = (related.length ? related : topics).slice(0, 3).map((point) => capitalise(point));
    return { title, summary: related[0] ? capitalise(related[0]) : "", keyPoints: points };
  });
}

/** Target words per chapter: the requested word count spread over the chapters, within the length's band. */
export function wordsPerChapter(totalWords: number, length: string, chapterCount: number): number {
  const band = LENGTH_WORDS[length as keyof typeof LENGTH_WORDS] ?? LENGTH_WORDS.medium;
  const target = Math.max(band.min, Math.min(totalWords || band.min, band.max ?? Infinity));
  return Math.max(150, Math.round(target / Math.max(1, chapterCount)));
}
