/**
 * The detector's figures in docs/detector.md, generated rather than typed: the English ones from
 * bench/detector/results.json (written by fit.ts), the other languages' and the humanizer's effect from the rows
 * `npm run bench` wrote into bench/report.md. `npx tsx bench/detector/figures-doc.ts` rewrites the block between the
 * markers; docs/detector-figures.test.ts fails while the page and the results disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const START = "<!-- detector-figures:start -->";
export const END = "<!-- detector-figures:end -->";
export const DOC = "docs/detector.md";
const RESULTS = "bench/detector/results.json";
const REPORT = "bench/report.md";

/** The part of results.json the page shows. */
export interface DetectorResults {
  counts: Record<"dev" | "test", { human: number; ai: number; aiCliche: number }>;
  auc: { plainAiVsHuman: number; byRegister: Record<string, number>; clicheAiVsHuman: number; devCrossFitted: number };
  thresholds: { likelyAi: number; uncertain: number };
  falsePositiveRate: { likelyAi: number; uncertain: number; likelyAiByRegister: Record<string, number> };
  truePositiveRate: { likelyAi: number; uncertain: number };
  calibration: {
    expectedError: number;
    bands: { from: number; to: number; count: number; meanScore: number; shareAi: number; low: number; high: number }[];
  };
}

/** The first cell of every row of the report's tables, unescaped (report.ts escapes `|` and `<`). */
function reportFigures(report: string): { figure: string; method: string }[] {
  return report
    .split("\n")
    .filter((line) => line.startsWith("| "))
    .map((line) => line.slice(2, -2).split(/(?<!\\)\|/))
    .map(([figure = "", , , method = ""]) => ({
      figure: figure.trim().replace(/\\([|<])/g, "$1"),
      method: method.trim().replace(/\\([|<])/g, "$1"),
    }));
}

function rowStarting(report: string, prefix: string) {
  const row = reportFigures(report).find(({ figure }) => figure.startsWith(prefix));
  if (!row) throw new Error(`${REPORT} has no figure starting "${prefix}": run \`npm run bench\``);
  return row;
}

const LANGUAGE_ROW =
  /^AI detector in (\w+): held-out ROC AUC ([\d.]+) \(registers with \d+ or more test texts of each kind: (.*?)\); "likely AI" from (\d+)% flags ([\d.]+)% of held-out human texts \((.*)\)$/;
const BAR = /calibrated needs AUC ≥ ([\d.]+), ≤ ([\d.]+)% human false positives, (\d+) registers/;
const PROBES = /machine-made \((.*)\)$/;
const languageName = new Intl.DisplayNames(["en"], { type: "language" });

function otherLanguages(report: string): string[] {
  const rows = reportFigures(report).filter(({ figure }) => figure.startsWith("AI detector in "));
  if (rows.length === 0) throw new Error(`${REPORT} has no per-language detector figures: run \`npm run bench\``);
  const lines = [
    '| language | held-out ROC AUC | registers measured | "likely AI" from | human texts flagged | verdict | human prose from outside its corpora called machine-made |',
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  let passing: number[] = [];
  let calibrated = 0;
  let bar = "";
  for (const { figure, method } of rows) {
    const match = LANGUAGE_ROW.exec(figure);
    const code = figure.slice("AI detector in ".length).split(":")[0]!;
    const name = languageName.of(code) ?? code;
    if (!match) {
      lines.push(`| ${name} | — | — | — | — | ${figure.slice(figure.indexOf(":") + 2)} | — |`);
      continue;
    }
    const [, , auc, registers, threshold, flagged, verdictText] = match;
    const [minAuc, maxFlagged, minRegisters] = (BAR.exec(method) ?? []).slice(1).map(Number);
    bar = `ROC AUC ≥ ${minAuc}, at most ${maxFlagged}% of human texts flagged, ${minRegisters} registers measured`;
    const registerCount = registers === "none" ? 0 : registers!.split(", ").length;
    if (Number(auc) >= minAuc! && Number(flagged) <= maxFlagged! && registerCount >= minRegisters!)
      passing.push(Number(auc));
    const verdict = verdictText!.split(";")[0]!.split(":")[0]!;
    if (verdict === "calibrated") calibrated += 1;
    const probes =
      PROBES.exec(verdictText!)?.[1] ?? (verdictText!.includes("no human prose") ? "none to probe with" : "none");
    lines.push(`| ${name} | ${auc} | ${registers} | ${threshold}% | ${flagged}% | ${verdict} | ${probes} |`);
  }
  passing = passing.sort((a, b) => a - b);
  const range = passing.length ? `, with ROC AUC ${passing[0]!.toFixed(3)}–${passing.at(-1)!.toFixed(3)}` : "";
  return [
    ...lines,
    "",
    `${passing.length} of ${rows.length} languages meet the first three conditions (${bar})${range}; ${
      calibrated === 0 ? "none is" : calibrated === 1 ? "1 is" : `${calibrated} are`
    } calibrated.`,
  ];
}

const registerList = (values: Record<string, number>, unit = "") =>
  Object.entries(values)
    .map(([register, value]) => `${register} ${value}${unit}`)
    .join(", ");

/** The block's lines, markers included. */
export function renderDetectorFigures(results: DetectorResults, report: string): string {
  const { counts, auc, thresholds, falsePositiveRate: fp, truePositiveRate: tp, calibration } = results;
  const shipped = rowStarting(report, "AI detector on held-out text: ").figure;
  const humanizer = rowStarting(report, "offline humanizer on ").figure.replace(/ \(budget .*\)$/, "");
  const lines = [
    START,
    "<!-- Generated by `npx tsx bench/detector/figures-doc.ts` from bench/detector/results.json and bench/report.md. -->",
    "",
    `Measured on held-out text ([results.json](../bench/detector/results.json), written by \`bench/detector/fit.ts\`):`,
    "",
    `- **Test set:** ${counts.test.human} human paragraphs and ${counts.test.ai} machine paragraphs, and ${counts.test.aiCliche} in the older cliché-heavy style. The development half holds ${counts.dev.human}, ${counts.dev.ai} and ${counts.dev.aiCliche}.`,
    `- **ROC AUC:** ${auc.plainAiVsHuman} (${registerList(auc.byRegister)}); ${auc.clicheAiVsHuman} against the older cliché-heavy style; ${auc.devCrossFitted} cross-fitted on the development half.`,
    `- **At "likely AI" (${thresholds.likelyAi}%):** ${fp.likelyAi}% of human paragraphs are flagged (${registerList(fp.likelyAiByRegister, "%")}), and ${tp.likelyAi}% of machine paragraphs are caught.`,
    `- **From "uncertain" (${thresholds.uncertain}%):** ${fp.uncertain}% of human paragraphs and ${tp.uncertain}% of machine paragraphs.`,
    `- **Calibration error:** ${calibration.expectedError} points: the mean score against the share of machine text, per band of 10 points, weighted by band size.`,
    "",
    "| score band | test texts | mean score | machine text (90% interval) |",
    "| --- | --- | --- | --- |",
    ...calibration.bands.map(
      (band) =>
        `| ${band.from}–${band.to}% | ${band.count} | ${band.meanScore}% | ${band.shareAi}% (${band.low}–${band.high}%) |`,
    ),
    "",
    `- **The shipped detector, measured again by the last \`npm run bench\`** ([report.md](../bench/report.md)): ${shipped.slice("AI detector on held-out text: ".length)}.`,
    `- **The offline humanizer** (Overkill at maximum, conversational style), by the same run, ${humanizer.replace(/^offline humanizer /, "")}.`,
    "",
    "Other languages, fitted and measured the same way on their own corpora by the last `npm run bench`:",
    "",
    ...otherLanguages(report),
    END,
  ];
  return lines.join("\n");
}

/** The block the results give, from the files in the repository. */
export function detectorFiguresFromFiles(root: string): string {
  const results = JSON.parse(readFileSync(join(root, RESULTS), "utf8")) as DetectorResults;
  return renderDetectorFigures(results, readFileSync(join(root, REPORT), "utf8"));
}

/** The block the page holds now, markers included; throws when the markers are missing or repeated. */
export function currentBlock(doc: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start || doc.indexOf(START, start + 1) >= 0)
    throw new Error(`${DOC} needs one ${START} … ${END} block`);
  return doc.slice(start, end + END.length);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, "../..");
  const path = join(root, DOC);
  const doc = readFileSync(path, "utf8");
  const block = detectorFiguresFromFiles(root);
  writeFileSync(
    path,
    doc.replace(currentBlock(doc), () => block),
  );
  console.log(`${DOC}: detector figures written`);
}
