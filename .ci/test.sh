#!/usr/bin/env bash
# npm test: format and lint, import boundaries, type checks, worker and web tests (workerd, happy-dom), then browser tests against wrangler dev.
# Ends with one line "tests: N passed, N failed" summing every runner.
set -uo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"

bash .ci/ensure-chromium.sh || exit 1

reports="$TMPDIR/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
status=0
failed_checks=()

echo "== format and lint (npm run format fixes what it can)"
biome ci --error-on-warnings . || failed_checks+=("format and lint (biome)")

echo "== import boundaries (docs/architecture.md)"
depcruise worker schema durable-objects web/src e2e bench docs --output-type err || failed_checks+=("import boundaries")

echo "== type check"
# The three projects are checked side by side (each tsc uses one core); their output is shown in order.
typecheck() { tsc -p "$1" > "$TMPDIR/tsc-$2.log" 2>&1; }
typecheck tsconfig.json worker & worker_types=$!
typecheck web/tsconfig.json web & web_types=$!
typecheck tsconfig.tools.json tools & tools_types=$!
wait "$worker_types" || failed_checks+=("types: worker")
wait "$web_types" || failed_checks+=("types: web")
wait "$tools_types" || failed_checks+=("types: e2e, bench, docs")
cat "$TMPDIR/tsc-worker.log" "$TMPDIR/tsc-web.log" "$TMPDIR/tsc-tools.log"

echo "== worker and web tests"
vitest run --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || status=1

echo "== browser tests"
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json" || status=1

checks=$(IFS=,; echo "${failed_checks[*]}")
node .ci/summarize-tests.mjs --failed-checks "$checks" "$reports"/*.json || status=1
exit $status
