import type { HumanizerStyle, StageName } from "../../../common/humanizer-modes";
import { setAsidesApart } from "./asides";
import { reorderClauses } from "./clauses";
import { contract } from "./contractions";
import { applyTable, type RewriteResult, type Rotation } from "./rewrite";
import { varyRhythm } from "./rhythm";
import {
  CONNECTIVE_ONLY_BEFORE_COMMA,
  ENUMERATOR_REPLACEMENTS,
  FILLER_REPLACEMENTS,
  HEDGE_REPLACEMENTS,
  STOCK_PHRASE_REPLACEMENTS,
  SYNONYM_REPLACEMENTS,
  TRANSITION_REPLACEMENTS,
} from "./tables";

export { STAGE_NAMES, type StageName } from "../../../common/humanizer-modes";

export interface StageContext {
  style: HumanizerStyle;
  /** 0-1: the share of opportunities a stage takes (lighter intensities change less). */
  strength: number;
  rotation: Rotation;
}

export interface Stage {
  name: StageName;
  /** What the stage does, for the result's stage list and the LLM prompt. */
  purpose: string;
  /** Rewrites one line of masked text (protected spans are placeholders). */
  apply(line: string, context: StageContext): RewriteResult;
}

const limitFor = (strength: number) => (strength >= 1 ? Infinity : undefined);

export const STAGES: Record<StageName, Stage> = {
  "stock-phrases": {
    name: "stock-phrases",
    purpose:
      'Replace stock phrases of machine prose ("delve into", "in today\'s fast-paced world") with plain wording.',
    apply: (line, { style, rotation }) => applyTable(line, STOCK_PHRASE_REPLACEMENTS, style, rotation),
  },
  hedging: {
    name: "hedging",
    purpose: 'Remove hedges that only soften ("potentially", "to some extent") while keeping real uncertainty.',
    apply: (line, { style, rotation }) => applyTable(line, HEDGE_REPLACEMENTS, style, rotation),
  },
  transitions: {
    name: "transitions",
    purpose: "Vary or drop sentence-opening connectives (Moreover, Furthermore, Additionally).",
    apply: (line, { style, rotation }) =>
      applyTable(line, TRANSITION_REPLACEMENTS, style, rotation, {
        sentenceStartOnly: true,
        onlyBeforeComma: CONNECTIVE_ONLY_BEFORE_COMMA,
      }),
  },
  contractions: {
    name: "contractions",
    purpose: "Use the contractions people write (don't, it's), except in academic style.",
    apply: (line, { style, strength }) =>
      style === "academic"
        ? { text: line, changes: 0 }
        : contract(line, limitFor(strength) ?? Math.ceil(strength * 50)),
  },
  synonyms: {
    name: "synonyms",
    purpose: "Swap buzzwords (leverage, robust, seamless) for plainer words that suit the style.",
    apply: (line, { style, rotation }) => applyTable(line, SYNONYM_REPLACEMENTS, style, rotation),
  },
  "sentence-rhythm": {
    name: "sentence-rhythm",
    purpose:
      "Join pairs of short statements into one sentence (a semicolon, or a comma before but), those that read most like machine prose first, so sentence length varies as it does in human writing.",
    apply: (line, { strength }) => varyRhythm(line, strength),
  },
  filler: {
    name: "filler",
    purpose: "Drop filler words (very, really, basically) that pad sentences.",
    apply: (line, { style, rotation }) => applyTable(line, FILLER_REPLACEMENTS, style, rotation),
  },
  "sentence-structure": {
    name: "sentence-structure",
    purpose:
      "Change sentence structure: move opening clauses behind the main clause, loosen the First/Second/Finally beat, and set side remarks (examples, qualifications, non-restrictive clauses) in parentheses, so sentences stop opening and running the same way.",
    apply: (line, { style, strength, rotation }) => {
      const loosened = applyTable(line, ENUMERATOR_REPLACEMENTS, style, rotation, {
        sentenceStartOnly: true,
        onlyBeforeComma: CONNECTIVE_ONLY_BEFORE_COMMA,
      });
      const reordered = reorderClauses(loosened.text, strength);
      const apart = setAsidesApart(reordered.text, strength);
      return { text: apart.text, changes: loosened.changes + reordered.changes + apart.changes };
    },
  },
};
