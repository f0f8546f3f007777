#!/usr/bin/env python3
"""Regenerates Pepin's compact ingredient catalog from the USDA SR28 CSVs.

    Scripts/generate-catalog.py [FOODS_DIR] [OUTPUT]

FOODS_DIR defaults to ../shared/data/foods relative to the repository; OUTPUT defaults to
Sources/Pepin/Ingredients/FoodCatalog+Data.swift. Only the foods named by Scripts/catalog-aliases.tsv
(plus the curated foods of Scripts/catalog-foods.tsv) go into the catalog, to keep the wasm small.

Data: US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory.
USDA National Nutrient Database for Standard Reference, Release 28 (September 2015). Public domain.
"""
import csv
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)

# The nine label nutrients, in the order the Swift side reads them; stored as hundredths.
NUTRIENTS = ["energy_kcal", "fat_g", "saturated_fat_g", "cholesterol_mg", "sodium_mg",
             "carbohydrate_g", "fiber_g", "sugars_g", "protein_g"]
SIZES = ["extra small", "small", "medium", "large", "extra large", "jumbo"]
# Piece-type USDA measures a recipe counts in ("3 cloves garlic", "1 stick butter", "2 lemons").
PIECE_NOUNS = {"clove": "clove", "stick": "stick", "fruit": "fruit", "whole": "whole",
               "stalk": "stalk", "head": "head", "sprig": "sprig", "leaf": "leaf", "ear": "ear",
               "pepper": "whole", "bulb": "bulb"}
CUP_ML = 236.5882365
UNIT_ML = {"cup": CUP_ML, "tbsp": CUP_ML / 16, "tsp": CUP_ML / 48, "fl oz": CUP_ML / 8}


def read_tsv(path):
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if line.strip() and not line.startswith("#"):
                yield number, line.split("\t")


def piece_name(measure):
    """'large (3-1/4" dia)' -> 'large'; 'medium whole (2-3/5" dia)' -> 'medium'; 'clove' -> 'clove'."""
    text = re.sub(r"\(.*?\)", "", measure.lower()).replace(",", " ")
    words = [w for w in text.split() if w not in ("whole", "raw")] or ["whole"]
    text = " ".join(words)
    if text in SIZES:
        return text
    if len(words) == 1 and words[0].rstrip("s") in PIECE_NOUNS:
        return PIECE_NOUNS[words[0].rstrip("s")]
    return None


def hundredths(value):
    return "" if value == "" else str(round(float(value) * 100))


def main():
    foods_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, "..", "shared", "data", "foods")
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        REPO, "Sources", "Pepin", "Ingredients", "FoodCatalog+Data.swift")
    foods = {r["ndb_no"]: r for r in csv.DictReader(open(os.path.join(foods_dir, "foods.csv"), encoding="utf-8"))}
    portions = {}
    for r in csv.DictReader(open(os.path.join(foods_dir, "portions.csv"), encoding="utf-8")):
        portions.setdefault(r["ndb_no"], []).append(r)

    overrides, curated = {}, {}
    for number, fields in read_tsv(os.path.join(HERE, "catalog-foods.tsv")):
        if fields[0] == "override":
            for setting in fields[2:]:
                key, value = setting.split("=", 1)
                overrides.setdefault(fields[1], {})[key] = value
        elif fields[0] == "food":
            _, key, name, state, grams_per_cup, source, note = fields
            curated[key] = (name, state, float(grams_per_cup), source, note)
        else:
            sys.exit(f"catalog-foods.tsv:{number}: unknown kind {fields[0]!r}")

    aliases = []  # (key, [names])
    for number, fields in read_tsv(os.path.join(HERE, "catalog-aliases.tsv")):
        key, names = fields[0], [n.strip() for n in fields[1].split("|") if n.strip()]
        if key not in foods and key not in curated:
            sys.exit(f"catalog-aliases.tsv:{number}: unknown food {key!r}")
        aliases.append((key, names))

    keys = []
    for key, _ in aliases:
        if key not in keys:
            keys.append(key)

    lines = []
    for key in keys:
        if key in curated:
            name, state, grams_per_cup, source, _ = curated[key]
            row = foods[source]
            pieces = []
        else:
            row = foods[key]
            name, state = row["description"], row["state_hint"]
            grams_per_cup, pieces = volume_and_pieces(portions.get(key, []), overrides.get(key, {}))
            state = overrides.get(key, {}).get("state", state)
        nutrients = ",".join(hundredths(row[n]) for n in NUTRIENTS)
        grams = "" if grams_per_cup is None else str(round(grams_per_cup * 10))
        piece_text = ";".join(f"{p}={round(g * 10)}" for p, g in pieces)
        lines.append(f"{key}|{name}|{state[0]}|{grams}|{piece_text}|{nutrients}")

    alias_lines = [key + "|" + "|".join(names) for key, names in aliases]
    for text in lines + alias_lines:
        if '"""' in text or "\\" in text:
            sys.exit(f"cannot embed {text!r}")
    write_swift(output, lines, alias_lines)
    print(f"{output}: {len(lines)} foods, {sum(len(n) for _, n in aliases)} aliases, "
          f"{os.path.getsize(output)} bytes")


def volume_and_pieces(rows, override):
    """Grams per US cup from the basis portion, and piece weights (default piece first)."""
    volume = [r for r in rows if r["volume_ml"] and r["unit"] in UNIT_ML]
    basis = None
    if "basis" in override:
        basis = next((r for r in volume if r["measure"] == override["basis"]), None)
        if basis is None:
            sys.exit(f"no portion {override['basis']!r}")
    for unit in ("cup", "tbsp", "tsp", "fl oz"):
        basis = basis or next((r for r in volume if r["measure"] == unit), None)
    basis = basis or (volume[0] if volume else None)
    grams_per_cup = None
    if basis:
        grams_per_cup = float(basis["gram_weight"]) / float(basis["amount"]) / UNIT_ML[basis["unit"]] * CUP_ML

    pieces = {}
    for r in rows:
        name = None if r["unit"] else piece_name(r["measure"])
        if name and name not in pieces:
            pieces[name] = float(r["gram_weight"]) / float(r["amount"])
    order = [override.get("piece", "").split(" (")[0], "medium", "fruit", "whole", "large"]
    default = next((p for p in order if p in pieces), None)
    listed = sorted(pieces.items(), key=lambda item: item[0] != default)
    return grams_per_cup, listed


def write_swift(path, lines, alias_lines):
    header = """// Generated by Scripts/generate-catalog.py from Scripts/catalog-aliases.tsv, Scripts/catalog-foods.tsv
// and the USDA CSVs. Do not edit by hand: edit those and run the script again.
//
// Data: US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory.
// USDA National Nutrient Database for Standard Reference, Release 28 (September 2015). Public domain.
//
// Foods: key|USDA description|state (d dry, l liquid, o other)|grams per US cup x10|
//        piece=grams x10;... (the default piece first)|kcal,fat,saturated fat,cholesterol mg,
//        sodium mg,carbohydrate,fiber,sugars,protein per 100 g, each x100 (empty: unknown)
// Aliases: key|name|name...

extension FoodCatalog {
"""
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        f.write('    static let builtInFoods: StaticString = """\n')
        for line in lines:
            f.write("        " + line + "\n")
        f.write('        """\n\n')
        f.write('    static let builtInAliases: StaticString = """\n')
        for line in alias_lines:
            f.write("        " + line + "\n")
        f.write('        """\n}\n')


if __name__ == "__main__":
    main()
