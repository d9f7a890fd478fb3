import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  currentBlock,
  type DetectorResults,
  DOC,
  detectorFiguresFromFiles,
  renderDetectorFigures,
} from "../bench/detector/figures-doc";

const ROOT = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("the detector's figures in docs/detector.md", () => {
  it("are the ones bench/detector/results.json and bench/report.md give", () => {
    expect(
      currentBlock(read(DOC)),
      "docs/detector.md is stale: run `npx tsx bench/detector/figures-doc.ts` and commit the page",
    ).toBe(detectorFiguresFromFiles(ROOT));
  });

  it("change when the results do", () => {
    const results = JSON.parse(read("bench/detector/results.json")) as DetectorResults;
    const report = read("bench/report.md");
    const block = renderDetectorFigures(results, report);
    const refitted = { ...results, auc: { ...results.auc, plainAiVsHuman: 0.5 } };
    expect(renderDetectorFigures(refitted, report)).not.toBe(block);
    expect(renderDetectorFigures(refitted, report)).toContain("**ROC AUC:** 0.5 (");
    const rerun = report.replace(/calibrated score down [\d.]+ points/, "calibrated score down 31.5 points");
    expect(renderDetectorFigures(results, rerun)).toContain("calibrated score down 31.5 points");
  });

  it("need the bench's rows to be there", () => {
    const results = JSON.parse(read("bench/detector/results.json")) as DetectorResults;
    expect(() => renderDetectorFigures(results, "# Bench report\n")).toThrow(/npm run bench/);
  });
});
