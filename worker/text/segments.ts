import { type AiDetection, detectAiWriting } from "./detector";
import { paragraphLanguage } from "./detector-languages";
import { confidentLanguage } from "./language";
import { wordTokens } from "./readability";

/** A page highlights at most this many passages: longer texts are scored in runs of consecutive sentences. */
export const MAX_SEGMENTS = 300;
const SIGNALS_PER_SEGMENT = 2;
/** A text is "mixed" when at least this share of its words reads as machine-written and as much as human. */
const MIXED_SHARE = 0.2;

export interface TextSegment {
  /** Offsets into the text (UTF-16, as JavaScript strings count), end exclusive. */
  start: number;
  end: number;
  /** Null where the passage is in a language the detector cannot judge (its verdict is then "not-judged"). */
  aiLikelihood: number | null;
  verdict: AiDetection["verdict"];
  /**
   * Whether the passage and its neighbours hold enough words for a verdict: when not, it is "uncertain" whatever its
   * score, and the page says which way the score leans rather than "cannot tell" beside a figure of 100%.
   */
  reliable: boolean;
  /** The measurements that pushed this passage's score up most. */
  signals: AiDetection["signals"];
}

const TERMINATORS = new Set([".", "!", "?", "。", "！", "？"]);
/** Abbreviations whose full stop ends no sentence ("Dr. Okafor"). */
const ABBREVIATIONS = new Set([
  "dr",
  "mr",
  "mrs",
  "ms",
  "prof",
  "sr",
  "jr",
  "st",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "no",
  "fig",
]);

/** Whether the full stop at `index` closes an abbreviation rather than a sentence. */
function isAbbreviation(text: string, index: number): boolean {
  let start = index;
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1]!) && index - start < 6) start -= 1;
  return ABBREVIATIONS.has(text.slice(start, index).toLowerCase());
}
const CLOSERS = new Set(['"', "”", "’", "'", ")", "]"]);

/** Each sentence's span, ending after its terminator, closing quotes and the space that follows; a line break ends one too. */
export function sentenceSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if ((TERMINATORS.has(ch) && !(ch === "." && isAbbreviation(text, i))) || ch === "\n") {
      let end = i + 1;
      while (end < text.length && (TERMINATORS.has(text[end]!) || CLOSERS.has(text[end]!))) end += 1;
      while (end < text.length && /\s/.test(text[end]!)) end += 1;
      if (text.slice(start, end).trim()) spans.push({ start, end });
      start = end;
      i = end;
      continue;
    }
    i += 1;
  }
  if (text.slice(start).trim()) spans.push({ start, end: text.length });
  return spans;
}

/** Runs of consecutive sentences, so that no text yields more than MAX_SEGMENTS passages. */
function groupSpans(spans: { start: number; end: number }[]) {
  const size = Math.ceil(spans.length / MAX_SEGMENTS);
  if (size <= 1) return spans;
  const groups = [];
  for (let i = 0; i < spans.length; i += size)
    groups.push({ start: spans[i]!.start, end: spans[Math.min(i + size, spans.length) - 1]!.end });
  return groups;
}

/** The detector needs this many words to measure rhythm and word use; a passage is scored with its neighbours. */
const WINDOW_WORDS = 60;

/** Where each paragraph starts and ends (a blank line separates them), so windows stay inside one. */
function paragraphOf(text: string, offset: number): { start: number; end: number } {
  const before = text.lastIndexOf("\n\n", offset);
  const after = text.indexOf("\n\n", offset);
  return { start: before < 0 ? 0 : before + 2, end: after < 0 ? text.length : after };
}

/**
 * The detector's score for each sentence (or run of sentences), measured on the passage widened to about
 * WINDOW_WORDS words with the sentences around it in the same paragraph, since rhythm and word-use measures need
 * more than one sentence: what a reader can point at.
 */
export function scoreSegments(text: string): TextSegment[] {
  const spans = groupSpans(sentenceSpans(text));
  const words = spans.map((span) => wordTokens(text.slice(span.start, span.end)).length);
  const mainLanguage = spans.length ? confidentLanguage(text) : "und";
  const languages = new Map<number, string>();
  return spans.map((span, index) => {
    const paragraph = paragraphOf(text, span.start);
    let language = languages.get(paragraph.start);
    if (language === undefined) {
      language = paragraphLanguage(text.slice(paragraph.start, paragraph.end), mainLanguage);
      languages.set(paragraph.start, language);
    }
    let [first, last] = [index, index];
    let count = words[index]!;
    while (count < WINDOW_WORDS) {
      const left = first > 0 && spans[first - 1]!.start >= paragraph.start ? first - 1 : -1;
      const right = last < spans.length - 1 && spans[last + 1]!.end <= paragraph.end + 2 ? last + 1 : -1;
      if (left < 0 && right < 0) break;
      if (right >= 0 && (left < 0 || index - first >= last - index)) {
        last = right;
        count += words[right]!;
      } else {
        first = left;
        count += words[left]!;
      }
    }
    const detection = detectAiWriting(text.slice(spans[first]!.start, spans[last]!.end), { language });
    return {
      ...span,
      aiLikelihood: detection.aiLikelihood,
      verdict: detection.verdict,
      reliable: detection.reliable,
      signals: detection.signals.filter((signal) => signal.push > 0).slice(0, SIGNALS_PER_SEGMENT),
    };
  });
}

/** How the text's words divide between passages that read as machine-written and as human, and whether it is mixed. */
export function segmentMix(text: string, segments: TextSegment[]) {
  let ai = 0;
  let human = 0;
  let total = 0;
  for (const segment of segments) {
    const words = wordTokens(text.slice(segment.start, segment.end)).length;
    total += words;
    if (segment.verdict === "likely-ai") ai += words;
    if (segment.verdict === "likely-human") human += words;
  }
  const aiShare = total ? Math.round((ai / total) * 100) : 0;
  const humanShare = total ? Math.round((human / total) * 100) : 0;
  return { aiShare, humanShare, mixed: aiShare >= MIXED_SHARE * 100 && humanShare >= MIXED_SHARE * 100 };
}
