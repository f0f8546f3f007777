/// Splits an ingredient name into the words that identify the food.
///
/// Lower-cases, folds accents (`jalapeño` reads `jalapeno`), splits at spaces, hyphens and
/// punctuation, drops what is not the food (quantities' leftovers such as `400g` or `(14-ounce)`,
/// sizes, preparations like `melted`, `sifted`, `packed`, temperatures, `to taste`), and takes a
/// simple singular. The first clause ends at a comma or a semicolon: in `"unsalted butter, melted"`
/// the food is named before it. Within it, `or` separates alternatives (`"butter or margarine"`).
///
/// ```swift
/// IngredientNameTokenizer("2 large Eggs, lightly beaten").tokens   // ["egg"]
/// IngredientNameTokenizer("packed light brown sugar").tokens       // ["light", "brown", "sugar"]
/// ```
public struct IngredientNameTokenizer: Sendable {
    /// The food words of the whole name, in order.
    public let tokens: [String]
    /// How many of `tokens` belong to the first clause.
    public let firstClauseCount: Int
    /// Where each alternative of the first clause after the first one starts in `tokens`:
    /// `"lemon or lime juice"` gives `[1]`.
    public let alternativeStarts: [Int]
    /// True when the name says "fresh", which rules out dried foods.
    public let saysFresh: Bool

    /// Tokenizes `name`.
    public init(_ name: String) {
        var tokens: [String] = []
        var clauseEnd: Int? = nil
        var alternativeStarts: [Int] = []
        var saysFresh = false
        var word: [UInt8] = []
        var hasDigit = false
        var parenthesisDepth = 0

        func endWord() {
            defer {
                word.removeAll(keepingCapacity: true)
                hasDigit = false
            }
            guard !word.isEmpty else { return }
            let isPercent = word.last == UInt8(ascii: "%")
            if hasDigit && !isPercent { return }  // "400g", "14", "1/2": an amount's leftovers
            let text = String(decoding: word, as: UTF8.self)
            if text.isSameText("or") {
                if clauseEnd == nil, !tokens.isEmpty, alternativeStarts.last != tokens.count {
                    alternativeStarts.append(tokens.count)
                }
                return
            }
            if text.isSameText("fresh") { saysFresh = true }
            if Self.ignoredWords.contains(text) { return }
            tokens.append(Self.singular(text))
        }

        for scalar in name.unicodeScalars {
            let byte = Self.folded(scalar)
            if parenthesisDepth > 0 {
                if byte == UInt8(ascii: "(") { parenthesisDepth += 1 }
                if byte == UInt8(ascii: ")") { parenthesisDepth -= 1 }
                continue
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "%"):
                word.append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                word.append(byte)
                hasDigit = true
            case UInt8(ascii: "'"):
                continue  // "confectioners' sugar", "bird's eye"
            case UInt8(ascii: "("):
                endWord()
                parenthesisDepth = 1
            case UInt8(ascii: ","), UInt8(ascii: ";"):
                endWord()
                if clauseEnd == nil, !tokens.isEmpty { clauseEnd = tokens.count }
            case UInt8(ascii: "/"), UInt8(ascii: "."):
                if hasDigit { word.append(byte) } else { endWord() }  // keep "1/2", "1.5" whole
            default:
                endWord()
            }
        }
        endWord()
        self.tokens = tokens
        let firstClauseCount = clauseEnd ?? tokens.count
        self.firstClauseCount = firstClauseCount
        self.alternativeStarts = alternativeStarts.filter { $0 < firstClauseCount }
        self.saysFresh = saysFresh
    }

    /// The words of the first clause: `"unsalted butter, melted"` gives `["unsalted", "butter"]`.
    public var firstClause: ArraySlice<String> { tokens.prefix(firstClauseCount) }

    /// ASCII lower case of a scalar, with common Latin accents folded; 0 for anything else.
    static func folded(_ scalar: Unicode.Scalar) -> UInt8 {
        let value = scalar.value
        if value < 0x80 {
            let byte = UInt8(value)
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { return byte + 32 }
            return byte
        }
        switch value {
        case 0xC0...0xC5, 0xE0...0xE5: return UInt8(ascii: "a")
        case 0xC7, 0xE7: return UInt8(ascii: "c")
        case 0xC8...0xCB, 0xE8...0xEB: return UInt8(ascii: "e")
        case 0xCC...0xCF, 0xEC...0xEF: return UInt8(ascii: "i")
        case 0xD1, 0xF1: return UInt8(ascii: "n")
        case 0xD2...0xD6, 0xF2...0xF6: return UInt8(ascii: "o")
        case 0xD9...0xDC, 0xF9...0xFC: return UInt8(ascii: "u")
        case 0x2019: return UInt8(ascii: "'")  // a typographic apostrophe
        case 0xBD, 0xBC, 0xBE, 0x2150...0x215E: return UInt8(ascii: "1")  // ½ ¼ ¾ ⅓: a digit
        default: return 0
        }
    }

    /// The word a food name is matched by, the same for catalog names and recipe names: the
    /// singular (``Inflector``), with one spelling for the chile pepper.
    static func singular(_ word: String) -> String {
        guard word.utf8.first == UInt8(ascii: "c") else { return Inflector.singular(word) }
        // All of them start "chil": most words that start with "c" are not looked up.
        let chil = word.withUTF8Bytes { $0.count >= 5 && $0[1] == UInt8(ascii: "h") && $0[2] == UInt8(ascii: "i") && $0[3] == UInt8(ascii: "l") }
        return chil && chiliSpellings.contains(word) ? "chili" : Inflector.singular(word)
    }

    /// The chile pepper's other spellings, singular and plural.
    private static let chiliSpellings = WordSet("chile chilli chiles chilies chillies chilis chillis")
}

extension IngredientNameTokenizer {
    /// Lower-case ASCII words of `text`, split at anything but letters: "Extra-Large" gives
    /// `["extra", "large"]`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for scalar in text.unicodeScalars {
            let byte = folded(scalar)
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                word.append(byte)
            } else if !word.isEmpty {
                words.append(String(decoding: word, as: UTF8.self))
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
