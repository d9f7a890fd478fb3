import type { VoiceEvidence, VoiceMeasures, VoiceProfile } from "../../../schema/voice";
import type { VoicePerspective, VoiceTone } from "../../../schema/voice-enums";
import { countOf } from "../../common/number-format";
import { CONTRACTIONS } from "../../text/ai-phrases";
import { wordTokens } from "../../text/readability";

const FIRST_PERSON = new Set(["i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"]);
const THIRD_PERSON = new Set([
  "he",
  "him",
  "his",
  "she",
  "her",
  "hers",
  "they",
  "them",
  "their",
  "theirs",
  "it",
  "its",
]);
const SECOND_PERSON = new Set(["you", "your", "yours", "yourself"]);
const FORMAL = new Set([
  "therefore",
  "furthermore",
  "moreover",
  "thus",
  "hence",
  "consequently",
  "whereas",
  "accordingly",
  "nevertheless",
  "regarding",
]);
const CASUAL = new Set([
  "hey",
  "gonna",
  "wanna",
  "kinda",
  "sorta",
  "stuff",
  "yeah",
  "ok",
  "okay",
  "awesome",
  "cool",
  "lol",
  "totally",
  "super",
]);
const AUTHORITY = new Set([
  "must",
  "should",
  "always",
  "never",
  "proven",
  "essential",
  "required",
  "ensure",
  "key",
  "critical",
]);
const HUMOR = new Set([
  "haha",
  "lol",
  "funny",
  "joke",
  "jokes",
  "hilarious",
  "laugh",
  "laughed",
  "silly",
  "ridiculous",
  "literally",
  "obviously",
]);
const POSITIVE = new Set([
  "love",
  "loved",
  "happy",
  "joy",
  "wonderful",
  "beautiful",
  "great",
  "amazing",
  "hope",
  "proud",
  "grateful",
  "excited",
  "delighted",
]);
const NEGATIVE = new Set([
  "hate",
  "sad",
  "angry",
  "afraid",
  "fear",
  "terrible",
  "awful",
  "hurt",
  "lonely",
  "worried",
  "pain",
  "cried",
  "lost",
]);
const INTENSIFIERS = new Set(["so", "very", "really", "truly", "deeply", "incredibly", "absolutely"]);
const NARRATIVE = new Set([
  "once",
  "then",
  "suddenly",
  "remember",
  "remembered",
  "yesterday",
  "later",
  "finally",
  "when",
  "after",
  "ago",
]);
const CONTRACTED = new Set(CONTRACTIONS.map(([, short]) => short.toLowerCase()));

const EXAMPLE_MARKERS = ["for example", "for instance", "such as", "e.g.", "to illustrate"];
const METAPHOR_MARKERS = ["like a ", "like an ", "as if ", "as though ", "is a kind of"];

const scale = (value: number) => Math.max(1, Math.min(10, Math.round(value)));
const per100 = (count: number, words: number) => (count / Math.max(1, words)) * 100;

/**
 * A voice profile from a writing sample, by counting what the writing does: the pronouns it uses, its contractions
 * and formal connectives, humour and feeling words, narrative markers and past tense, long and technical words,
 * and markers of examples and metaphors. Every trait comes with the one line that says how it was measured.
 */
export function analyzeVoice(sample: string): {
  profile: VoiceProfile;
  measures: VoiceMeasures;
  evidence: VoiceEvidence;
} {
  const words = wordTokens(sample);
  const lower = words.map((word) => word.toLowerCase().replace("’", "'"));
  const total = Math.max(1, lower.length);
  const count = (set: Set<string>) => lower.filter((word) => set.has(word)).length;
  const sentences = sample.split(/[.!?](?:\s|$)/).filter((sentence) => wordTokens(sentence).length > 0);
  const sentenceLength = Math.round((total / Math.max(1, sentences.length)) * 10) / 10;
  const text = sample.toLowerCase();

  const first = count(FIRST_PERSON);
  const third = count(THIRD_PERSON);
  const second = count(SECOND_PERSON);
  const contractions = lower.filter((word) => CONTRACTED.has(word)).length;
  const questions = sample.split("?").length - 1;
  const exclamations = sample.split("!").length - 1;

  const perspective: VoicePerspective =
    first + third === 0
      ? "mixed"
      : first / (first + third) >= 0.6
        ? "first"
        : third / (first + third) >= 0.7
          ? "third"
          : "mixed";

  const toneScores: Record<VoiceTone, number> = {
    formal: per100(count(FORMAL), total) * 3 + Math.max(0, sentenceLength - 18) * 0.3 - per100(contractions, total),
    casual: per100(count(CASUAL) + contractions, total) + per100(exclamations, total) * 2,
    conversational: per100(second, total) + per100(questions, total) * 3,
    authoritative: per100(count(AUTHORITY), total) * 2,
  };
  const tone = (Object.entries(toneScores) as [VoiceTone, number][]).sort((a, b) => b[1] - a[1])[0]![0];

  const humorMarks = count(HUMOR) + (text.split(":)").length - 1) + (text.split("😂").length - 1);
  const longWords = lower.filter((word) => word.length >= 9).length;
  const acronyms = words.filter((word) => /^[A-Z]{2,6}$/.test(word)).length;
  const digits = words.filter((word) => /\d/.test(word)).length;
  const feeling = count(POSITIVE) + count(NEGATIVE) + count(INTENSIFIERS);
  const pastTense = lower.filter((word) => word.length > 4 && word.endsWith("ed")).length;
  const narrative = count(NARRATIVE);
  const dialogue = (sample.match(/["“”]/g)?.length ?? 0) / 2;

  const profile: VoiceProfile = {
    tone,
    perspective,
    humor: scale(1 + per100(humorMarks, total) * 3 + per100(exclamations, total)),
    technicality: scale(1 + per100(longWords, total) * 0.4 + per100(acronyms + digits, total) * 1.5),
    emotion: scale(1 + per100(feeling, total) * 1.5 + per100(exclamations, total) * 2),
    storytelling: scale(1 + per100(narrative, total) * 1.5 + per100(pastTense, total) * 0.5 + Math.min(3, dialogue)),
    examples: EXAMPLE_MARKERS.some((marker) => text.includes(marker)),
    metaphors: METAPHOR_MARKERS.some((marker) => text.includes(marker)),
  };
  const evidence: VoiceEvidence = {
    contractions,
    formal: count(FORMAL),
    you: second,
    questions,
    first,
    third,
    marks: humorMarks,
    exclamations,
    long: longWords,
    acronyms,
    figures: digits,
    feeling,
    narrative,
    past: pastTense,
  };
  return {
    profile,
    measures: {
      words: total,
      sentenceLength,
      contractionsPer100: Math.round(per100(contractions, total) * 10) / 10,
      firstPerson: first,
      thirdPerson: third,
    },
    evidence,
  };
}

/** One line per trait, in English, saying what in the sample produced it (the web app says it in any language). */
export function explainVoice(profile: VoiceProfile, measures: VoiceMeasures, e: VoiceEvidence): Record<string, string> {
  return {
    tone: `${countOf(e.contractions, "contraction", "contractions")}, ${countOf(e.formal, "formal connective", "formal connectives")}, ${e.you} "you" and ${countOf(e.questions, "question", "questions")} in ${countOf(measures.words, "word", "words")}.`,
    perspective: `${e.first} first-person and ${e.third} third-person pronouns.`,
    humor: `${e.marks} humor markers and ${e.exclamations} exclamation marks.`,
    technicality: `${countOf(e.long, "word", "words")} of 9+ letters, ${countOf(e.acronyms, "acronym", "acronyms")} and ${countOf(e.figures, "figure", "figures")}.`,
    emotion: `${e.feeling} feeling words and intensifiers, ${e.exclamations} exclamation marks.`,
    storytelling: `${e.narrative} narrative markers and ${e.past} past-tense verbs.`,
    examples: profile.examples
      ? 'Uses markers such as "for example" or "such as".'
      : 'No "for example" or "such as" found.',
    metaphors: profile.metaphors
      ? 'Uses "like a", "as if" or "as though".'
      : 'No "like a", "as if" or "as though" found.',
  };
}
