#!/usr/bin/env bash
# 5-fold cross-validation of everything the parser learns from train.jsonl: for each fold K the
# counted lists (Lexicon+Counted.swift) are learned by Scripts/count-parser-words.py on the other four
# fifths, pepin-bench is built with them, the name model is trained on the same four fifths
# (`pepin-bench train-names --fold K`), and the fifth left out (lines whose index modulo 5 is K) is
# parsed with both. The five fifths' predictions are scored together by Scripts/evaluate-parser.py,
# in its usual table: first the rules alone (the default parser), then with the learned names
# (`pepin parse --names learned`). Lexicon+Counted.swift is written again from all of train.jsonl at the end;
# the compiled name model (NameModel+Weights.swift) is never touched.
#
#   Scripts/evaluate-parser-folds.sh [TRAIN_JSONL] [--errors N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
train="$root/../shared/data/ingredients/train.jsonl"
if [[ $# -gt 0 && "$1" != --* ]]; then train="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; shift; fi
folds=5
work="$(mktemp -d)"
trap 'python3 "$here/count-parser-words.py" "$train" > /dev/null; rm -rf "$work"' EXIT
cd "$root"
bin="$(swift build -c release --show-bin-path)"
for ((k = 0; k < folds; k++)); do
    python3 "$here/count-parser-words.py" "$train" --fold "$k" --folds "$folds" > /dev/null
    swift build -c release --product pepin-bench > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
    "$bin/pepin-bench" train-names "$train" --fold "$k" --folds "$folds" --predictions "$work/fold$k.jsonl" \
        --rules-predictions "$work/rules$k.jsonl"
done
# Back into the order of train.jsonl: line i is line i // 5 of fold i % 5.
merge() {
    python3 -c 'import sys
folds = [open(f, encoding="utf-8").read().splitlines() for f in sys.argv[1:]]
for i in range(sum(len(f) for f in folds)):
    print(folds[i % len(folds)][i // len(folds)])' $(for ((k = 0; k < folds; k++)); do echo "$work/$1$k.jsonl"; done)
}
merge rules > "$work/rules.jsonl"
merge fold > "$work/predictions.jsonl"
echo "rules alone (the default):"
python3 "$here/evaluate-parser.py" "$train" --predictions "$work/rules.jsonl" "$@"
echo
echo "with learned names (--names learned):"
python3 "$here/evaluate-parser.py" "$train" --predictions "$work/predictions.jsonl" "$@"
