#!/usr/bin/env bash
# npm run deploy: build the web app, apply D1 migrations to the remote database, then deploy the worker.
# Needs a Cloudflare login (`wrangler login`) or CLOUDFLARE_API_TOKEN, and the real database_id in wrangler.toml.
set -euo pipefail
cd "$(dirname "$0")/.."
# Test payments give goods away for nothing: a deploy with them must say so (`npm run deploy -- --allow-test-payments`).
if grep -Eq '^\s*PAYMENTS_MODE\s*=\s*"test"' wrangler.toml && [ "${1:-}" != "--allow-test-payments" ]; then
  echo "wrangler.toml sets PAYMENTS_MODE = \"test\": purchases would be free. Set it to \"stripe\" (with the" >&2
  echo "STRIPE_SECRET_KEY secret), or deploy anyway with: npm run deploy -- --allow-test-payments" >&2
  exit 1
fi
# The local outbox shows every e-mail, one-time links included: it never goes to a deploy.
if grep -Eq '^\s*DEV_OUTBOX\s*=' wrangler.toml; then
  echo "wrangler.toml sets DEV_OUTBOX: the outbox would show anyone the sign-in links it holds. Remove it." >&2
  exit 1
fi
export PATH="$PWD/node_modules/.bin:$PATH"
vite build --config web/vite.config.ts
wrangler d1 migrations apply DB --remote
wrangler deploy
