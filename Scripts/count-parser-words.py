#!/usr/bin/env python3
"""Counts, on the labelled training lines, how words before an ingredient's noun are labelled, and
writes Sources/Pepin/Parsing/Lexicon+Counted.swift.

Usage: Scripts/count-parser-words.py [TRAIN_JSONL] [--fold K --folds N] [--output PATH]

A word "before the noun" is a word directly followed by a NAME token, with no NAME token before it
and no PREP token just before it ("chopped walnuts", "crushed red pepper", not "freshly ground"). For each such word the script counts NAME against PREP
labels; a word labelled PREP in most of its lines is a preparation there, a word that is a
preparation elsewhere but NAME in most lines is part of the name there. Word pairs whose first word
is a preparation but which are NAME in most lines ("crushed tomatoes", "toasted sesame") are kept
whole. With --fold K the lines whose index modulo N equals K are left out, for cross-validation.
"""
import argparse, collections, json, os, re

WORD = re.compile(r"[a-z][a-z\-]*[a-z]")
MINIMUM = 3
# Units that hold a product: after them "diced tomatoes" is the product's name.
CONTAINERS = {"can", "tin", "jar", "package", "pkg", "packet", "pack", "bag", "box", "carton", "bottle",
              "container", "tub", "envelope", "pouch", "cans", "tins", "jars", "packages", "packets", "packs",
              "bags", "boxes", "cartons", "bottles", "containers", "tubs", "envelopes", "pouches"}  # a word or pair needs this many labelled lines before it counts


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser()
    parser.add_argument("train", nargs="?", default=os.path.join(here, "..", "..", "shared", "data", "ingredients", "train.jsonl"))
    parser.add_argument("--fold", type=int, default=None)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--output", default=os.path.join(here, "..", "Sources", "Pepin", "Parsing", "Lexicon+Counted.swift"))
    args = parser.parse_args()
    rows = [json.loads(l) for l in open(args.train, encoding="utf-8") if l.strip()]
    if args.fold is not None:
        rows = [r for i, r in enumerate(rows) if i % args.folds != args.fold]
    words = collections.defaultdict(collections.Counter)
    pairs = collections.defaultdict(collections.Counter)
    canned = collections.defaultdict(collections.Counter)
    for row in rows:
        tokens = row["tokens"]
        contained = False
        for i in range(len(tokens) - 1):
            text, label = tokens[i][0].lower(), tokens[i][1]
            if label == "UNIT" and text in CONTAINERS:
                contained = True
            if label == "NAME" and i > 0 and any(t[1] == "NAME" for t in tokens[:i]):
                break
            following = tokens[i + 1][0].lower()
            if tokens[i + 1][1] != "NAME" or label not in ("NAME", "PREP"):
                continue
            if i > 0 and tokens[i - 1][1] == "PREP":
                continue  # "freshly ground": only the first word of a run is counted
            if not WORD.fullmatch(text) or len(text) > 16 or not WORD.fullmatch(following) or len(following) > 16:
                continue
            words[text][label] += 1
            (canned if contained else pairs)[(text, following)][label] += 1
    preparations = sorted(w for w, c in words.items() if c["PREP"] >= MINIMUM and c["PREP"] > 2 * c["NAME"])
    # Words after which a preparation word before the noun is still preparation ("fresh chopped mint"),
    # where after others it is part of the name ("frozen chopped spinach").
    leading = collections.defaultdict(collections.Counter)
    for row in rows:
        tokens = row["tokens"]
        for i in range(1, len(tokens) - 2):
            if tokens[i][1] in ("NAME", "PREP") and tokens[i - 1][1] != "NAME" and tokens[i + 2][1] == "NAME" \
                    and tokens[i + 1][0].lower() in preparations and WORD.fullmatch(tokens[i][0].lower()):
                leading[tokens[i][0].lower()][tokens[i + 1][1]] += 1
    preparationAfter = sorted(w for w, c in leading.items() if w not in preparations and c["PREP"] >= MINIMUM
                              and c["PREP"] > 2 * c["NAME"])
    names = sorted(w for w, c in words.items() if c["NAME"] >= MINIMUM and c["NAME"] > 2 * c["PREP"] and c["PREP"] > 0)
    def named(table):
        return sorted(p for p, c in table.items()
                      if p[0] in preparations and c["NAME"] >= MINIMUM and c["NAME"] > c["PREP"])
    products, cannedProducts = named(pairs), named(canned)
    # Pairs whose first word is not a preparation on its own but is one before this word ("ground black pepper").
    prepared = sorted(p for p, c in pairs.items()
                      if p[0] not in preparations and c["PREP"] >= MINIMUM and c["PREP"] > 2 * c["NAME"])
    # The first word after a comma that follows the name, comment in most labelled lines ("zest",
    # "seeds", "homemade"): after it no list of names goes on.
    afterComma = collections.defaultdict(collections.Counter)
    for row in rows:
        tokens = row["tokens"]
        for i in range(1, len(tokens) - 1):
            following = tokens[i + 1][0].lower()
            if tokens[i][0] == "," and tokens[i - 1][1] == "NAME" and WORD.fullmatch(following) and len(following) <= 16:
                afterComma[following]["NAME" if tokens[i + 1][1] == "NAME" else "OTHER"] += 1
    commentStarters = sorted(w for w, c in afterComma.items() if c["OTHER"] >= MINIMUM and c["OTHER"] > 2 * c["NAME"])
    # A name word right after the quantity and the word that ends the name after it, a unit in most
    # labelled lines ("2 celery sticks", "4 gelatine leaves"); the parser keeps those that are count units.
    unitAfter = collections.defaultdict(collections.Counter)
    for row in rows:
        tokens = row["tokens"]
        for i in range(1, len(tokens) - 1):
            if tokens[i - 1][1] == "QTY" and tokens[i][1] == "NAME" and (i + 2 == len(tokens) or tokens[i + 2][1] != "NAME"):
                first, following = tokens[i][0].lower(), tokens[i + 1][0].lower()
                if WORD.fullmatch(first) and len(first) <= 16 and WORD.fullmatch(following) and len(following) <= 16:
                    unitAfter[(first, following)][tokens[i + 1][1]] += 1
    unitsAfterName = sorted(p for p, c in unitAfter.items() if c["UNIT"] >= MINIMUM and c["UNIT"] > 2 * c["NAME"])
    def listing(items):
        # One literal per list, words separated by spaces (pairs two words after another, two spaces
        # apart): a few literals cost less code in the wasm module than a hundred strings.
        lines, line = [], "       "
        for item in items:
            piece = " " + item + (" " if " " in item else "")
            if len(line) + len(piece) > 110:
                lines.append(line.rstrip())
                line = "       "
            line += piece
        lines.append(line.rstrip())
        return "\n".join(lines)
    fold = f" (fold {args.fold} of {args.folds} left out)" if args.fold is not None else ""
    swift = f"""// Generated by Scripts/count-parser-words.py from train.jsonl{fold}; do not edit by hand.

/// Words before an ingredient's noun, counted on labelled lines: which are preparation, which are
/// part of the name, and which preparation-and-noun pairs name a product,
/// after a container or elsewhere.
extension Lexicon {{
    /// Before a noun, preparation in most labelled lines: "cracked pepper", "unsifted flour".
    static let countedPreparations: StaticString = \"\"\"
{listing(preparations)}
        \"\"\"

    /// Preparation words that before a noun are part of the name in most labelled lines:
    /// "blanched almonds", "unpeeled potatoes".
    static let countedNameWords: StaticString = \"\"\"
{listing(names)}
        \"\"\"

    /// A preparation word and the word after it that together name a product: "crushed tomatoes",
    /// "toasted sesame oil", "ground beef".
    static let countedProducts: StaticString = \"\"\"
{listing(f"{a} {b}" for a, b in products)}
        \"\"\"

    /// The same after a container, where they name what is in it: "1 can diced tomatoes".
    static let countedCannedProducts: StaticString = \"\"\"
{listing(f"{a} {b}" for a, b in cannedProducts)}
        \"\"\"

    /// Words after which a preparation word before the noun is still preparation: "fresh chopped mint"
    /// (but "frozen chopped spinach").
    static let countedPreparationAfter: StaticString = \"\"\"
{listing(preparationAfter)}
        \"\"\"

    /// Words that after a comma following the name start a comment in most labelled lines: "zest",
    /// "seeds", "homemade" (so "1 lemon, zest and juice" is no list of names).
    static let countedCommentStarters: StaticString = \"\"\"
{listing(commentStarters)}
        \"\"\"

    /// A word and the word after it where the first is preparation, although it is not on its own:
    /// "ground black pepper" (but "ground beef").
    static let countedPreparationPairs: StaticString = \"\"\"
{listing(f"{a} {b}" for a, b in prepared)}
        \"\"\"

    /// A name word right after the quantity and the unit that after it ends the name: "2 celery
    /// sticks", "4 gelatine leaves" (the unit as the labels write it, in the singular).
    static let countedUnitsAfterName: StaticString = \"\"\"
{listing(f"{a} {b}" for a, b in unitsAfterName)}
        \"\"\"
}}
"""
    open(args.output, "w", encoding="utf-8").write(swift)
    print(f"{len(preparations)} preparations, {len(preparationAfter)} words before them, {len(names)} name words, {len(products)}+{len(cannedProducts)} products, {len(prepared)} preparation pairs, {len(commentStarters)} comment starters, {len(unitsAfterName)} units after names from {len(rows)} lines")


if __name__ == "__main__":
    main()
