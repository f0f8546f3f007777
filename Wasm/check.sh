#!/usr/bin/env bash
# What CI runs for the WebAssembly build: build Wasm/out/pepin.wasm, build the same Swift natively
# (out/pepin-native, for the parity check), then the node smoke checks.
# Closes with the smoke checks' "N passed, M failed" line; exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
command -v node >/dev/null || { echo "check.sh: error: node is required (v18 or later)" >&2; exit 1; }

"$here/build.sh"

# The core and the exports compiled natively (host swiftc, not Embedded, 64-bit Int): smoke.mjs
# checks that the wasm answers exactly as this does.
toolchain="$(cat "$here/out/toolchain")"
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$root/Sources/Pepin" "$here" -maxdepth 8 -name '*.swift' -not -path '*/Parity/*' -print0 | sort -z)
echo "check.sh: building out/pepin-native for the parity check"
"$toolchain/bin/swiftc" -O -swift-version 6 -module-name Pepin \
    "${sources[@]}" "$here/Parity/main.swift" -o "$here/out/pepin-native" \
    || { echo "check.sh: error: native build failed" >&2; exit 1; }

node "$here/smoke.mjs" "$here/out/pepin.wasm"
