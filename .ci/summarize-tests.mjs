// Sums vitest JSON reports into the one closing line CI reads: "tests: N passed, N failed".
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
let passed = 0;
// Checks that are not tests (format, lint, boundaries, type checks) count as failures when they fail.
let failed = args[0] === "--extra-failures" ? Number(args.splice(0, 2)[1]) : 0;
let skipped = 0;
for (const file of args) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    console.error(`no readable test report: ${file}`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
