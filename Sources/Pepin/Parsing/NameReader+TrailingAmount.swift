/// The amount written after the name: "Vanilla extract, 1½ teaspoons", "Salt 1 teaspoon (4 grams)",
/// "Egg yolks (large), 6", a count alone at the end of the line.
extension NameReader {
    /// Reads an amount with a unit at `stop` (or after the comma at `stop`) when the line began with
    /// its name; returns the amount, its alternatives and the index after them.
    func trailingAmount(at stop: Int) -> (IngredientAmount, [IngredientAmount], Int)? {
        var start = stop
        // "Egg whites (large), 7": a size in parentheses before the comma.
        if grammar.isPunct(start, 0x28), grammar.word(start + 1)?.role == .size, grammar.isPunct(start + 2, 0x29) { start += 3 }
        // "Vanilla extract, 1½ teaspoons", "Farine - 185 grammes", "Beurre doux : 120 g"
        if grammar.isPunct(start, 0x2C) || grammar.isPunct(start, 0x3A)
            || start < tokens.count && tokens[start].kind == .dash && tokens[start].spaced
        {
            start += 1
        }
        // "Salt, about ½ teaspoon"
        if grammar.word(start)?.role == .approximation { start += 1 }
        // A count alone ("Eggs (large), 5") only where it ends the line or comes before "(" or ",".
        guard start < tokens.count, tokens[start].kind != .word, var (amount, after) = AmountReader(grammar: grammar).read(at: start)
        else { return nil }
        // "Egg yolks 4 (72 grams)": after the name, a weight in parentheses is what the count weighs
        // in all, not the size of each as in "4 (3 ounce) fillets"; it is read as another amount.
        if amount.containerSize != nil, amount.parts.count == 1, amount.parts[0].unit == nil {
            let part = amount.parts[0]
            amount = IngredientAmount(
                parts: [part], span: part.quantitySpan, containerSize: nil, abbreviated: false, isImplied: false, isVague: false)
            after = start + 1
            while after < tokens.count, tokens[after].start < part.quantitySpan.upperBound { after += 1 }
        }
        guard amount.parts[0].unit != nil
            || tokens[start].spaced && (after == tokens.count || grammar.isPunct(after, 0x28) || grammar.isPunct(after, 0x2C))
        else { return nil }
        var next = after
        var alternatives: [IngredientAmount] = []
        AlternativeReader(grammar: grammar).read(after: &next, of: amount.parts[0].unit, into: &alternatives)
        return (amount, alternatives, next)
    }
}
