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
check_failures=0

echo "== format and lint (npm run format fixes what it can)"
biome ci --error-on-warnings . || check_failures=$((check_failures + 1))

echo "== import boundaries (docs/architecture.md)"
depcruise worker schema durable-objects web/src e2e bench docs --output-type err || check_failures=$((check_failures + 1))

echo "== type check"
tsc -p tsconfig.json || check_failures=$((check_failures + 1))
tsc -p web/tsconfig.json || check_failures=$((check_failures + 1))
tsc -p tsconfig.tools.json || check_failures=$((check_failures + 1))

echo "== worker and web tests"
vitest run --reporter=default --reporter=json --outputFile.json="$reports/unit.json" || status=1

echo "== browser tests"
vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/e2e.json" || status=1

node .ci/summarize-tests.mjs --extra-failures "$check_failures" "$reports"/*.json || status=1
exit $status
