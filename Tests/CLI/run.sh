#!/usr/bin/env bash
# Checks the `pepin` command line end to end: outputs, messages and exit codes.
# Usage: Tests/CLI/run.sh [PATH_TO_PEPIN]   (default: .build/debug/pepin)
set -u
cd "$(dirname "$0")/../.."
pepin="${1:-.build/debug/pepin}"
passed=0
failed=0

expect() {  # expect NAME EXPECTED_OUTPUT EXPECTED_STATUS -- COMMAND...
    local name="$1" want="$2" want_status="$3"
    shift 4
    local got status
    got="$("$@" 2>&1)"
    status=$?
    if [[ "$got" == *"$want"* && $status -eq $want_status ]]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        printf 'FAIL %s\n  want (exit %s): %s\n  got  (exit %s): %s\n' "$name" "$want_status" "$want" "$status" "$got"
    fi
}

expect "a teaspoon tripled" "1 tablespoon kosher salt" 0 -- "$pepin" scale --by 3 "1 teaspoon kosher salt"
expect "a quarter of half a cup" "2 tablespoons butter" 0 -- "$pepin" scale --by 1/4 "1/2 cup butter"
expect "single style" "6 tablespoons butter" 0 -- "$pepin" scale --by 2 --style single "3 tablespoons butter"
expect "compound style" "1/4 cup + 2 tablespoons butter" 0 -- "$pepin" scale --by 2 "3 tablespoons butter"
expect "servings" "3 cups flour" 0 -- "$pepin" scale --servings 6 --from 4 "2 cups flour"
expect "html fractions" "<sup>1</sup>&frasl;<sub>4</sub>" 0 -- "$pepin" scale --by 1/2 --format html "1/2 cup sugar"
expect "standard input" "1 tablespoon kosher salt" 0 -- bash -c "echo '1 teaspoon kosher salt' | '$pepin' scale --by 3"
expect "parse json" '"unit":"cup","name":"all-purpose flour"' 0 -- "$pepin" parse "1 1/2 cups all-purpose flour, sifted"
expect "parse text" "preparation: sifted" 0 -- "$pepin" parse --format text "1 1/2 cups all-purpose flour, sifted"
expect "not a number" '--by: "abc" is not a number' 64 -- "$pepin" scale --by abc "1 cup flour"
expect "zero" '--by must be above zero, got "0"' 64 -- "$pepin" scale --by 0 "1 cup flour"
expect "negative" '--by must be above zero, got "-2"' 64 -- "$pepin" scale --by -2 "1 cup flour"
expect "half of a pair" "--servings and --from go together" 64 -- "$pepin" scale --servings 6 "1 cup flour"
expect "weight view" "250 g all-purpose flour" 0 -- "$pepin" scale --by 2 --view weight "1 cup all-purpose flour"
expect "US view" "1 cup sugar" 0 -- "$pepin" scale --by 1 --view us "200 g sugar"
expect "unknown view" '--view: "nope" is not a view' 64 -- "$pepin" scale --by 2 --view nope "1 cup flour"
expect "convert" "125 g all-purpose flour" 0 -- "$pepin" convert "1 cup all-purpose flour" --to weight
expect "help" "USAGE: pepin scale" 0 -- "$pepin" scale --help
expect "root help" "SUBCOMMANDS" 0 -- "$pepin" --help

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
