#!/usr/bin/env bash
# Runs one command with the offline, non-interactive environment of .ci/env.sh.
set -euo pipefail
source "$(dirname "$0")/env.sh"
exec "$@"
