#!/usr/bin/env bash
# Tools nobody here wrote judge what the tests produce: Debian's Chromium headless shell drives the browser tests,
# poppler's pdftotext and pdffonts and qpdf read the PDFs. `npm run setup` installs them; this only checks, and says
# in one line what to run when one is missing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
missing=()
[ -x "$chromium_path" ] || missing+=("Chromium's headless shell ($chromium_path)")
command -v pdftotext >/dev/null || missing+=(pdftotext)
command -v pdffonts >/dev/null || missing+=(pdffonts)
command -v qpdf >/dev/null || missing+=(qpdf)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Missing for the tests: ${missing[*]}. Run 'npm run setup' (it installs Debian's chromium-headless-shell, poppler-utils and qpdf), then npm test again."
exit 1
