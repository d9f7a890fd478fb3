import type { WorkLanguageSource } from "../../../schema/literary-enums";
import { LANGUAGE_TAG } from "../../common/languages";
import { detectLanguage } from "../../text/language";
import { isScaffoldText } from "./scaffold";

/**
 * The chapters' own prose decides once it holds a sentence or two: the detector is right on short sentences in our
 * 12 languages. Titles and descriptions alone decide only when there is much more of them, since one odd word in a
 * title ("Pacing Your Energy mwylmnri") reads as Kirundi with full confidence.
 */
export const PROSE_MIN_CHARS = 40;
export const OTHER_TEXT_MIN_CHARS = 300;
/** Below this confidence (the detector's accuracy for its winner, 0-1) the detection is a guess. */
export const LANGUAGE_CONFIDENCE_MIN = 0.8;

export interface WorkText {
  title: string;
  description: string;
  sourceContent: string;
  chapters: { title: string; body: string }[];
}

export interface WorkLanguage {
  language: string;
  source: Exclude<WorkLanguageSource, "author">;
}

/**
 * The language a work is written in: from its written chapters' prose when there is a sentence of it, else from
 * the rest of what the author wrote (title, description, source, chapter titles) when there is plenty. When that is
 * too little or too unsure, the author's interface language stands in and the result says it is uncertain.
 */
export function detectWorkLanguage(work: WorkText, fallback: string): WorkLanguage {
  const prose = work.chapters
    .filter((chapter) => !isScaffoldText(chapter.body))
    .map((chapter) => chapter.body)
    .join("\n")
    .trim();
  const other = [work.title, work.description, work.sourceContent.slice(0, 2000), ...work.chapters.map((c) => c.title)]
    .join("\n")
    .trim();
  const sample = prose.length >= PROSE_MIN_CHARS ? prose : other.length >= OTHER_TEXT_MIN_CHARS ? other : "";
  if (sample) {
    const detected = detectLanguage(sample);
    if (detected.confidence >= LANGUAGE_CONFIDENCE_MIN && LANGUAGE_TAG.test(detected.language))
      return { language: detected.language, source: "detected" };
  }
  return { language: LANGUAGE_TAG.test(fallback) ? fallback : "en", source: "uncertain" };
}
