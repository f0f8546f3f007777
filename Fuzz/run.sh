#!/usr/bin/env bash
# Fuzzes for a fixed budget: the parser and presenters with libFuzzer, seeded from the labelled
# ingredient lines (../shared/data/ingredients) and the example cookbook; then the recipe-file
# loader and the pages with a mutation harness (pepin-fuzz-loader), seeded from the example
# cookbook, the 2016 site and the fixtures. A crash leaves its input in .build/fuzz/; turn it
# into a regression test in Tests/PepinTests/Hostile or Tests/PepinCookbookTests/Hostile.
# Usage: Fuzz/run.sh [PARSER_SECONDS] [LOADER_SECONDS]   (default 40 and 20; needs a debug build)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-40}"
loader_seconds="${2:-20}"
out=.build/fuzz
mkdir -p "$out/corpus"
swiftc -O -sanitize=fuzzer -parse-as-library -module-name Pepin -swift-version 6 \
    $(find Sources/Pepin -name '*.swift') Fuzz/ParserFuzzTarget.swift -o "$out/parser-fuzz"
if [ -f ../shared/data/ingredients/dev.jsonl ]; then
    python3 - "$out/corpus" <<'PY'
import json, sys, hashlib, itertools
out = sys.argv[1]
with open("../shared/data/ingredients/dev.jsonl") as f:
    for line in itertools.islice(f, 600):
        text = json.loads(line)["sentence"].encode()
        open(f"{out}/{hashlib.sha1(text).hexdigest()}", "wb").write(text)
PY
fi
grep -h "^  - " Examples/Cookbook/*.md 2>/dev/null | sed 's/^  - //' | head -200 | while IFS= read -r line; do
    printf '%s\n3/2' "$line" > "$out/corpus/example-$(printf '%s' "$line" | sha1sum | cut -c1-16)"
done
"$out/parser-fuzz" "$out/corpus" -max_total_time="$seconds" -max_len=512 -timeout=5 \
    -artifact_prefix="$out/crash-" -print_final_stats=1 2>&1 | grep -E "^#|Done|stat::number_of_executed_units|ERROR|crash" | tail -5

seeds=(Examples/Cookbook Tests/PepinCookbookTests/Fixtures Tests/Fixtures/Hostile)
[ -d ../shared/fixtures/pepin-2016-site ] && seeds+=(../shared/fixtures/pepin-2016-site)
.build/debug/pepin-fuzz-loader "$loader_seconds" "${seeds[@]}"
