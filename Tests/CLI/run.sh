#!/usr/bin/env bash
# Checks the `pepin` command line end to end: outputs, messages and exit codes.
# Usage: Tests/CLI/run.sh [PATH_TO_PEPIN]   (default: .build/debug/pepin)
set -u
cd "$(dirname "$0")/../.."
pepin="${1:-.build/debug/pepin}"
passed=0
failed=0
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

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
expect "parse --names learned" '"name":"groundnut oil or peanut oil"' 0 -- "$pepin" parse --names learned "3 tbsp groundnut oil (or peanut oil)"
expect "parse --names rules" '"name":"groundnut oil"' 0 -- "$pepin" parse --names rules "3 tbsp groundnut oil (or peanut oil)"
expect "parse --names bad" "Please provide one of 'rules' and 'learned'" 2 -- "$pepin" parse --names guess "1 egg"
# The one scale policy's words, as the server and the page say them.
expect "not a number" '--by: scale “abc” is not a number; use a factor such as 2, 1.5 or 3/2' 2 -- "$pepin" scale --by abc "1 cup flour"
expect "zero" '--by: scale “0” is not above zero' 2 -- "$pepin" scale --by 0 "1 cup flour"
expect "negative" '--by: scale “-2” is not above zero' 2 -- "$pepin" scale --by -2 "1 cup flour"
expect "too large" '--by: scale “100000” is too large; use a factor up to 1000' 2 -- "$pepin" scale --by 100000 "1 cup flour"
expect "too small" '--by: scale “1/5000” is too small; use a factor of at least 1/1000' 2 -- "$pepin" scale --by 1/5000 "1 cup flour"
expect "servings too far" '--servings and --from: scale “5000 servings from 1” is too large' 2 -- "$pepin" scale --servings 5000 --from 1 "1 cup flour"
expect "half of a pair" "--servings and --from go together" 2 -- "$pepin" scale --servings 6 "1 cup flour"
expect "weight view" "250 g all-purpose flour" 0 -- "$pepin" scale --by 2 --view weight "1 cup all-purpose flour"
expect "US view" "1 cup sugar" 0 -- "$pepin" scale --by 1 --view us "200 g sugar"
expect "unknown view" '--view: "nope" is not a view' 2 -- "$pepin" scale --by 2 --view nope "1 cup flour"
expect "convert" "125 g all-purpose flour" 0 -- "$pepin" convert "1 cup all-purpose flour" --to weight
expect "help" "USAGE: pepin scale" 0 -- "$pepin" scale --help
expect "root help" "SUBCOMMANDS" 0 -- "$pepin" --help

# Steps (issue 11): amounts scale, temperatures follow the view, times are found and never scale.
expect "steps scaled" "2. Mix the flours with 1400 g of the water and rest 1 hour." 0 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --by 2
expect "steps in the US view" "at 475°F, 20 minutes covered" 0 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --view us
expect "steps json" '{"text":"4 to 6 hours","low":14400,"high":21600}' 0 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --format json
expect "steps json amounts" '"amounts":[{"written":"700 g","text":"1400 g","ingredient":' 0 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --by 2 --format json
expect "steps by servings" "1400 g of the water" 0 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --servings 4
expect "steps: --by or --servings" "use either --by or --servings" 2 -- "$pepin" steps Examples/Cookbook/country-sourdough.yaml --by 2 --servings 8
expect "steps: not a recipe" "not a recipe file" 2 -- bash -c "printf 'x\n' > '$scratch/lines.txt' && '$pepin' steps '$scratch/lines.txt'"

# Hostile amounts (issue 8, B1 and B7): never a crash, never silently unscaled; Pepin reads its own output.
expect "overflow in rounding" "≈ 72057594037927936 pounds flour" 0 -- "$pepin" scale --by 2 "9223372036854775807/16 ounce flour"
expect "too large to scale" "3074457345618258603 cups flour (not scaled: amount too large)" 0 -- "$pepin" scale --by 3 "3074457345618258603 cups flour"
expect "nutrition of a huge line" "9223372036854775807/2000 g sugar (amount too large)" 0 -- bash -c "printf '9223372036854775807/2000 g sugar\n' > '$scratch/huge.txt' && '$pepin' nutrition '$scratch/huge.txt'"
expect "reads its own output" "≈ 1 cup + 1 teaspoon flour" 0 -- bash -c "'$pepin' scale --by 1/7 '1 cup flour' | '$pepin' scale --by 7"
expect "zero stays zero" "0 cups flour" 0 -- "$pepin" scale --by 2 "0 cups flour"

# One exit status per kind of failure (README): 1 problems in the input, 2 usage, 3 input/output.
expect "unknown subcommand" "Unexpected argument" 2 -- "$pepin" bogus
expect "missing folder" "no such folder" 3 -- "$pepin" check "$scratch/none"
expect "unreadable file" "cannot read" 3 -- "$pepin" export "$scratch/none.md"
expect "paprika round trip" "1 kg tomatoes" 0 -- bash -c "printf -- '---\ntitle: Soup\ningredients:\n  - 1 kg tomatoes\ninstructions:\n  - Simmer.\n---\n' > '$scratch/soup.md' && '$pepin' export '$scratch/soup.md' --format paprika > '$scratch/soup.paprikarecipes' && '$pepin' import '$scratch/soup.paprikarecipes' --into '$scratch/book' >/dev/null && cat '$scratch/book/'*.md"
expect "paprika export of a whole cookbook folder, read back" "Imported 10, already there 0, failed 0" 0 -- bash -c "'$pepin' export Examples/Cookbook --format paprika --output '$scratch/book.paprikarecipes' 2>/dev/null && '$pepin' import '$scratch/book.paprikarecipes' --into '$scratch/from-paprika-book' 2>&1 >/dev/null"
expect "a re-run says how to import again" "already there 10 (--force imports those again)" 0 -- "$pepin" import "$scratch/book.paprikarecipes" --into "$scratch/from-paprika-book"
expect "export of many recipes only as paprika" "--format paprika takes many, or a folder" 2 -- "$pepin" export Examples/Cookbook/shakshuka.md Examples/Cookbook/hot-chocolate.md --format jsonld
expect "cooklang round trip" "  - Sauce:" 0 -- bash -c "printf -- '---\ntitle: Pie\ningredients:\n  - 200 g flour\n  - Sauce:\n      - 1 cup milk, warm\ninstructions:\n  - Mix -- then bake.\n---\nCool first.\n' > '$scratch/pie.md' && '$pepin' export '$scratch/pie.md' --format cooklang > '$scratch/pie.cook' && '$pepin' import '$scratch/pie.cook' --into '$scratch/cookbook' >/dev/null && '$pepin' export '$scratch/cookbook/pie.md' --format cooklang | cmp - '$scratch/pie.cook' && cat '$scratch/cookbook/pie.md'"
# A zip is never written to a terminal (like gzip); redirected, piped or --output, it is.
if command -v script >/dev/null; then
    expect "paprika refuses a terminal" "use --output FILE.paprikarecipes, or redirect it" 2 -- script -qec "'$pepin' export '$scratch/soup.md' --format paprika" /dev/null
fi
expect "paprika --output" "PK" 0 -- bash -c "'$pepin' export '$scratch/soup.md' --format paprika --output '$scratch/out.paprikarecipes' && head -c 2 '$scratch/out.paprikarecipes'"
expect "paprika piped" "PK" 0 -- bash -c "'$pepin' export '$scratch/soup.md' --format paprika | head -c 2"
expect "cooklang sections and preparations" $'= Sauce\n\n@milk{1%cup}(warm)' 0 -- cat "$scratch/pie.cook"
saved="Tests/PepinImportTests/Fixtures/saved-page/Tomato Soup.html"
expect "a saved page's image with --images" "image: images/saved-tomato-soup.png" 0 -- bash -c "'$pepin' import '$saved' --into '$scratch/saved-book' --images >/dev/null && cat '$scratch/saved-book/saved-tomato-soup.md'"
expect "a page with ingredients and no method imports, and says so" "imported without a method: the page shows none Pepin could find" 0 -- "$pepin" import Tests/PepinImportTests/Fixtures/ingredients-only.html --into "$scratch/no-method"
expect "a saved page's image without --images" "a file beside the page, which --images saves into the cookbook" 0 -- "$pepin" import "$saved" --into "$scratch/saved-plain"
expect "image limit" "--image-limit: 0 MB is not between 1 and 1000" 2 -- "$pepin" import "$scratch/pie.cook" --into "$scratch/cookbook" --images --image-limit 0
expect "jobs bounds" "--jobs: 0 is not between 1 and 64" 2 -- "$pepin" import "$scratch/pie.cook" --into "$scratch/cookbook" --jobs 0
expect "per-host bounds" "--per-host: 9 is not between 1 and 8" 2 -- "$pepin" import "$scratch/pie.cook" --into "$scratch/cookbook" --per-host 9
expect "per-host within jobs" "--per-host: 3 is more than --jobs 2" 2 -- "$pepin" import "$scratch/pie.cook" --into "$scratch/cookbook" --jobs 2 --per-host 3
expect "jobs not a number" "--jobs" 2 -- "$pepin" import "$scratch/pie.cook" --into "$scratch/cookbook" --jobs many
expect "plain progress lines off a terminal" "[2/2] $scratch/pie.cook" 0 -- bash -c "'$pepin' import '$scratch/pie.cook' '$scratch/pie.cook' --into '$scratch/progress' --jobs 2 --per-host 2 2>&1 >/dev/null"
expect "images from a file without one" "Pie" 0 -- bash -c "'$pepin' import '$scratch/pie.cook' --into '$scratch/pictures' --images >/dev/null && cat '$scratch/pictures/pie.md'"
mkdir -p "$scratch/saved/Page_files" "$scratch/saved/sub.html" "$scratch/empty" && cp "$scratch/pie.cook" "$scratch/saved/pie.cook" && cp "$scratch/pie.cook" "$scratch/saved/Page_files/skipped.cook" && cp "$scratch/pie.cook" "$scratch/saved/.hidden.cook" && printf 'Add @salt{1%%tsp}.\n' > "$scratch/saved/soup.cook" && printf 'notes' > "$scratch/saved/notes.md"
expect "a folder imports its own files, not its subfolders" "Imported 2, already there 0, failed 0" 0 -- bash -c "'$pepin' import '$scratch/saved' --into '$scratch/from-folder' 2>&1 >/dev/null && ls '$scratch/from-folder' | tr '\n' ' ' | grep -qx 'pie.md soup.md ' "
expect "a folder with nothing to import is a failure, not a crash" "no files to import in this folder" 1 -- "$pepin" import "$scratch/empty" --into "$scratch/from-empty"
mkdir -p "$scratch/ledgered" && printf 'x' > "$scratch/ledgered/a.md" && printf 'https://x.test/a\t%s\n' "$scratch/ledgered/a.md" > "$scratch/ledgered/.pepin-imported"
expect "dry run lists what the ledger has apart" "1 page would be imported, 1 already there" 0 -- "$pepin" import https://x.test/a https://x.test/b --into "$scratch/ledgered" --dry-run
expect "dry run counts a page given twice once" "1 page would be imported, 1 already there, 2 given more than once" 0 -- "$pepin" import https://x.test/a https://x.test/b "https://x.test/b#comments" "https://x.test/a?utm_source=x" --into "$scratch/ledgered" --dry-run
expect "dry run names what is already there" "https://x.test/a: already there: $scratch/ledgered/a.md" 0 -- "$pepin" import https://x.test/a https://x.test/b --into "$scratch/ledgered" --dry-run
printf '# to try\nhttps://x.test/a\n\nhttps://x.test/c\n' > "$scratch/links" && cp Tests/PepinImportTests/Fixtures/bookmarks.html "$scratch/bookmarks.txt"
expect "a URL list told by what it holds, whatever its name" "1 page would be imported, 1 already there" 0 -- "$pepin" import "$scratch/links" --into "$scratch/ledgered" --dry-run
expect "a bookmarks export named .txt" "https://soup.test/leek-and-potato" 0 -- "$pepin" import "$scratch/bookmarks.txt" --into "$scratch/ledgered" --dry-run
expect "broken recipe" "expected a line of text" 1 -- bash -c "mkdir -p '$scratch/broken' && printf -- '---\ntitle: B\ningredients:\n  - 12\n---\n' > '$scratch/broken/b.md' && '$pepin' check '$scratch/broken'"

# Shopping lists (issue 12): one line per food, by aisle; a menu; the views and formats; bad input.
printf -- '---\ntitle: A\ningredients:\n  - 2 cups all-purpose flour\n  - 1 teaspoon baking soda\n  - 2 large eggs\n---\n' > "$scratch/a.md"
printf -- '---\ntitle: B\ningredients:\n  - 250 g all-purpose flour\n  - 2 tablespoons baking soda\n  - 6 eggs\n  - salt to taste\n---\n' > "$scratch/b.md"
expect "list merges through the density" "≈ 750 g all-purpose flour (4 cups + 250 g)" 0 -- "$pepin" list "$scratch/a.md:2" "$scratch/b.md"
expect "list adds spoons exactly" "2 tablespoons + 1 teaspoon baking soda" 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md"
expect "list adds counts" "8 large eggs" 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md"
expect "list groups by aisle" $'Dairy and eggs\n  8 large eggs\n\nBaking' 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md"
expect "list to taste once" "salt, to taste" 0 -- "$pepin" list "$scratch/b.md" "$scratch/b.md"
expect "list weight view" "≈ 500 g all-purpose flour (2 cups + 250 g)" 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md" --view weight
expect "list markdown" "- [ ] 8 large eggs" 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md" --format markdown
expect "list json" '"text":"8 large eggs"' 0 -- "$pepin" list "$scratch/a.md" "$scratch/b.md" --format json
expect "list of a menu" "You probably have" 0 -- "$pepin" list Examples/Cookbook/menus/weeknight.yaml
expect "list bad scale" 'scale “abc” is not a number' 2 -- "$pepin" list "$scratch/a.md:abc"
expect "list missing file" "cannot read" 3 -- "$pepin" list "$scratch/none.md"
mkdir -p "$scratch/book/menus" && cp "$scratch/a.md" "$scratch/book/a.md"
printf 'title: W\ndays:\n  Monday:\n    - b\n' > "$scratch/book/menus/w.yaml"
expect "check a menu" 'menus/w.yaml:4:7: days.Monday[0]: no recipe "b"; did you mean "a"?' 1 -- "$pepin" check "$scratch/book"
expect "list a broken menu" 'no recipe "b"' 1 -- "$pepin" list "$scratch/book/menus/w.yaml"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
