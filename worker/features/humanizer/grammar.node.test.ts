import { type Lint, LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";
import { beforeAll, describe, expect, it } from "vitest";
import { HUMANIZER_STYLES, OVERKILL_PLANS } from "../../common/humanizer-modes";
import { CORPUS } from "../../test/fixtures/corpus";
import { PASTED_PARAGRAPHS } from "../../test/fixtures/pasted-paragraphs";
import { runOfflinePipeline } from "./pipeline";

/**
 * Shapes the rewrite tables once produced and a grammar checker may not catch: an adverb between a modal and its
 * verb that English does not allow there, an article dropped before a superlative, a verb left without agreement.
 */
const BAD_SHAPES = [
  /\b(?:can|could|will|would|should|must|may|might) a lot\b/i,
  /\b(?:using|with|of|for|to|in|on|by|and|from) (?:latest|best|most|greatest|newest|biggest)\b(?! of)/i,
  /\b(?:it|he|she|this|that) often (?:rain|go|do|have|make|take|get|come|seem|need)\b/i,
  /\bno use\b/i,
];

/** The kind of stock paragraph a writer pastes in first; it once came back as "…can a lot boost productivity". */
const STOCK_PARAGRAPH =
  "In today's fast-paced digital landscape, leveraging cutting-edge strategies can significantly boost productivity. Furthermore, it is important to note that organizations must seamlessly integrate robust solutions to stay ahead of the curve. Next week, teams tend to foster collaboration; overall scores rose. In addition to the budget, it is vital to delve into every metric.";

let linter: LocalLinter;

const linted = new Map<string, Promise<Map<string, number>>>();

/**
 * Each lint as its kind and the text it points at, counted: what a rewrite added is what the input did not have.
 * Linting is the slow part, and the inputs and many rewrites repeat across styles: each text is linted once.
 */
function lintCounts(text: string): Promise<Map<string, number>> {
  let counts = linted.get(text);
  if (!counts) {
    counts = countLints(text);
    linted.set(text, counts);
  }
  return counts;
}

async function countLints(text: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const lint of (await linter.lint(text)) as Lint[]) {
    const key = `${lint.lint_kind()}: ${lint.get_problem_text()}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

beforeAll(async () => {
  linter = new LocalLinter({ binary: binaryInlined });
  await linter.setup();
}, 120_000);

describe("the offline humanizer's grammar, judged by harper.js", () => {
  it("leaves words that are not connectives where they stand, and verbs in their slot", () => {
    const text = runOfflinePipeline(STOCK_PARAGRAPH, {
      stages: OVERKILL_PLANS.maximum.stages,
      style: "conversational",
      strength: 1,
    }).text;
    expect(text).toContain("Next week");
    expect(text).toContain("overall scores rose");
    expect(text).toContain("In addition to the budget");
    expect(text).not.toMatch(/leverag|cutting-edge|significantly|robust|seamlessly|delve/);
    expect(text).toMatch(/can (?:clearly|markedly) boost/);
  });

  it("keeps a swapped verb's pattern, and never opens two sentences in a row with the same word", () => {
    for (const style of HUMANIZER_STYLES)
      for (const { id, text: pasted } of PASTED_PARAGRAPHS)
        for (const mode of [OVERKILL_PLANS.maximum, OVERKILL_PLANS.godmode]) {
          const text = runOfflinePipeline(pasted, { stages: mode.stages, style, strength: mode.strength }).text;
          // "let" takes a bare infinitive: "lets individuals to thrive" is not English.
          expect([id, style, text]).not.toEqual([id, style, expect.stringMatching(/\blets? \w+(?: \w+)? to \w+/i)]);
          expect([id, style, text]).not.toEqual([id, style, expect.stringMatching(/(?:^|[.!?] )Note that\b/)]);
          const openers = text
            .split(/(?<=[.!?])\s+/)
            .map((sentence) => /^[\p{L}']+/u.exec(sentence)?.[0]?.toLowerCase());
          const repeated = openers.filter(
            (word, i) => i > 0 && word && word === openers[i - 1] && /^(also|and|plus|so|still)$/.test(word),
          );
          expect([id, style, repeated]).toEqual([id, style, []]);
        }
  });

  // Each style lints the whole corpus: seconds of CPU on an idle machine, several times that on a busy one.
  it.each(HUMANIZER_STYLES)(
    "adds no grammar lint to any corpus paragraph in the %s style",
    { timeout: 180_000 },
    async (style) => {
      const plan = OVERKILL_PLANS.godmode;
      const added: string[] = [];
      for (const entry of [...CORPUS, ...PASTED_PARAGRAPHS, { id: "stock", text: STOCK_PARAGRAPH }]) {
        let text = entry.text;
        for (let pass = 0; pass < plan.passes; pass++)
          text = runOfflinePipeline(text, { stages: plan.stages, style, strength: plan.strength }).text;
        const before = await lintCounts(entry.text);
        for (const [lint, count] of await lintCounts(text))
          if (count > (before.get(lint) ?? 0)) added.push(`${entry.id}: ${lint}`);
        for (const shape of BAD_SHAPES)
          if (shape.test(text) && !shape.test(entry.text)) added.push(`${entry.id}: ${shape}`);
      }
      expect(added).toEqual([]);
    },
  );
});
