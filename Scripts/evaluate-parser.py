#!/usr/bin/env python3
"""Scores Pepin's ingredient-line parser on the labelled development set.

Usage: Scripts/evaluate-parser.py [DEV_JSONL] [--pepin PATH | --predictions FILE] [--errors N]

Runs `pepin parse` over every sentence and compares quantity, unit and name with the gold
labels, normalised as ../shared/data/ingredients/README.md describes. Prints accuracy for each
field and for all three together, overall and per source.
"""
import json, re, subprocess, sys, os, argparse

SIZE_WORDS = {"scant", "heaped", "heaping", "level", "generous", "large", "small", "medium", "thick",
              "thin", "whole", "rounded", "good", "big", "extra", "extra-large", "medium-sized", "small-sized",
              "large-sized", "jumbo", "mini", "very", "x-large", "medium-size", "large-size",
              # the same sizes abbreviated, as tastecooking writes them ("1 lg bunch", "2 md cloves")
              "lg", "md", "med", "sm"}
ALIASES = {"t": "teaspoon", "tsp": "teaspoon", "teaspoon": "teaspoon",
           "tbsp": "tablespoon", "tbs": "tablespoon", "tb": "tablespoon", "tablespoon": "tablespoon",
           "dessertspoon": "dessertspoon", "c": "cup", "cup": "cup",
           "fl oz": "fluid ounce", "fluid ounce": "fluid ounce", "oz": "ounce", "ounce": "ounce",
           "lb": "pound", "lbs": "pound", "pound": "pound", "g": "gram", "gr": "gram", "gm": "gram", "gram": "gram",
           "kg": "kilogram", "kilogram": "kilogram", "mg": "milligram", "milligram": "milligram",
           "ml": "milliliter", "milliliter": "milliliter", "millilitre": "milliliter",
           "cl": "centiliter", "centiliter": "centiliter", "centilitre": "centiliter",
           "dl": "deciliter", "deciliter": "deciliter", "decilitre": "deciliter",
           "l": "liter", "liter": "liter", "litre": "liter", "pt": "pint", "pint": "pint",
           "qt": "quart", "quart": "quart", "gal": "gallon", "gallon": "gallon",
           "in": "inch", "inch": "inch", "cm": "centimeter", "centimeter": "centimeter", "centimetre": "centimeter",
           "mm": "millimeter", "millimeter": "millimeter", "millimetre": "millimeter",
           "can": "can", "tin": "can", "package": "package", "pkg": "package", "pack": "package"}


def singular(word):
    if word.endswith("leaves"):
        return word[:-3] + "f"  # the gold tokeniser writes "leaf" for "leaves"
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("ches", "shes", "sses", "xes", "oes")):
        return word[:-2]
    if len(word) > 2 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def norm_unit(unit):
    if unit is None:
        return None
    if unit in ("T",):
        return "tablespoon"
    u = unit.lower().replace(".", "").replace("_", " ").strip()
    # Sizes by comparison ("thumb-sized piece", "walnut-size ball") are size words too.
    words = [w for w in u.split() if w not in SIZE_WORDS and not w.endswith(("-sized", "-size"))]
    u = " ".join(words)
    if u in ALIASES:
        return ALIASES[u]
    u = " ".join(singular(w) for w in u.split())
    return ALIASES.get(u, u) or None


def gold_quantity(text):
    if text is None:
        return None
    t = text.strip().lower()
    if re.fullmatch(r"[\d/. -]+x", t):  # "4x": a count; but never the x of "six"
        t = t[:-1]
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
             "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a": 1, "an": 1, "half": 0.5, "dozen": 12}

    def one(s):
        s = s.strip()
        if s in words:
            return float(words[s])
        total = 0.0
        for part in s.split():
            if "/" in part:
                n, d = part.split("/", 1)
                total += float(n) / float(d)
            else:
                total += float(part)
        return total
    try:
        if "-" in t:
            lo, hi = t.split("-", 1)
            return (one(lo), one(hi))
        return one(t)
    except (ValueError, ZeroDivisionError):
        return "nonnumeric"


def close(a, b):
    if a < 1 or b < 1:
        return abs(a - b) <= 0.001
    return abs(a - b) <= 0.001 * abs(b)


def quantity_ok(pred, gold_text, gold_unit):
    gold = gold_quantity(gold_text)
    if gold == "nonnumeric":
        return pred is None
    if gold is None:
        return pred is None or (gold_unit is not None and pred == 1)
    if isinstance(gold, tuple):
        return isinstance(pred, list) and close(pred[0], gold[0]) and close(pred[1], gold[1])
    return isinstance(pred, (int, float)) and close(float(pred), gold)


def name_tokens(name):
    if not name:
        return set()
    n = name.lower().replace("-", " ")
    n = re.sub(r"[^\w\s]", " ", n)
    return {singular(w) for w in n.split() if w not in ("and", "or", "&")}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("dev", nargs="?", default=os.path.join(here, "..", "..", "shared", "data", "ingredients", "dev.jsonl"))
    parser.add_argument("--pepin", default=None, help="path to the pepin binary (default: swift run pepin)")
    parser.add_argument("--predictions", default=None,
                        help="score this file of `pepin parse` output, one line per sentence, instead of running pepin")
    parser.add_argument("--errors", type=int, default=0, help="print this many misses")
    parser.add_argument("--learned", action="store_true", help="run `pepin parse --names learned` (the learned name model)")
    args = parser.parse_args()
    rows = [json.loads(l) for l in open(args.dev, encoding="utf-8") if l.strip()]
    if args.predictions:
        out = open(args.predictions, encoding="utf-8").read()
    else:
        command = [args.pepin] if args.pepin else ["swift", "run", "-c", "release", "pepin"]
        # Sentences go in one per line; parse reads standard input.
        sentences = [r["sentence"].replace("\n", " ") for r in rows]
        out = subprocess.run(command + ["parse"] + (["--names", "learned"] if args.learned else []), input="\n".join(sentences) + "\n", capture_output=True,
                             text=True, check=True, cwd=os.path.join(here, "..")).stdout
    preds = [json.loads(l) for l in out.splitlines() if l.strip()]
    assert len(preds) == len(rows), f"{len(preds)} predictions for {len(rows)} lines"
    totals = {}
    misses = []
    for row, pred in zip(rows, preds):
        q = quantity_ok(pred["quantity"], row["quantity"], row["unit"])
        u = norm_unit(pred["unit"]) == norm_unit(row["unit"])
        n = name_tokens(pred["name"]) == name_tokens(row["name"])
        for key in ("all", row["source"]):
            t = totals.setdefault(key, [0, 0, 0, 0, 0])
            t[0] += 1; t[1] += q; t[2] += u; t[3] += n; t[4] += q and u and n
        if not (q and u and n):
            misses.append((row, pred, q, u, n))
    print(f"{'source':<12}{'lines':>7}{'quantity':>10}{'unit':>8}{'name':>8}{'all three':>11}")
    for key in ["all"] + sorted(k for k in totals if k != "all"):
        t = totals[key]
        pct = lambda x: f"{100.0 * x / t[0]:.1f}%"
        print(f"{key:<12}{t[0]:>7}{pct(t[1]):>10}{pct(t[2]):>8}{pct(t[3]):>8}{pct(t[4]):>11}")
    for row, pred, q, u, n in misses[: args.errors]:
        print(f"\n{row['sentence']}\n  gold: {row['quantity']!r} {row['unit']!r} {row['name']!r}\n  "
              f"pepin: {pred['quantity']!r} {pred['unit']!r} {pred['name']!r}  [{'Q' if not q else ''}{'U' if not u else ''}{'N' if not n else ''}]")


if __name__ == "__main__":
    main()
