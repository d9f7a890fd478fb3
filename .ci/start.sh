#!/usr/bin/env bash
# npm start: build, migrate, seed, then serve the SPA and the API on http://localhost:8787.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
bash .ci/prepare-local.sh
# --local keeps every binding on this machine; WORKERS_AI=remote lets the AI binding reach Workers AI (needs a login).
mode=(--local)
[ "${WORKERS_AI:-}" = "remote" ] && mode=()
# A local run opts into test payments (nothing is charged, and the app says so); a deploy must choose for itself.
# wrangler dev never fires the crons: local-crons.mjs asks its --test-scheduled route for each when it is due.
node .ci/local-crons.mjs "http://127.0.0.1:${PORT:-8787}" &
exec wrangler dev "${mode[@]}" --ip 127.0.0.1 --port "${PORT:-8787}" --var "PAYMENTS_MODE:${PAYMENTS_MODE:-test}" --var "DEV_OUTBOX:on" \
  --test-scheduled --show-interactive-dev-session=false
