import type { WorkSettings } from "../../../schema/literary";

/**
 * What the create form's choices ask of each chapter: lines for a language model's instructions, and the same asks
 * as writing prompts and sections in the offline scaffold, so every field changes what is generated.
 */
export interface ChapterDirections {
  /** Sentences added to the model's system prompt. */
  instructions: string[];
  /** Writing prompts added to the scaffold's numbered list. */
  prompts: string[];
  /** Whole sections (Markdown, starting with a ### heading) added to the end of the scaffold. */
  sections: string[];
}

type DirectionSettings = Pick<
  WorkSettings,
  "humanizationLevel" | "marketingStrategy" | "kdpOptimization" | "transformInto" | "expertise"
>;

const STOCK_PHRASES = ["in today's fast-paced world", "it is important to note", "delve into", "unlock your potential"];

const VOICE: Record<string, { instruction: string; prompt: string }> = {
  standard: {
    instruction: "Write in a natural, plain voice.",
    prompt: "Read the chapter aloud once and rewrite any sentence you would not say to a reader in person.",
  },
  maximum: {
    instruction: `Write like a person, not a template: vary sentence length sharply, prefer concrete details to abstractions, and never use stock phrases such as ${STOCK_PHRASES.map((p) => `"${p}"`).join(", ")}.`,
    prompt: `Vary your sentence lengths on purpose (some very short), swap every abstraction for a concrete detail, and cut stock phrases such as "${STOCK_PHRASES[0]}".`,
  },
  godmode: {
    instruction: `Write with a distinct personal voice: first-person asides where they fit, opinions stated plainly, sentence lengths that swing from four words to thirty, concrete details, and none of these stock phrases: ${STOCK_PHRASES.map((p) => `"${p}"`).join(", ")}.`,
    prompt:
      "Write it in your own voice: one first-person aside, one opinion you hold that others might not, sentences that swing from very short to long, and no stock phrases at all.",
  },
};

const SHAPE: Record<string, { instruction: string; section?: string }> = {
  book: { instruction: "Shape the chapter as continuous prose that leads into the next chapter." },
  course: {
    instruction:
      "Shape the chapter as a lesson: open with two or three learning objectives, teach, then end with one exercise and a three-question recap quiz.",
    section:
      "### Lesson plan\n\n- Learning objectives: what a learner can do after this lesson (two or three).\n- Exercise: one task to practise it.\n- Recap quiz: three questions with their answers.",
  },
  guide: {
    instruction: "Shape the chapter as a practical guide: numbered steps a reader can follow in order.",
    section: "### Steps\n\n1. The first thing a reader does.\n2. What comes next.\n3. How they know it worked.",
  },
  workbook: {
    instruction:
      "Shape the chapter as a workbook section: short teaching, then reflection questions and exercises with blank lines (____) for the reader's answers.",
    section:
      "### Exercises\n\n- A reflection question, with lines for the answer: ________________\n- A checklist the reader fills in this week.",
  },
  manual: {
    instruction:
      "Shape the chapter as a manual: a purpose line, then procedures as numbered steps, with warnings called out before the step they apply to.",
    section:
      "### Procedure\n\n- Purpose: one line.\n- Steps: numbered, one action each.\n- Warnings: before the step they apply to.",
  },
  series: {
    instruction:
      "This chapter is one part of a series: make it stand on its own, and end with one line that makes the reader want the next part.",
    section: "### Series hook\n\nOne closing line that points to the next part of the series.",
  },
};

const KINDLE = {
  instruction:
    "Format for Kindle: paragraphs of at most four sentences, a ### subheading every 300 to 500 words, no tables and no images.",
  prompt:
    "Keep paragraphs to four sentences or fewer and add a subheading every 300-500 words: Kindle readers skim on small screens, and tables don't survive conversion.",
};

export function chapterDirections(settings: DirectionSettings): ChapterDirections {
  const voice = VOICE[settings.humanizationLevel] ?? VOICE.standard!;
  const shape = SHAPE[settings.transformInto] ?? SHAPE.book!;
  const directions: ChapterDirections = {
    instructions: [voice.instruction, shape.instruction],
    prompts: [voice.prompt],
    sections: shape.section ? [shape.section] : [],
  };
  const expertise = settings.expertise.trim();
  if (expertise) {
    directions.instructions.push(
      `The author's expertise: ${expertise}. Draw examples from it and write with that authority.`,
    );
    directions.prompts.push(`Bring in one case from your own work as ${expertise} that only you could tell.`);
  }
  const marketing = settings.marketingStrategy.trim();
  if (marketing) {
    directions.instructions.push(
      `The author's marketing plan: ${marketing}. Where it fits naturally, end with one line that points readers toward it; never a hard sell.`,
    );
    directions.prompts.push(`Where it fits, close with one line that points readers to your plan: ${marketing}.`);
  }
  if (settings.kdpOptimization) {
    directions.instructions.push(KINDLE.instruction);
    directions.prompts.push(KINDLE.prompt);
  }
  return directions;
}
