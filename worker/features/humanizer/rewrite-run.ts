import { type EngineName, OFFLINE_MODEL } from "../../ai/engines";
import type { AiSession } from "../../ai/session";
import type { ReportProgress } from "../../ai/stream";
import type { HumanizerStyle, RunPlan } from "../../common/humanizer-modes";
import { confidentLanguage, readsAsEnglish } from "../../text/language";
import { runOfflinePipeline, type StageReport } from "./pipeline";
import { protectedSpans } from "./protect";
import { STAGES, type StageName } from "./stages";

export interface StageRun extends StageReport {
  engine: EngineName;
}

export interface RewriteRun {
  text: string;
  stages: StageRun[];
  engine: EngineName;
  model: string;
  /** The text's language where the offline rules, written for English, were not run on it (null where they could be). */
  rulesSkipped: string | null;
}

/** The text's language when the offline rules must not touch it: they would make English edits to Spanish prose. */
function languageRulesCannotTouch(text: string): string | null {
  const language = confidentLanguage(text);
  return readsAsEnglish(language) ? null : language;
}

function stagePrompt(stage: StageName, style: HumanizerStyle): string {
  return [
    "You are an editor who makes drafts read as if a person wrote them.",
    `Task: ${STAGES[stage].purpose}`,
    `Write in a ${style} style. Change nothing else.`,
    "Keep every number, name, quotation, URL, code span and Markdown line (headings, list markers, links) exactly as it is.",
    "Answer with the rewritten text only.",
  ].join("\n");
}

function changedWords(before: string, after: string): number {
  const remaining = new Map<string, number>();
  for (const word of before.split(/\s+/)) remaining.set(word, (remaining.get(word) ?? 0) + 1);
  let changed = 0;
  for (const word of after.split(/\s+/)) {
    const left = remaining.get(word) ?? 0;
    if (left > 0) remaining.set(word, left - 1);
    else changed += 1;
  }
  return changed;
}

/**
 * Runs the plan's stages. With a language model each stage is a prompt; an answer that drops a protected span
 * (a number, a name, a quotation…) is not trusted and the stage's rules run instead. Without a model every
 * stage runs on the offline rules.
 */
export async function runRewrite(
  text: string,
  plan: RunPlan,
  style: HumanizerStyle,
  ai: AiSession,
  report: ReportProgress,
): Promise<RewriteRun> {
  const sequence = Array.from({ length: plan.passes }, () => plan.stages).flat();
  const total = sequence.length;
  const rulesSkipped = languageRulesCannotTouch(text);
  if (!ai.available && rulesSkipped) {
    report({ step: "done", percent: 100 });
    return { text, stages: [], engine: "offline", model: OFFLINE_MODEL, rulesSkipped };
  }
  if (!ai.available) {
    const result = runOfflinePipeline(text, {
      stages: sequence,
      style,
      strength: plan.strength,
      onStage: (stage, index) => report({ step: stage.name, percent: Math.round(((index + 1) / total) * 100) }),
    });
    return {
      text: result.text,
      stages: result.stages.map((s) => ({ ...s, engine: "offline" })),
      engine: "offline",
      model: OFFLINE_MODEL,
      rulesSkipped: null,
    };
  }

  const stages: StageRun[] = [];
  let current = text;
  const mustKeep = protectedSpans(text);
  for (const [index, name] of sequence.entries()) {
    const started = performance.now();
    const generated = ai.available ? await ai.generate({ system: stagePrompt(name, style), prompt: current }) : null;
    const trusted = generated?.text && mustKeep.every((span) => generated.text.includes(span));
    if (trusted) {
      stages.push({
        name,
        purpose: STAGES[name].purpose,
        changes: changedWords(current, generated.text),
        ms: Math.round(performance.now() - started),
        engine: generated.engine,
      });
      current = generated.text;
    } else if (rulesSkipped) {
      // An answer not to be trusted, on text the rules cannot touch: the stage leaves the text as it was.
      stages.push({ name, purpose: STAGES[name].purpose, changes: 0, ms: 0, engine: "offline" });
    } else {
      const offline = runOfflinePipeline(current, { stages: [name], style, strength: plan.strength });
      stages.push({ ...offline.stages[0]!, ms: Math.round(performance.now() - started), engine: "offline" });
      current = offline.text;
    }
    report({ step: name, percent: Math.round(((index + 1) / total) * 100) });
  }
  const used = ai.lastUsed;
  return {
    text: current,
    stages,
    engine: used?.engine ?? "offline",
    model: used?.model ?? OFFLINE_MODEL,
    rulesSkipped: stages.some((stage) => stage.engine === "offline") ? rulesSkipped : null,
  };
}
