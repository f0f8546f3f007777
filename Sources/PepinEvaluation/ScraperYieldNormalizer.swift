/// Normalises a yield the way the evaluation corpus's expectations do (recipe-scrapers'
/// `get_yields`): the first number, then the longest known unit word, else "servings" (or
/// "items" after "makes"); of a range (`4-6`, `4 to 6`) the upper end.
///
/// Only the evaluation uses this: recipes keep their yields as written.
///
///     ScraperYieldNormalizer("Serves 4-6").text          // "6 servings"
///     ScraperYieldNormalizer("makes about 10 pancakes").text   // "10 pancakes"
struct ScraperYieldNormalizer {
    let text: String

    private static let types: [(String, String)] = [
        ("appetizer", "appetizers"), ("bar", "bars"), ("batch", "batches"), ("bowl", "bowls"),
        ("bun", "buns"), ("cake", "cakes"), ("cookie", "cookies"), ("cup", "cups"),
        ("cupcake", "cupcakes"), ("dozen", "dozen"), ("gallon", "gallons"), ("gram", "grams"),
        ("kilogram", "kilograms"), ("hamburger bun", "hamburger buns"), ("item", "items"),
        ("layer", "layers"), ("liter", "liters"), ("loaf", "loaves"), ("milliliter", "milliliters"),
        ("muffin", "muffins"), ("ounce", "ounces"), ("pancake", "pancakes"), ("patty", "patties"),
        ("piece", "pieces"), ("pie", "pies"), ("pint", "pints"), ("pound", "pounds"),
        ("sandwich", "sandwiches"), ("scone", "scones"), ("scoop", "scoops"), ("slice", "slices"),
        ("taquito", "tacquitos"), ("brownie", "brownies"), ("blondie", "blondies"),
        ("churro", "churros"), ("crepe", "crepes"), ("croissant", "croissants"), ("donut", "donuts"),
        ("fritter", "fritters"), ("naan", "naan"), ("pierogi", "pierogies"),
        ("pizzelle", "pizzelles"), ("tart", "tarts"), ("turnover", "turnovers"),
        ("burrito", "burritos"), ("quesadilla", "quesadillas"), ("gordita", "gorditas"),
        ("falafel", "falafel"), ("wrap", "wraps"), ("skewer", "skewers"), ("jar", "jars"),
        ("square", "squares"), ("roll", "rolls"),
    ]
    private static let abbreviations: [(String, String, String)] = [
        ("kg", "kilogram", "kilograms"), ("lbs", "pound", "pounds"), ("lb", "pound", "pounds"),
        ("oz", "ounce", "ounces"), ("ml", "milliliter", "milliliters"), ("g", "gram", "grams"),
    ]

    init(_ raw: String) {
        var serveText = Substring(raw)
        if let separator = Self.rangeSeparator(in: serveText), let range = serveText.firstRange(of: separator) {
            serveText = serveText[range.upperBound...]
        }
        let number = Self.firstNumber(in: serveText)
        let lower = serveText.lowercased()
        var best: String?
        var bestLength = 0
        for (singular, plural) in Self.types {
            let hasSingular = Self.containsWord(singular, in: lower)
            let hasPlural = Self.containsWord(plural, in: lower)
            guard hasSingular || hasPlural else { continue }
            let length = hasSingular && hasPlural ? max(singular.count, plural.count) : (hasSingular ? singular.count : plural.count)
            if length > bestLength {
                bestLength = length
                best = Self.label(number, singular, plural)
            }
        }
        if let best {
            text = best
            return
        }
        for (abbreviation, singular, plural) in Self.abbreviations where Self.numberThenWord(abbreviation, in: lower) {
            text = Self.label(number, singular, plural)
            return
        }
        if Self.containsWord("makes", in: lower) || Self.containsWord("porzioni", in: lower) {
            text = Self.label(number, "item", "items")
        } else {
            text = Self.label(number, "serving", "servings")
        }
    }

    private static func label(_ number: Double, _ singular: String, _ plural: String) -> String {
        let formatted = number == number.rounded() ? String(Int(number)) : String(number)
        return "\(formatted) \(number == 1 ? singular : plural)"
    }

    /// The separator of the first `12-15` or `12 to 15` in the text.
    private static func rangeSeparator(in text: Substring) -> String? {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isASCIIDigit else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCIIDigit { end += 1 }
            if end < characters.count, characters[end] == "-", end + 1 < characters.count, characters[end + 1].isASCIIDigit {
                return "-"
            }
            var spaceEnd = end
            while spaceEnd < characters.count, characters[spaceEnd].isWhitespace { spaceEnd += 1 }
            if spaceEnd > end, spaceEnd + 1 < characters.count,
                String(characters[spaceEnd...spaceEnd + 1]).lowercased() == "to"
            {
                var after = spaceEnd + 2
                while after < characters.count, characters[after].isWhitespace { after += 1 }
                if after > spaceEnd + 2, after < characters.count, characters[after].isASCIIDigit {
                    return String(characters[end..<(spaceEnd + 2 + (after - spaceEnd - 2))])
                }
            }
            index = end
        }
        return nil
    }

    private static func firstNumber(in text: Substring) -> Double {
        guard let start = text.firstIndex(where: \.isASCIIDigit) else { return 0 }
        var digits = String(text[start...].prefix(while: \.isASCIIDigit))
        let rest = text[start...].dropFirst(digits.count)
        if rest.first == "." {
            digits += "." + rest.dropFirst().prefix(while: \.isASCIIDigit)
        }
        return Double(digits) ?? 0
    }

    private static func containsWord(_ word: String, in text: String) -> Bool {
        var search = Substring(text)
        while let range = search.firstRange(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            search = text[range.upperBound...]
        }
        return false
    }

    /// `^\D*\d+(\.\d*)?\s*word\b`: the first number is followed by the word.
    private static func numberThenWord(_ word: String, in text: String) -> Bool {
        guard let start = text.firstIndex(where: \.isASCIIDigit) else { return false }
        var rest = text[start...].drop(while: \.isASCIIDigit)
        if rest.first == "." { rest = rest.dropFirst().drop(while: \.isASCIIDigit) }
        rest = rest.drop(while: \.isWhitespace)
        guard rest.hasPrefix(word) else { return false }
        return !isWordCharacter(rest.dropFirst(word.count).first)
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }
}

extension Character {
    /// `0`-`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
