import Pepin

extension VisibleListChoice {
    /// Whether schema.org left out lines that the page's list shows among its own: every
    /// schema.org line is a line of the page's list, the same words in the same order, and each
    /// line the page adds sits between two of them and reads as a line of the list.
    ///
    /// Only lines between schema.org's first and last count as left out: what a page shows before
    /// or after them is mostly not the recipe's ("Last step! Leave a review", a freezing note, the
    /// next recipe card on the page). A line the page adds must be, for ingredients, a line with
    /// an amount and a word ("1 onion, chopped"; not "For the sauce:", "Scale 1x2x3x", "Optional");
    /// for steps, a sentence of four words or more ("Stir in the onion."; not "Make the sauce").
    /// A page's list that shows a line twice is not taken.
    static func addsOnlyLeftOutLines(_ kind: VisibleListKind, _ schema: [[Substring]], _ visible: [[Substring]], _ visibleText: [String]) -> Bool {
        guard visible.count > schema.count, schema.count >= 2, Set(visible).count == visible.count else { return false }
        var next = 0
        for (line, text) in zip(visible, visibleText) {
            if next < schema.count, line == schema[next] {
                next += 1
            } else if next == 0 || next == schema.count {
                return false
            } else if !(kind == .ingredients ? readsAsIngredient(text) : readsAsSentence(text)) {
                return false
            }
        }
        return next == schema.count
    }

    /// Whether an ingredient line gives an amount and a word ("1 small onion", "½ tsp salt").
    private static func readsAsIngredient(_ line: String) -> Bool {
        line.split(whereSeparator: \.isWhitespace).contains { $0.count(where: \.isLetter) >= 2 }
            && IngredientLineParser(line).line.amount != nil
    }

    /// Whether a step is a sentence: four words or more, ending as a sentence ends.
    private static func readsAsSentence(_ line: String) -> Bool {
        guard let last = line.last(where: { !$0.isWhitespace }), ".!)".contains(last) else { return false }
        return line.split(whereSeparator: \.isWhitespace).count >= 4
    }
}
