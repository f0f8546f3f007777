extension SecondaryAmountReader {
    /// Another amount in the line's words: "plus 2 tablespoons for dusting", "plus 1 egg yolk",
    /// "or 2 tsp vanilla extract", "dissolved in 1 tablespoon water", "mixed with 2 tbsp oil",
    /// "1 cup whole milk and 1 cup heavy cream".
    /// After "in", "with" and "and" only a weight or a volume ("cut in 3 pieces" counts no food),
    /// or after "and" a count in figures straight after the line's amount ("1 egg and 1 egg yolk");
    /// never after a number ("4 or 6 wedges") or inside another amount ("½ stick plus 2
    /// tablespoons", a reading the author gave whole). A lone count's noun is the last word of
    /// the words after it ("yolk").
    func another(at i: Int, counting: Bool) -> (amount: SecondaryAmount, next: Int)? {
        let keyword = grammar.isPunct(i, 0x2B) ? .plus : tokens[i].info.keyword
        guard keyword == .plus || keyword == .or || keyword == .in || keyword == .with || keyword == .and, i > 0,
            !tokens[i - 1].isNumeric, !(i >= 2 && grammar.word(i - 1)?.unit != nil && tokens[i - 2].isNumeric),
            var (amounts, after) = amounts(at: i + 1),
            keyword == .plus || keyword == .or || SecondaryAmount.isMeasured(amounts[0].parts[0].unit)
                // "1 egg and 1 egg yolk", "1 green and 1 red pepper": a count in figures after "and", with
                // its noun, where no other number stands between it and the line's amount (`counting`).
                || counting && keyword == .and && tokens[i - 1].kind == .word && tokens[i + 1].isNumeric && after < tokens.count
                    && tokens[after].kind == .word && tokens[after].info.role == .none
        else { return nil }
        var end = amounts[amounts.count - 1].span.upperBound
        // The same amount in other units right after it: "with 2 tsp (10 ml) lemon juice".
        if grammar.isPunct(after, 0x28), let (others, close) = self.amounts(at: after + 1), grammar.isPunct(close, 0x29) {
            amounts += others
            end = tokens[close].end
            after = close + 1
        }
        // The noun runs to the first word that is no part of it ("for", "to", "if").
        var noun: Range<Int>?
        if after < tokens.count, tokens[after].info.keyword == .none {
            var last = after
            while last + 1 < tokens.count, tokens[last + 1].kind == .word, tokens[last + 1].info.keyword == .none { last += 1 }
            noun = self.noun(of: amounts, at: last)
        }
        var amount = SecondaryAmount(
            kind: .another, amounts: amounts, span: amounts[0].span.lowerBound..<end, removal: nil, hedged: false, noun: noun)
        // "plus 2 tablespoons for dusting", "plus 1 tbsp extra": more of the line's food; a food
        // named after the amount, or one instead or mixed in, is another.
        let named = after < tokens.count && tokens[after].kind == .word && tokens[after].info.keyword == .none
            && tokens[after].info.role == .none && !grammar.isWord(after, .extra) && !grammar.isWord(after, .more)
        amount.ofLineFood = keyword == .plus && !named
        return (amount, after)
    }

    /// A weight or a volume ending the line, after a word. In the line's dimension and the other
    /// system it is the author's other reading of the amount, with no parentheses ("1 tbsp
    /// coconut oil 15 mL", "1½ lbs lean ground lamb 750 g"); otherwise what the line makes, in its
    /// words ("cubed to make 2½ cups", "to total ¾ cup"). Both scale.
    func trailing(at i: Int, after own: IngredientAmount?) -> SecondaryAmount? {
        // Or what the food makes, wherever it stands: "diluted to make 500ml/18fl oz stock", "(to
        // make 300g/10½oz purée after sieving)", "to yield 250g cabbage juice".
        guard i > 0, tokens[i - 1].kind == .word || grammar.isPunct(i - 1, 0x29), let (amounts, after) = amounts(at: i),
            after == tokens.count || grammar.isWord(i - 1, .make) || grammar.isWord(i - 1, in: "yield give makes"),
            let unit = amounts[0].parts[0].unit, SecondaryAmount.isMeasured(unit)
        else { return nil }
        let span = amounts[0].span.lowerBound..<amounts[amounts.count - 1].span.upperBound
        guard let ownUnit = own?.parts[0].unit, ownUnit.dimension == unit.dimension, ownUnit.system != unit.system else {
            // "1 free-range turkey weighing 4kg/8lb 11oz": the weight of each one counted.
            return SecondaryAmount(
                kind: isEachWeight(i - 1, of: own) ? .fixed : .another, amounts: amounts, span: span, removal: nil, hedged: false, noun: nil)
        }
        return SecondaryAmount(
            kind: .scaled, amounts: amounts, span: span, removal: tokens[i - 1].end..<span.upperBound, hedged: false, noun: nil)
    }

    /// True when the word at `i` says that the weight after it is each one's: after one thing
    /// ("1 turkey weighing 4kg") or "each" ("2 pork fillets, each weighing about 300g"). After a
    /// count above one alone it may be their total ("2 turkeys weighing 4kg"), and scales.
    @inline(never)
    func isEachWeight(_ i: Int, of own: IngredientAmount?) -> Bool {
        guard grammar.isWord(i, in: "weighing") else { return false }
        return grammar.isWord(i - 1, .each) || own?.parts[0].quantity == .exact(.one)
    }

    /// The noun counted by a lone count ("lemon" in "(from about 1 lemon)"), the word at `index`
    /// or after the words describing it ("(2 very large onion)"); never a grammar word ("(1 or more)").
    func noun(of amounts: [IngredientAmount], at start: Int) -> Range<Int>? {
        var index = start
        while index + 1 < tokens.count, tokens[index + 1].kind == .word,
            tokens[index].info.role == .size || tokens[index].info.role == .adverb || grammar.isWord(index, .very)
                || tokens[index].info.flags.contains(.modifier)
        {
            index += 1
        }
        guard amounts.count == 1, amounts[0].parts[0].unit == nil, index < tokens.count, tokens[index].kind == .word,
            tokens[index].info.keyword == .none, !grammar.isAdjective(index)  // "(or ½ large)", "(about 1 medium)", "plus 1 whole"
        else { return nil }
        return tokens[index].start..<tokens[index].end
    }

    /// False when one of `amounts` is in the unit of the line's amount `own` (a volume or a
    /// weight) with another quantity ("(3 cups cooked)" after "1 cup"): another quantity, not a
    /// reading of the line's. True when none can tell.
    static func reads(_ own: IngredientAmount, in amounts: [IngredientAmount]) -> Bool {
        guard own.parts.count == 1, SecondaryAmount.isMeasured(own.parts[0].unit) else { return true }
        for amount in amounts where amount.parts.count == 1 && amount.parts[0].unit == own.parts[0].unit {
            return amount.parts[0].quantity == own.parts[0].quantity
        }
        return true
    }
}
