#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when we are root; otherwise say in one line what is missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) > /tmp/chromium-install.log 2>&1 \
    || { tail -20 /tmp/chromium-install.log; echo "Could not install chromium: run 'apt-get install -y chromium' as root."; exit 1; }
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian's package), then npm test again."
exit 1
