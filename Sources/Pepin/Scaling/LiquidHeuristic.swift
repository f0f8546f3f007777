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
        return liquids.contains(ASCIICase.lowercased(last)) ? .liquid : .dry
    }

    private static let liquids: Set<String> = WordList.set("""
        water milk buttermilk broth stock juice wine vinegar oil cream beer ale cider syrup coffee tea
        liqueur rum vodka gin whiskey whisky brandy bourbon tequila soda lemonade sake mirin sherry
        vermouth champagne prosecco kefir half-and-half eggnog punch consommé bouillon brine molasses
        honey sauce
        """)
}

extension Suitability {
    /// Liquid or dry, decided once for a line: the catalog's food when it knows (`liquid` or
    /// `dry`), the name only for foods it does not know or calls neither ("chicken stock" is a
    /// home-prepared soup to the catalog, poured all the same).
    public static func of(food: Food?, name: String) -> Suitability {
        switch food?.state {
        case .liquid?: .liquid
        case .dry?: .dry
        case .other?, nil: LiquidHeuristic.suitability(of: name)
        }
    }
}
