/// Reads other ways of writing the amount: "(1 1/2 cups)", "/5oz", "(about 2 cups)".
struct AlternativeReader {
    let grammar: LineGrammar

    /// Reads the alternatives after the amount whose unit is `unit`, from `next` on.
    func read(after next: inout Int, of unit: Unit?, into alternatives: inout [IngredientAmount]) {
        let reader = AmountReader(grammar: grammar)
        // "20g¾oz", "125g 4½oz": the same measure in the other system, with nothing between.
        if let unit, unit.dimension != .count, next < grammar.tokens.count, grammar.tokens[next].isNumeric,
            let (alternative, after) = reader.read(at: next), let other = alternative.parts[0].unit,
            other.dimension == unit.dimension, other.system != unit.system
        {
            alternatives.append(alternative)
            next = after
        }
        while true {
            // "/5oz", "or 2 teaspoons", and "plus 1 tsp" after a metric amount ("112g/3¾oz plus 1 tsp").
            // "/ about 1.5 ounces": a rounded alternative.
            let approximate = grammar.isPunct(next, 0x2F) && grammar.word(next + 1)?.role == .approximation ? 1 : 0
            // "2 teaspoons to 1 tablespoon": the other end in another unit.
            if grammar.isPunct(next, 0x2F) || grammar.isWord(next, .or) || grammar.isWord(next, .plus) || grammar.isWord(next, .to),
                let (found, after) = reader.read(at: next + 1 + approximate),
                found.parts[0].unit != nil
            {
                var alternative = found
                alternative.isRangeEnd = grammar.isWord(next, .to)
                alternative.isMore = grammar.isWord(next, .plus)
                alternatives.append(alternative)
                next = after
                // "/14oz-17oz", "/12oz-1lb", "/9oz - 400g": the other end of a range, written with its unit.
                if next < grammar.tokens.count, grammar.tokens[next].kind == .dash,
                    let (end, afterEnd) = reader.read(at: next + 1), end.parts[0].unit != nil
                {
                    alternatives.append(end)
                    next = afterEnd
                }
                continue
            }
            if grammar.isPunct(next, 0x28) {
                var i = next + 1
                while grammar.word(i)?.role == .approximation { i += 1 }
                var found: [IngredientAmount] = []
                while let (alternative, after) = reader.read(at: i), alternative.parts[0].unit != nil,
                    unit != nil || !grammar.isHyphenated(alternative)
                {
                    found.append(alternative)
                    i = after
                    if grammar.isPunct(i, 0x2F) || grammar.isPunct(i, 0x3B) || grammar.isWord(i, .or) {
                        i += 1
                    } else {
                        break
                    }
                }
                if !found.isEmpty, grammar.isPunct(i, 0x29) {
                    alternatives.append(contentsOf: found)
                    next = i + 1
                    continue
                }
            }
            return
        }
    }
}
