#!/usr/bin/env bash
# npm run deploy: build the web app, apply D1 migrations to the remote database, then deploy the worker.
# Needs a Cloudflare login (`wrangler login`) or CLOUDFLARE_API_TOKEN, and the real database_id in wrangler.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
# Refuses test payments (unless --allow-test-payments), the local outbox, and a missing APP_ORIGIN.
node .ci/deploy-guard.mjs "$@"
NODE_ENV=production vite build --config web/vite.config.ts
wrangler d1 migrations apply DB --remote
wrangler deploy
