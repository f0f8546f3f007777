/// The parts after an amount's first: "1 cup plus 2 tablespoons", "1 lb 2 oz".
extension AmountReader {
    /// "plus 2 tablespoons", "+ 1 tsp", "and 2 tablespoons", or "2 oz" right after "1 lb".
    func compoundPart(at index: Int, like first: Unit) -> (AmountPart, Int)? {
        var i = index
        if grammar.isPunct(i, 0x2C), grammar.isWord(i + 1, .plus) { i += 1 }  // "1 cup, plus 2 tablespoons"
        if grammar.isWord(i, .plus) || grammar.isWord(i, .and) || grammar.isPunct(i, 0x2B) {
            i += 1
        }
        guard let quantity = grammar.numbers.read(at: i), case .exact = quantity.quantity,
            let unit = unit(at: quantity.next, afterNumber: true), unit.unit.dimension == first.dimension,
            unit.unit.system == first.system, unit.unit != first
        else { return nil }
        let part = AmountPart(quantity: quantity.quantity, unit: unit.unit, quantitySpan: quantity.span, unitSpan: unit.span)
        return (part, unit.next)
    }
}
