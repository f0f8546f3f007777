#!/usr/bin/env bash
# An installed pepin works: the release binary, built with the Swift runtime linked in, is copied
# alone into an empty folder and run with no toolchain on PATH and the checkout's Wasm/out out of
# sight. It must build the 2016 site with a WebAssembly core in under 5 s (issue 9, item 4).
# Usage: Tests/Install/run.sh   (builds `swift build -c release --static-swift-stdlib` first)
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
swift build -c release --static-swift-stdlib --product pepin 2>&1 | grep -v "unhandled; explicitly declare" | tail -1
place="$(mktemp -d)"
# The checkout's module is hidden while the installed binary runs, and always put back.
restore() {
    rm -rf "$place"
    if [ -d "$root/Wasm/out.hidden" ]; then rm -rf "$root/Wasm/out" && mv "$root/Wasm/out.hidden" "$root/Wasm/out"; fi
}
trap restore EXIT
cp .build/release/pepin "$place/pepin"
if [ -d Wasm/out ]; then mv Wasm/out Wasm/out.hidden; fi
book="$(pwd)/Examples/Cookbook"
[ -d ../shared/fixtures/pepin-2016-site ] && book="$(cd ../shared/fixtures/pepin-2016-site && pwd)"
cd "$place"
if ldd ./pepin | grep -q "libswift\|libFoundation"; then
    echo "install test: the binary still needs the Swift runtime:" >&2
    ldd ./pepin | grep "libswift\|libFoundation" >&2
    exit 1
fi
start=$(date +%s%N)
env -i PATH=/usr/bin:/bin HOME="$place" ./pepin build "$book" --output "$place/site"
seconds=$(python3 -c "print(round(($(date +%s%N) - $start) / 1e9, 2))")
[ -f "$place/site/assets/pepin-wasm.js" ] || { echo "install test: the site has no WebAssembly core" >&2; exit 1; }
echo "install test: an installed pepin built a scaling site in ${seconds} s"
python3 -c "import sys; sys.exit(0 if $seconds < 5 else 1)" || { echo "install test: slower than 5 s" >&2; exit 1; }
