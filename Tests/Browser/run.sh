#!/bin/sh
# The real-browser test: builds the example cookbook with the WebAssembly core and drives
# Debian's headless chromium over the DevTools protocol (Python standard library only).
# Screenshots go to screenshots/ at the repository root (git-ignored).
# The site uses the core the pepin binary carries (PEPIN_WASM may name another build of it).
# Environment: CHROMIUM (default /usr/bin/chromium), PEPIN_WASM.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
site="$root/.build/browser-site"
swift build --product pepin
"$root/.build/debug/pepin" build Examples/Cookbook --output "$site"
if [ ! -f "$site/assets/pepin-wasm.js" ]; then
    echo "browser test: the site has no WebAssembly core (see the warning above)" >&2
    exit 1
fi
python3 "$root/Tests/Browser/browser_test.py" "$site" "$root/screenshots" --chromium "${CHROMIUM:-/usr/bin/chromium}"
python3 "$root/Tests/Browser/kitchen_test.py" "$site" --chromium "${CHROMIUM:-/usr/bin/chromium}" --serve "$root/.build/debug/pepin"
# The shopping list: add, merge, tick, reload, share into a new profile.
exec python3 "$root/Tests/Browser/list_test.py" "$site" --chromium "${CHROMIUM:-/usr/bin/chromium}"
