// Closes `npm test`: names every failed check and test, then the one line CI reads, "tests: N passed, N failed", so
// a failure is on the last screen whatever ran after it.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
// Checks that are not tests (format, lint, boundaries, type checks), by name, when they failed.
const failedChecks = args[0] === "--failed-checks" ? args.splice(0, 2)[1].split(",").filter(Boolean) : [];
let passed = 0;
let failed = failedChecks.length;
let skipped = 0;
const failures = failedChecks.map((check) => `check: ${check}`);
for (const file of args) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    failures.push(`no readable test report: ${file}`);
    failed += 1;
    continue;
  }
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = suite.name.replace(`${process.cwd()}/`, "");
    const tests = (suite.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of tests) failures.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (suite.status === "failed" && tests.length === 0) failures.push(`${where}: ${firstLine([suite.message])}`);
  }
  if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += 1;
}

function firstLine(messages = []) {
  const text = messages.find(Boolean) ?? "";
  return text.split("\n")[0].slice(0, 200);
}

if (failures.length) console.log(["", "failed:", ...failures.map((failure) => `  ${failure}`), ""].join("\n"));
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
