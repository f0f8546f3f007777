/// The amount written after the name: "Vanilla extract, 1½ teaspoons", "Salt 1 teaspoon (4 grams)".
extension NameReader {
    /// Reads an amount with a unit at `stop` (or after the comma at `stop`) when the line began with
    /// its name; returns the amount, its alternatives and the index after them.
    func trailingAmount(at stop: Int) -> (IngredientAmount, [IngredientAmount], Int)? {
        guard stop < tokens.count else { return nil }
        let start = grammar.isPunct(stop, 0x2C) ? stop + 1 : stop
        guard start < tokens.count, tokens[start].kind != .word,
            let (amount, after) = AmountReader(grammar: grammar).read(at: start), amount.parts[0].unit != nil
        else { return nil }
        var next = after
        var alternatives: [IngredientAmount] = []
        AlternativeReader(grammar: grammar).read(after: &next, of: amount.parts[0].unit, into: &alternatives)
        return (amount, alternatives, next)
    }
}
