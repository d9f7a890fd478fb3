import type { HumanizerStyle } from "../../common/humanizer-modes";
import { maskProtected } from "./protect";
import { STAGES, type StageContext, type StageName } from "./stages";
import { Rotation } from "./stages/rewrite";

export interface StageReport {
  name: StageName;
  purpose: string;
  changes: number;
  ms: number;
}

export interface PipelineOptions {
  stages: readonly StageName[];
  style: HumanizerStyle;
  strength: number;
  /** Called after each stage, for progress events. */
  onStage?: (report: StageReport, index: number, total: number) => void;
}

/** A line's Markdown prefix (heading, list item, quote) stays as it is; headings and code fences are not rewritten. */
const LINE_PREFIX = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|>\s*)?)([\s\S]*)$/;
const UNTOUCHED_LINE = /^\s*(?:#{1,6}\s|```|\|)/;

/** Runs the offline rule stages over the text, line by line, with protected spans masked throughout. */
export function runOfflinePipeline(text: string, options: PipelineOptions): { text: string; stages: StageReport[] } {
  const masked = maskProtected(text);
  let lines = masked.text.split("\n");
  const context: StageContext = { style: options.style, strength: options.strength, rotation: new Rotation() };
  const reports: StageReport[] = [];
  options.stages.forEach((name, index) => {
    const stage = STAGES[name];
    const started = performance.now();
    let changes = 0;
    lines = lines.map((line) => {
      if (!line.trim() || UNTOUCHED_LINE.test(line)) return line;
      const [, prefix = "", body = ""] = LINE_PREFIX.exec(line)!;
      const result = stage.apply(body, context);
      changes += result.changes;
      return prefix + result.text;
    });
    const report = { name, purpose: stage.purpose, changes, ms: Math.round((performance.now() - started) * 100) / 100 };
    reports.push(report);
    options.onStage?.(report, index, options.stages.length);
  });
  return { text: masked.restore(lines.join("\n")), stages: reports };
}
