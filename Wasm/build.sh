#!/usr/bin/env bash
# Builds Wasm/out/pepin.wasm: Pepin's core (every Sources/Pepin/**/*.swift) plus the exports in
# Wasm/*.swift as one Embedded Swift module for wasm32, linked with the tiny C runtime in
# Wasm/runtime.c. Needs only a Swift toolchain with the Embedded wasm32 stdlib (6.2 or later).
#
#   Wasm/build.sh            # build, print the size
#   SWIFT_TOOLCHAIN=/path/to/usr Wasm/build.sh
#
# wasm-opt (Debian's `binaryen`) shrinks the output by about 15%: it is used when present, and
# installed with apt-get when the script runs as root on Debian. Set PEPIN_WASM_OPT=0 to skip
# both. It is never required: without it the module is still well under 300 KB.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
out="$here/out"
obj="$out/obj"

fail() { echo "build.sh: error: $*" >&2; exit 1; }

# Find the toolchain: $SWIFT_TOOLCHAIN, /opt/swift/usr, or the swiftc on PATH.
toolchain="${SWIFT_TOOLCHAIN:-}"
if [[ -z "$toolchain" ]]; then
    if [[ -x /opt/swift/usr/bin/swiftc ]]; then
        toolchain=/opt/swift/usr
    elif command -v swiftc >/dev/null; then
        toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/.." && pwd)"
    else
        fail "no Swift toolchain found (set SWIFT_TOOLCHAIN to the toolchain's usr directory)"
    fi
fi
swiftc="$toolchain/bin/swiftc"
clang="$toolchain/bin/clang"
wasm_ld="$toolchain/bin/wasm-ld"
embedded_lib="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm"
for tool in "$swiftc" "$clang" "$wasm_ld"; do
    [[ -x "$tool" ]] || fail "missing $tool"
done
[[ -d "$toolchain/lib/swift/embedded/Swift.swiftmodule" ]] \
    || fail "the toolchain has no Embedded Swift stdlib ($toolchain/lib/swift/embedded)"

# The core's sources, found afresh each build so new files are picked up; then the exports.
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$root/Sources/Pepin" -name '*.swift' -print0 | sort -z)
[[ ${#sources[@]} -gt 0 ]] || fail "no Swift sources under $root/Sources/Pepin"
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$here" -maxdepth 1 -name '*.swift' -print0 | sort -z)

rm -rf "$obj"
mkdir -p "$obj"
echo "$toolchain" > "$out/toolchain"  # for check.sh's native build

# The food catalog as the page needs it: the views read each food's state, weight per cup and
# piece weights, and the matcher only asks whether a USDA description says "dried"; nutrients and
# descriptions stay out (about 20 KB). check.sh's parity check compares every view with a native
# build over the full catalog, so a difference this makes would show there.
catalog="$root/Sources/Pepin/Ingredients/FoodCatalog+Data.swift"
if [[ "${PEPIN_WASM_FULL_CATALOG:-0}" != 1 && -f "$catalog" ]]; then
    awk -F'|' -v OFS='|' '
        /static let builtInFoods/ { foods = 1; print; next }
        foods && /^ *"""/ { foods = 0 }
        foods && NF == 6 {
            description = tolower($2)
            $2 = description ~ /(^|[^a-z])dried([^a-z]|$)/ ? "dried" : ""
            $6 = ""
        }
        { print }
    ' "$catalog" > "$obj/FoodCatalog+Data.swift" || fail "could not trim the food catalog"
    # Packed to about half its bytes (Wasm/pack-catalog.py; the core unpacks it on first use).
    if [[ "${PEPIN_WASM_PACK_CATALOG:-1}" != 1 ]]; then
        :
    elif ! command -v python3 >/dev/null; then
        echo "build.sh: note: no python3, so the food catalog goes in unpacked (about 9 KB more)"
    else
        python3 "$here/pack-catalog.py" "$obj/FoodCatalog+Data.swift" || fail "could not pack the food catalog"
    fi
    for i in "${!sources[@]}"; do
        if [[ "${sources[$i]}" == "$catalog" ]]; then sources[$i]="$obj/FoodCatalog+Data.swift"; fi
    done
fi
# The lexicon's word lists, packed the same way (about 0.9 KB less; ``WordList`` unpacks them).
if [[ "${PEPIN_WASM_PACK_CATALOG:-1}" == 1 ]] && command -v python3 >/dev/null; then
    for i in "${!sources[@]}"; do
        case "$(basename "${sources[$i]}")" in
        Lexicon.swift | Lexicon+Counted.swift)
            cp "${sources[$i]}" "$obj/$(basename "${sources[$i]}")"
            python3 "$here/pack-catalog.py" "$obj/$(basename "${sources[$i]}")" || fail "could not pack the lexicon"
            sources[$i]="$obj/$(basename "${sources[$i]}")"
            ;;
        esac
    done
fi

echo "build.sh: compiling ${#sources[@]} Swift files as Embedded Swift (wasm32)"
"$swiftc" \
    -target wasm32-unknown-none-wasm \
    -enable-experimental-feature Embedded \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature InternalImportsByDefault \
    -swift-version 6 \
    -wmo -parse-as-library -Osize \
    -Xllvm -inline-threshold=0 -Xfrontend -sil-inline-caller-benefit-reduction-factor -Xfrontend 64 \
    -Xfrontend -disable-stack-protector \
    -module-name Pepin \
    -c "${sources[@]}" \
    -o "$obj/pepin.o" \
    || fail "Swift compilation failed"

echo "build.sh: compiling runtime.c"
runtime_flags=()
[[ "${PEPIN_WASM_UNICODE_TABLES:-0}" == 1 ]] && runtime_flags=(-DPEPIN_UNICODE_TABLES)
"$clang" --target=wasm32-unknown-unknown -nostdlib -fno-builtin -O2 -Wall -Wextra -Werror "${runtime_flags[@]}" \
    -c "$here/runtime.c" -o "$obj/runtime.o" \
    || fail "C runtime compilation failed"

# Two modules from the one object file: the recipe pages' (pepin.wasm, within the 300 KB budget)
# and the shopping list's (pepin-list.wasm: the same plus pepin_list, whose merging is about 40 KB
# that no recipe page needs). --gc-sections leaves out of each what its exports never reach.
exports=(pepin_alloc pepin_free pepin_prepare pepin_present pepin_release pepin_vocabulary pepin_scale_yield
    pepin_parse_factor pepin_scale_problem pepin_scaled_number pepin_nutrient_text pepin_view_steps
    pepin_factor_for_yield)
list_exports=("${exports[@]}" pepin_list)

echo "build.sh: linking"
unicode_tables=()
[[ -f "$embedded_lib/libswiftUnicodeDataTables.a" ]] \
    && unicode_tables=("$embedded_lib/libswiftUnicodeDataTables.a")
link() {  # link OUTPUT EXPORT...
    local output="$1"
    shift
    local flags=()
    for name in "$@"; do flags+=("--export=$name"); done
    "$wasm_ld" --no-entry --gc-sections --strip-all "${flags[@]}" -z stack-size=262144 \
        "$obj/pepin.o" "$obj/runtime.o" "${unicode_tables[@]}" -o "$output" \
        || fail "linking $output failed"
}
link "$out/pepin.wasm" "${exports[@]}"
link "$out/pepin-list.wasm" "${list_exports[@]}"

# wasm-opt is optional; where Debian's apt-get runs as root (CI, a fresh machine), install it.
if [[ "${PEPIN_WASM_OPT:-1}" != 0 ]] && ! command -v wasm-opt >/dev/null \
    && command -v apt-get >/dev/null && [[ "$(id -u)" == 0 ]]; then
    echo "build.sh: installing Debian's binaryen for wasm-opt (PEPIN_WASM_OPT=0 skips this)"
    export DEBIAN_FRONTEND=noninteractive
    timeout 300 apt-get install -y -qq binaryen >/dev/null 2>&1 \
        || { timeout 300 apt-get update -qq >/dev/null 2>&1 \
            && timeout 300 apt-get install -y -qq binaryen >/dev/null 2>&1; } \
        || echo "build.sh: note: could not install binaryen; continuing without wasm-opt"
fi
if [[ "${PEPIN_WASM_OPT:-1}" != 0 ]] && command -v wasm-opt >/dev/null; then
    for module in "$out/pepin.wasm" "$out/pepin-list.wasm"; do
        echo "build.sh: optimising $(basename "$module") with $(command -v wasm-opt) ($(wc -c < "$module") bytes before)"
        wasm-opt -Oz --low-memory-unused --converge --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
            --enable-mutable-globals --enable-multivalue --enable-reference-types \
            "$module" -o "$module.opt" \
            && mv "$module.opt" "$module" \
            || fail "wasm-opt failed"
    done
fi

# The allocator's stress test (driven by smoke.mjs): runtime.c alone plus runtime-test.c.
"$clang" --target=wasm32-unknown-unknown -nostdlib -fno-builtin -O2 -Wall -Wextra -Werror \
    -c "$here/runtime-test.c" -o "$obj/runtime-test.o" \
    || fail "allocator test compilation failed"
"$wasm_ld" --no-entry --gc-sections --strip-all --export=run_allocator_test \
    "$obj/runtime-test.o" "$obj/runtime.o" -o "$out/runtime-test.wasm" \
    || fail "allocator test linking failed"

# One classic script for pages: the binding plus the module as base64 (`await PepinCore.load()`).
{
    cat "$here/pepin-core.js"
    printf '(typeof module === "object" && module.exports ? module.exports : globalThis.PepinCore)'
    printf '.wasmBase64 = "%s";\n' "$(base64 -w0 "$out/pepin.wasm")"
} > "$out/pepin-core.bundle.js"

for module in "$out/pepin.wasm" "$out/pepin-list.wasm"; do
    size=$(wc -c < "$module")
    echo "build.sh: built $module ($size bytes, $(( (size + 1023) / 1024 )) KB)"
done
echo "build.sh: built $out/pepin-core.bundle.js ($(wc -c < "$out/pepin-core.bundle.js") bytes)"
