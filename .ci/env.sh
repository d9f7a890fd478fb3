# Sourced by every script that runs wrangler, miniflare or Chromium: offline, non-interactive, nothing in $HOME.
export CI="${CI:-true}"
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export NO_UPDATE_NOTIFIER=1
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# With WORKERS_AI=remote, wrangler must find the user's own Cloudflare login, so the config folder stays theirs.
if [ "${WORKERS_AI:-}" != "remote" ]; then
  export XDG_CONFIG_HOME="$ROOT/.tmp/config"
  mkdir -p "$XDG_CONFIG_HOME"
fi
export XDG_CACHE_HOME="$ROOT/.tmp/cache"
export TMPDIR="$ROOT/.tmp/tmp"
mkdir -p "$XDG_CACHE_HOME" "$TMPDIR"
export PATH="$ROOT/node_modules/.bin:$PATH"
# Node 24 first on the PATH (the system's, or the one `npm run setup` brought); a clear stop where there is none.
source "$ROOT/.ci/node.sh"
if [ -n "$NODE_PROBLEM" ]; then
  echo "$NODE_PROBLEM" >&2
  exit 1
fi
