#!/usr/bin/env bash
# Tools nobody here wrote judge what the tests produce: Debian's Chromium headless shell drives the browser tests
# (the full chromium runs Lighthouse in the bench), poppler's pdftotext and qpdf read the PDFs. Install what is
# missing when we are root; otherwise say in one line what to run.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium-headless-shell)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
command -v qpdf >/dev/null || missing+=(qpdf)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the tests…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}") > /tmp/debian-packages.log 2>&1 \
    || { tail -20 /tmp/debian-packages.log; echo "Could not install ${missing[*]}: run 'apt-get install -y ${missing[*]}' as root."; exit 1; }
  exit 0
fi
echo "Missing for the tests: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' (Debian's packages), then npm test again."
exit 1
