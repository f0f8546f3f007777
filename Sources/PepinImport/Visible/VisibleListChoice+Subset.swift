import Pepin

extension VisibleListChoice {
    /// Whether schema.org left out lines that the page's list shows among its own: every
    /// schema.org line is a line of the page's list, the same words in the same order, and each
    /// line the page adds reads as a line of the list and sits between two of them, or before the
    /// first or after the last in the same list element (`<ul>`) as that line.
    ///
    /// What a page shows before or after schema.org's lines elsewhere is mostly not the recipe's
    /// ("Last step! Leave a review", a freezing note, the next recipe card on the page). A line
    /// the page adds must be, for ingredients, a line with an amount and a word ("1 onion,
    /// chopped"; not "For the sauce:", "Scale 1x2x3x", "Optional"); for steps, a sentence of four
    /// words or more ("Stir in the onion."; not "Make the sauce"). A page's list that shows a line
    /// twice is not taken. `lists` gives, for each visible line, where its list element starts
    /// (empty when not known: then no line before the first or after the last is taken). The
    /// importer gives it for ingredients only: a method's own list may end in an advert
    /// ("Cook smarter, not harder. Use our app…", measured on the saved pages).
    static func addsOnlyLeftOutLines(
        _ kind: VisibleListKind, _ schema: [[Substring]], _ visible: [[Substring]], _ visibleText: [String], lists: [Int]
    ) -> Bool {
        guard visible.count > schema.count, schema.count >= 2, Set(visible).count == visible.count else { return false }
        var shown: [Int] = []  // where each schema.org line is shown
        for (index, line) in visible.enumerated() where shown.count < schema.count && line == schema[shown.count] {
            shown.append(index)
        }
        guard shown.count == schema.count, let first = shown.first, let last = shown.last else { return false }
        var next = 0
        for index in visible.indices {
            if next < shown.count, shown[next] == index {
                next += 1
                continue
            }
            if index < first || index > last {
                let beside = index < first ? first : last
                guard lists.count == visible.count, lists[index] >= 0, lists[index] == lists[beside] else { return false }
            }
            guard kind == .ingredients ? readsAsIngredient(visibleText[index]) : readsAsSentence(visibleText[index]) else {
                return false
            }
        }
        return true
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
