/// English singular and plural of counted nouns and unit words: "egg" and "eggs",
/// "tomato" and "tomatoes", "leaf" and "leaves", "cookie" and "cookies". The one singular in Pepin:
/// the presenters write nouns with it and ``IngredientNameTokenizer`` matches food names with it.
enum Inflector {
    static func plural(_ word: String) -> String {
        let lower = ASCIICase.lowercased(word)
        if let plural = irregular(lower, side: 0) { return matchCase(plural, word) }
        if sameInPlural.contains(lower) { return word }
        if lower.hasUTF8Suffix("s") && !lower.hasUTF8Suffix("ss") { return word }  // already plural
        if lower.hasUTF8Suffix("y"), let before = lower.withUTF8Bytes({ $0.count > 1 ? $0[$0.count - 2] : nil }), !isVowel(before) {
            return word.droppingLastBytes(1) + "ies"
        }
        if lower.hasUTF8Suffix("ch") || lower.hasUTF8Suffix("sh") || lower.hasUTF8Suffix("ss") || lower.hasUTF8Suffix("x")
            || lower.hasUTF8Suffix("z") || lower.isSameText("tomato") || lower.isSameText("potato") || lower.hasUTF8Suffix("-tomato")
        {
            return word + "es"
        }
        return word + "s"
    }

    static func singular(_ word: String) -> String {
        // Most words a line holds end in neither "s" nor an irregular plural's last letter
        // ("teeth", "mice", "fish", "sheep", "deer"): answer those without lowercasing or hashing.
        guard let last = word.lastUTF8Byte else { return word }
        let letter = last | 0x20
        guard letter >= 0x61, letter <= 0x7A, pluralEndings & (1 << UInt32(letter - 0x61)) != 0 else { return word }
        let lower = ASCIICase.lowercased(word)
        // A search of the few irregular plurals: a table built from them cost the browser's module 2 KB.
        if let single = irregular(lower, side: 1) { return matchCase(single, word) }
        if lower.hasUTF8Suffix("ies"), lower.utf8.count > 4, !keepsIE.contains(lower.droppingLastBytes(1)) {
            return word.droppingLastBytes(3) + "y"
        }
        if lower.hasUTF8Suffix("oes") && (lower.hasUTF8Suffix("tomatoes") || lower.hasUTF8Suffix("potatoes")) {
            return word.droppingLastBytes(2)
        }
        if lower.hasUTF8Suffix("ches") || lower.hasUTF8Suffix("shes") || lower.hasUTF8Suffix("sses") || lower.hasUTF8Suffix("xes") {
            return word.droppingLastBytes(2)
        }
        if lower.hasUTF8Suffix("s"), !lower.hasUTF8Suffix("ss"), !lower.hasUTF8Suffix("us"), !lower.hasUTF8Suffix("is"), lower.utf8.count > 2 {
            return word.droppingLastBytes(1)
        }
        return word
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        byte == 0x61 || byte == 0x65 || byte == 0x69 || byte == 0x6F || byte == 0x75
    }

    private static func matchCase(_ replacement: String, _ original: String) -> String {
        guard let first = original.utf8.first, first >= 0x41, first <= 0x5A else { return replacement }
        return ASCIICase.capitalizingFirst(replacement)
    }

    /// Singulars and their irregular plurals, in pairs (a singular at each even index, its plural
    /// after it): a list searched in order (a dictionary literal of them cost the browser's
    /// module 2 KB).
    private static let irregularPlurals: [String] = WordList.words("""
        leaf leaves loaf loaves half halves knife knives calf calves shelf shelves wolf wolves
        tooth teeth foot feet mouse mice goose geese fish fish sheep sheep deer deer mango mangoes
        chilli chillies
        """)

    /// Each irregular word's index in ``irregularPlurals`` (a word that is its own plural, its
    /// singular's).
    private static let irregularIndex: [TextKey: Int] = {
        var index: [TextKey: Int] = [:]
        for (k, word) in irregularPlurals.enumerated() where index[TextKey(word)] == nil { index[TextKey(word)] = k }
        return index
    }()

    /// The other word of the irregular pair whose word at `side` (0 the singular, 1 the plural) is `lower`.
    private static func irregular(_ lower: String, side: Int) -> String? {
        guard let k = irregularIndex[TextKey(lower)] else { return nil }
        let words = irregularPlurals
        if k % 2 == side { return words[k + 1 - 2 * side] }
        // "fish", "sheep": the singular's index, and the plural the same word.
        return side == 1 && words[k + 1].isSameText(words[k]) ? words[k] : nil
    }

    /// Nouns whose plural is the word itself, as cooks count them: "2 sea bass", "2 whole trout",
    /// "2 celery". The parser counts the word before one of them when that word is a unit's ("2
    /// fat cloves garlic", ``NameReader/countedNoun(_:)``).
    static let sameInPluralWords: StaticString = """
        bass trout squid salmon celery garlic ginger bacon lamb shrimp oil sugar juice powder cream buttermilk yeast
        """
    private static let sameInPlural: WordSet = WordSet(sameInPluralWords)

    /// The last letters of plurals, a bit per letter a-z: "s" and those of the irregular plurals.
    private static let pluralEndings: UInt32 = {
        var mask: UInt32 = 1 << UInt32(0x73 - 0x61)
        for (k, plural) in irregularPlurals.enumerated() where k % 2 == 1 {
            if let last = plural.lastUTF8Byte, last >= 0x61, last <= 0x7A { mask |= 1 << UInt32(last - 0x61) }
        }
        return mask
    }()

    private static let keepsIE: WordSet = WordSet("""
        cookie brownie pie veggie smoothie calorie hoagie beanie rookie birdie tie oreo zombie goalie
        cutie sweetie eyrie prairie lassie quickie
        """)
}
