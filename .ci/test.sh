#!/usr/bin/env bash
# npm test: format and lint, import boundaries, type checks, worker and web tests (workerd, happy-dom), and browser
# tests against wrangler dev. The browser tests run beside the rest: they mostly wait on the browser and the server, so
# two cores have room for both. The rest runs at a lower priority, so the browser and the server it waits on are never
# starved of CPU; the browser tests' output is shown after the worker and web tests'.
# Ends with one line "tests: N passed, N failed" summing every runner.
set -uo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"

bash .ci/check-test-tools.sh || exit 1

reports="$TMPDIR/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
status=0
failed_checks=()
# Each phase's heading says how long the run has taken so far, so a slow phase is easy to find.
phase() { echo "== $1 (at ${SECONDS}s)"; }

phase "format and lint (npm run format fixes what it can)"
biome ci --error-on-warnings . || failed_checks+=("format and lint (biome)")

phase "import boundaries (docs/architecture.md)"
depcruise worker schema durable-objects web/src e2e bench docs --output-type err || failed_checks+=("import boundaries")

phase "browser tests (started; their output follows the worker and web tests)"
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json" \
  > "$reports/e2e.log" 2>&1 &
browser_tests=$!
trap 'kill "$browser_tests" 2>/dev/null' INT TERM

phase "type check"
# The three projects are checked side by side, their output shown in order, by TypeScript 7's native compiler
# (package typescript-7: ten times faster than 5.9's); the `typescript` package (5.9) stays for the tools that use
# its JavaScript API (dependency-cruiser, the regex-safety test). Each compiler on one thread: its parallel checkers
# each redo part of the work, which on two cores already busy costs twice the CPU for no time saved.
typecheck() {
  nice -n 10 "$ROOT/node_modules/typescript-7/bin/tsc" -p "$1" --singleThreaded > "$TMPDIR/tsc-$2.log" 2>&1
}
typecheck tsconfig.json worker & worker_types=$!
typecheck web/tsconfig.json web & web_types=$!
typecheck tsconfig.tools.json tools & tools_types=$!
wait "$worker_types" || failed_checks+=("types: worker")
wait "$web_types" || failed_checks+=("types: web")
wait "$tools_types" || failed_checks+=("types: e2e and bench and docs")
cat "$TMPDIR/tsc-worker.log" "$TMPDIR/tsc-web.log" "$TMPDIR/tsc-tools.log"

phase "worker and web tests"
nice -n 10 vitest run --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || status=1

phase "browser tests (waiting for them to finish)"
wait "$browser_tests" || status=1
cat "$reports/e2e.log"

phase "done"
checks=$(IFS=,; echo "${failed_checks[*]}")
node .ci/summarize-tests.mjs --failed-checks "$checks" "$reports"/*.json || status=1
exit $status
