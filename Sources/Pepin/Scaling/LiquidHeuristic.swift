/// A guess, from the name alone, whether an ingredient is poured: "water", "chicken stock",
/// "olive oil". Used when no ingredient catalog knows better; anything else counts as dry, which
/// only keeps amounts out of pints, quarts and gallons.
public enum LiquidHeuristic {
    /// `.liquid` when the name's last word is a liquid, else `.dry`.
    public static func suitability(of name: String) -> Suitability {
        // The last space-separated word, found on the bytes (this runs for every line prepared).
        let bytes = name.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        var start = end
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != 0x20 { start = bytes.index(before: start) }
        guard start < end, let last = String(name.utf8[start..<end]) else { return .dry }
        guard liquids.contains(ASCIICase.lowercased(last)) else { return .dry }
        // The word before: "sour cream" and "ice cream" are spooned, though cream is poured.
        var wordEnd = start
        while wordEnd > bytes.startIndex, bytes[bytes.index(before: wordEnd)] == 0x20 { wordEnd = bytes.index(before: wordEnd) }
        var wordStart = wordEnd
        while wordStart > bytes.startIndex, bytes[bytes.index(before: wordStart)] != 0x20 { wordStart = bytes.index(before: wordStart) }
        if wordStart < wordEnd, let before = String(name.utf8[wordStart..<wordEnd]),
            spooned.contains(ASCIICase.lowercased(before) + "_" + ASCIICase.lowercased(last))
        {
            return .dry
        }
        return .liquid
    }

    /// Two-word names (joined by "_") whose last word is a liquid but which are spooned.
    private static let spooned: Set<String> = WordList.set("sour_cream ice_cream whipped_cream clotted_cream")

    private static let liquids: Set<String> = WordList.set("""
        water milk buttermilk broth stock juice wine vinegar oil cream beer ale cider syrup coffee tea
        liqueur rum vodka gin whiskey whisky brandy bourbon tequila soda lemonade sake mirin sherry
        vermouth champagne prosecco kefir half-and-half eggnog punch consommé bouillon brine molasses
        honey sauce
        """)
}

extension Suitability {
    /// Liquid or dry, decided once for a line: the catalog's food when it knows it (a food that
    /// is neither poured nor scooped, such as butter, cheese or sour cream, is measured as
    /// solid: never in quarts); the name only for foods the catalog does not know.
    public static func of(food: Food?, name: String) -> Suitability {
        switch food?.state {
        case .liquid?: .liquid
        case .dry?, .other?: .dry
        case nil: LiquidHeuristic.suitability(of: name)
        }
    }
}
