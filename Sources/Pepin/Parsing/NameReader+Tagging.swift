extension NameReader {
    /// Reads the line after the amount: size words, the name, the preparation and the comment.
    func line(amount: IngredientAmount?, alternatives: [IngredientAmount], from start: Int) -> IngredientLine {
        // The name's token indices, each token at most once, and the preparation's and comment's
        // spans, each past at least one token (and a label): on the stack, not in arrays.
        let half = tokens.count + 2
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 2 * half + tokens.count + 1) { buffer in
            let base = buffer.baseAddress!
            let indices = UnsafeMutableRawPointer(base + 2 * half).bindMemory(to: Int.self, capacity: tokens.count + 1)
            return line(
                amount: amount, alternatives: alternatives, from: start,
                names: NameList(UnsafeMutableBufferPointer(start: indices, count: tokens.count + 1)),
                preparation: SpanList(UnsafeMutableBufferPointer(start: base, count: half)),
                asides: SpanList(UnsafeMutableBufferPointer(start: base + half, count: half)))
        }
    }

    /// The name's tokens as the learned model reads them (``NameTagger``), when `naming` asks for
    /// the model and it reads other tokens than the rules; `nil` otherwise. With `.collect`, the
    /// model's candidates are kept for training. Native builds only: the browser's core reads
    /// names by the rules.
    func taggedNames(
        _ names: NameList, start: Int, amount: IngredientAmount?, alternatives: [IngredientAmount], size: Range<Int>?,
        preparation: SpanList
    ) -> [Int]? {
        #if hasFeature(Embedded)
        return nil
        #else
        if case .rules = naming { return nil }
        // The rules' name as a view of the list's own memory: no array for it.
        return names.withIndices { rules -> [Int]? in
            let tagger = NameTagger(
                grammar: grammar, start: start, rules: rules, amount: amount, alternatives: alternatives, size: size,
                preparation: preparation)
            switch naming {
            case .rules: return nil
            case .model(let model):
                // A name never starts or ends on a joining word ("mint leaves and", "or peaches").
                guard let whole = tagger.tagged(by: model) else {
                    let kept = unjoined(rules)
                    return kept.count == rules.count ? nil : Array(rules[kept])
                }
                let kept = whole.withUnsafeBufferPointer { unjoined($0) }
                return kept.count == whole.count ? whole : Array(whole[kept])
            case .collect(let collector):
                collector.candidates = tagger.candidates
                return nil
            }
        }
        #endif
    }

    /// The positions of `names` left without joining words at either end (at least one left).
    private func unjoined(_ names: UnsafeBufferPointer<Int>) -> Range<Int> {
        var lower = 0
        var upper = names.count
        while upper - lower > 1, isJoiner(names[upper - 1]) { upper -= 1 }
        while upper - lower > 1, isJoiner(names[lower]) { lower += 1 }
        return lower..<upper
    }
}
