#!/usr/bin/env bash
# Builds the web app, applies the D1 migrations and seeds the demo data into a local state folder.
# Usage: prepare-local.sh [persist-dir]   (default: wrangler's own .wrangler/state)
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$ROOT"
persist=()
[ $# -ge 1 ] && persist=(--persist-to "$1")

vite build --config web/vite.config.ts --logLevel warn
wrangler d1 migrations apply DB --local "${persist[@]}" > "$TMPDIR/migrations.log" 2>&1 || { cat "$TMPDIR/migrations.log"; exit 1; }
tsx worker/seed/seed.ts "${@:1:1}"
echo "Web app built, migrations applied, demo data seeded."
