#!/usr/bin/env bash
# What CI runs for the WebAssembly build: build Wasm/out/pepin.wasm, then the node smoke checks.
# Closes with the smoke checks' "N passed, M failed" line; exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
command -v node >/dev/null || { echo "check.sh: error: node is required (v18 or later)" >&2; exit 1; }
"$here/build.sh"
node "$here/smoke.mjs" "$here/out/pepin.wasm"
