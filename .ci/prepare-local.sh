#!/usr/bin/env bash
# Builds the web app, applies the D1 migrations and seeds the demo data into a local state folder.
# Usage: prepare-local.sh [--no-build] [persist-dir]   (default: wrangler's own .wrangler/state)
# --no-build leaves web/dist as it is, for callers that build it themselves or serve only the API (the bench).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
build=true
if [ "${1:-}" = "--no-build" ]; then
  build=false
  shift
fi
persist=()
[ $# -ge 1 ] && persist=(--persist-to "$1")

if $build; then
  # The build users get, whoever calls: the browser tests' runner sets NODE_ENV=test, with which Vite would build
  # React's development bundle (four times the main-thread work of the production one).
  NODE_ENV=production vite build --config web/vite.config.ts --logLevel warn
else
  mkdir -p web/dist # wrangler dev needs the assets folder to exist
fi
# Migrations and demo data through one local runtime (worker/seed/seed.ts), as `wrangler d1 migrations apply --local`
# would record them.
tsx worker/seed/seed.ts "${@:1:1}"
if $build; then
  echo "Web app built, migrations applied, demo data seeded."
else
  echo "Migrations applied, demo data seeded."
fi
