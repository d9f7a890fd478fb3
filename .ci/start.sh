#!/usr/bin/env bash
# npm start: build, migrate, seed, then serve the SPA and the API on http://localhost:8787.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
bash .ci/prepare-local.sh
exec wrangler dev --local --ip 127.0.0.1 --port "${PORT:-8787}" --show-interactive-dev-session=false
