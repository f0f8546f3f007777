/// The words an ingredient-line parser recognises: unit names and abbreviations, number words,
/// sizes, preparations. Lower-case; case-sensitive abbreviations ("T", "t") are handled by the
/// parser before looking up here.
enum Lexicon {
    static let words: [WordKey: WordInfo] = {
        var table: [WordKey: WordInfo] = [:]
        func add(_ names: [String], _ info: WordInfo) {
            for name in names {
                if let key = WordKey(name) { table[key] = info }
            }
        }
        func unit(_ names: [String], _ unit: Unit) { add(names, WordInfo(unit: unit)) }
        unit(["tsp", "tsps", "tspn", "tspns", "teaspoon", "teaspoons", "teasp", "ts"], .volume(.teaspoon))
        unit(["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblspn", "tbspn", "tablespoon", "tablespoons"], .volume(.tablespoon))
        unit(["dsp", "dstspn", "dessertspoon", "dessertspoons"], .volume(.dessertspoon))
        unit(["c", "cup", "cups"], .volume(.cup))
        unit(["pt", "pts", "pint", "pints"], .volume(.pint))
        unit(["qt", "qts", "quart", "quarts"], .volume(.quart))
        unit(["gal", "gals", "gallon", "gallons"], .volume(.gallon))
        unit(["floz"], .volume(.fluidOunce))
        unit(["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"], .volume(.milliliter))
        unit(["cl", "centiliter", "centiliters", "centilitre", "centilitres"], .volume(.centiliter))
        unit(["dl", "deciliter", "deciliters", "decilitre", "decilitres"], .volume(.deciliter))
        unit(["l", "ltr", "ltrs", "liter", "liters", "litre", "litres"], .volume(.liter))
        unit(["mg", "milligram", "milligrams", "milligramme", "milligrammes"], .mass(.milligram))
        unit(["g", "gr", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes"], .mass(.gram))
        unit(["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"], .mass(.kilogram))
        unit(["oz", "ozs", "ounce", "ounces"], .mass(.ounce))
        unit(["lb", "lbs", "pound", "pounds"], .mass(.pound))
        unit(["mm", "millimeter", "millimeters", "millimetre", "millimetres"], .length(.millimeter))
        unit(["cm", "cms", "centimeter", "centimeters", "centimetre", "centimetres"], .length(.centimeter))
        unit(["inch", "inches"], .length(.inch))
        for count in CountUnit.allCases {
            unit([count.names.singular, count.names.plural], .count(count))
        }
        unit(["pkg", "pkgs", "pack", "packs"], .count(.package))
        unit(["pc", "pcs"], .count(.piece))
        unit(["filet", "filets"], .count(.fillet))
        unit(["pinchs"], .count(.pinch))
        unit(["punnet", "punnets"], .count(.container))
        for (index, name) in ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"].enumerated() {
            add([name], WordInfo(number: Rational(index + 1)))
        }
        add(["dozen"], WordInfo(number: Rational(12)))
        add(["half"], WordInfo(number: Rational(1, 2)))
        add(["quarter"], WordInfo(number: Rational(1, 4)))
        add(["third"], WordInfo(number: Rational(1, 3)))
        add(Lexicon.sizes, WordInfo(role: .size))
        add(Lexicon.preparations, WordInfo(role: .preparation))
        add(Lexicon.adverbs, WordInfo(role: .adverb))
        add(Lexicon.approximations, WordInfo(role: .approximation))
        return table
    }()

    static func info(_ bytes: [UInt8], _ token: LineToken) -> WordInfo? {
        guard token.kind == .word, let key = WordKey(bytes, token.start, token.end) else { return nil }
        return words[key]
    }

    static let sizes = [
        "small", "medium", "large", "big", "jumbo", "extra-large", "x-large", "xl", "medium-sized",
        "small-sized", "large-sized", "medium-size", "large-size", "small-size", "smallish", "largish",
        "good-sized", "mini", "heaped", "heaping", "level", "rounded", "scant", "generous", "good",
        "very", "extra",
    ]

    static let approximations = ["about", "approximately", "approx", "around", "roughly", "some", "few", "several", "plus"]

    static let adverbs = [
        "finely", "coarsely", "roughly", "thinly", "thickly", "freshly", "lightly", "firmly", "loosely",
        "well", "very", "just", "gently", "evenly", "newly", "barely", "fully", "partially", "slightly",
        "freshly-ground", "tightly", "cut", "torn", "broken", "not",
    ]

    static let preparations = [
        "chopped", "diced", "minced", "sliced", "grated", "shredded", "crumbled", "toasted", "cooked",
        "chilled", "melted", "softened", "sifted", "beaten", "peeled", "drained", "rinsed", "halved",
        "quartered", "crushed", "packed", "cubed", "trimmed", "julienned", "mashed", "pitted",
        "seeded", "deseeded", "deveined", "cored", "stemmed", "zested", "juiced", "squeezed", "whisked",
        "lightly", "separated", "divided", "warmed", "cooled", "scrubbed", "shelled", "hulled",
        "snipped", "torn", "slivered", "shaved", "blanched", "thawed", "defrosted", "dissolved",
        "scalded", "skinned", "boned", "deboned", "butterflied", "flaked", "segmented", "chunked",
        "crumbed", "pureed", "puréed", "strained", "sieved", "washed", "dried", "patted", "cut",
        "room-temperature", "unpeeled", "undrained", "lukewarm", "softened", "tempered", "reserved",
        "picked", "roasted", "grilled", "steamed", "poached", "boiled", "fried", "sauteed", "sautéed",
        "caramelized", "charred", "whipped", "crisped", "broken", "smashed", "bruised", "pounded",
        "ground",
    ]
}
