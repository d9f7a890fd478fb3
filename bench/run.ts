/** `npm run bench`: measures the budgets of DESIGN.md and prints one figure per line. */
import { resolve } from "node:path";
import { firstPageJsGzipBytes, workerGzipBytes } from "./bundle-sizes";
import { detectorWordsPerSecond, humanizerWordsPerSecond } from "./text-throughput";

const ROOT = resolve(import.meta.dirname, "..");
const KB = 1024;

function report(label: string, value: number, budget: number, unit: "KB") {
  const shown = (value / KB).toFixed(1);
  const verdict = value <= budget * KB ? "within budget" : "OVER BUDGET";
  console.log(`${label}: ${shown} ${unit} (budget ${budget} ${unit}, ${verdict})`);
}

report("first page JS, gzip", firstPageJsGzipBytes(ROOT), 150, "KB");
report("worker bundle, gzip", workerGzipBytes(ROOT), 1024, "KB");

const humanizer = humanizerWordsPerSecond();
console.log(`offline humanizer, all 8 stages: ${humanizer.toLocaleString("en-US")} words/s on one core (budget 50,000, ${humanizer >= 50_000 ? "within budget" : "UNDER BUDGET"})`);
console.log(`AI-signature detector: ${detectorWordsPerSecond().toLocaleString("en-US")} words/s on one core`);
