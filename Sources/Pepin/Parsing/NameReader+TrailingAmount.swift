/// The amount written after the name: "Vanilla extract, 1½ teaspoons", "Salt 1 teaspoon (4 grams)",
/// "Salt, about ½ teaspoon", "Egg whites (large), 5", "Pickled ginger (about ¼ cup)".
extension NameReader {
    /// Reads an amount at `stop` (after a comma there, and words such as "about") when the line
    /// began with its name; returns the amount, its alternatives and the index after them. Without a
    /// unit the amount must end the line or come before a comma.
    func trailingAmount(at stop: Int) -> (IngredientAmount, [IngredientAmount], Int)? {
        guard stop < tokens.count else { return nil }
        var start = grammar.isPunct(stop, 0x2C) ? stop + 1 : stop
        while start < tokens.count, grammar.word(start)?.role == .approximation { start += 1 }
        guard start < tokens.count, tokens[start].kind != .word,
            let (amount, after) = AmountReader(grammar: grammar).read(at: start)
        else { return nil }
        var next = after
        var alternatives: [IngredientAmount] = []
        AlternativeReader(grammar: grammar).read(after: &next, into: &alternatives)
        if amount.parts[0].unit == nil, next < tokens.count, !grammar.isPunct(next, 0x2C), !grammar.isPunct(next, 0x29) {
            return nil
        }
        return (amount, alternatives, next)
    }

    /// "(about ¼ cup)" after the name of a line with no other amount.
    func parenthesisAmount(open: Int, close: Int) -> (IngredientAmount, [IngredientAmount], Int)? {
        guard let found = trailingAmount(at: open + 1), found.0.parts[0].unit != nil, found.2 == close else { return nil }
        return (found.0, found.1, close + 1)
    }
}
