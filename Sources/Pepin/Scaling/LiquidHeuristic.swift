/// A guess, from the name alone, whether an ingredient is poured: "water", "chicken stock",
/// "olive oil". Used when no ingredient catalog knows better; anything else counts as dry, which
/// only keeps amounts out of pints, quarts and gallons.
public enum LiquidHeuristic {
    /// `.liquid` when the name's last word is a liquid, else `.dry`.
    public static func suitability(of name: String) -> Suitability {
        // The last two space-separated words, found on the bytes (this runs for every line prepared).
        let bytes = Array(name.utf8)
        var words: [String] = []
        var end = bytes.count
        while words.count < 2 {
            while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != 0x20 { start -= 1 }
            guard start < end else { break }
            words.append(ASCIICase.lowercased(String(decoding: bytes[start..<end], as: UTF8.self)))
            end = start
        }
        guard let last = words.first, liquids.contains(last) else { return .dry }
        // The word before: "sour cream" and "ice cream" are spooned, though cream is poured.
        if words.count == 2, spooned.contains(words[1] + "_" + last) { return .dry }
        return .liquid
    }

    /// Two-word names (joined by "_") whose last word is a liquid but which are spooned.
    private static let spooned: WordSet = WordSet("sour_cream ice_cream whipped_cream clotted_cream")

    private static let liquids: WordSet = WordSet("""
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
