/// A guess, from the name alone, whether an ingredient is poured: "water", "chicken stock",
/// "olive oil". Used when no ingredient catalog knows better; anything else counts as dry, which
/// only keeps amounts out of pints, quarts and gallons.
public enum LiquidHeuristic {
    /// `.liquid` when the name's last word is a liquid, else `.dry`.
    public static func suitability(of name: String) -> Suitability {
        var last = ""
        for word in name.split(separator: " ") { last = String(word) }
        return liquids.contains(ASCIICase.lowercased(last)) ? .liquid : .dry
    }

    private static let liquids: Set<String> = [
        "water", "milk", "buttermilk", "broth", "stock", "juice", "wine", "vinegar", "oil", "cream",
        "beer", "ale", "cider", "syrup", "coffee", "tea", "liqueur", "rum", "vodka", "gin", "whiskey",
        "whisky", "brandy", "bourbon", "tequila", "soda", "lemonade", "sake", "mirin", "sherry",
        "vermouth", "champagne", "prosecco", "kefir", "half-and-half", "eggnog", "punch", "consommé",
        "bouillon", "brine", "molasses", "honey", "sauce",
    ]
}
