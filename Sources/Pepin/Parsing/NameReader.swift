/// Reads what follows the amount: size words, the name, the preparation and the comment.
///
/// "2 large eggs, lightly beaten, at room temperature" gives size "large", name "eggs",
/// preparation "lightly beaten" and comment "at room temperature".
struct NameReader {
    let grammar: LineGrammar
    let leadIn: Range<Int>?
    var bytes: [UInt8] { grammar.bytes }
    var tokens: [LineToken] { grammar.tokens }

    func line(amount: IngredientAmount?, alternatives: [IngredientAmount], from start: Int) -> IngredientLine {
        var i = start
        var sizeSpan: Range<Int>?
        var preparation: [Range<Int>] = []
        var firstName: Int?
        var lastName: Int?
        // Leading size words: "large", "medium-sized".
        while i < tokens.count, grammar.word(i)?.role == .size || grammar.word(i)?.role == .approximation {
            if grammar.word(i)?.role == .size { sizeSpan = (sizeSpan?.lowerBound ?? tokens[i].start)..<tokens[i].end }
            i += 1
        }
        var stop = tokens.count
        while i < tokens.count {
            let token = tokens[i]
            if isStop(i) {
                stop = i
                break
            }
            if grammar.isPunct(i, 0x28) {  // a parenthesis inside the name
                let close = closing(from: i)
                if grammar.numbers.isWord(i + 1, "or"), close > i + 2, firstName != nil {
                    lastName = close - 1
                }
                i = close + 1
                continue
            }
            if let span = preparationRun(at: i) {
                preparation.append(tokens[i].start..<tokens[span - 1].end)
                i = span
                continue
            }
            if token.kind == .word || token.kind == .number || (token.kind == .dash && !token.spaced) {
                if firstName == nil { firstName = i }
                lastName = i
            } else if token.kind == .punct, firstName == nil {
                // stray punctuation before the name
            }
            i += 1
        }
        var nameSpan: Range<Int>?
        var nounSpan: Range<Int>?
        if let firstName, let lastName {
            var last = lastName
            // A name never ends on a joining word ("salt and").
            while last > firstName, isJoiner(last) { last -= 1 }
            nameSpan = tokens[firstName].start..<tokens[last].end
            if tokens[last].kind == .word { nounSpan = tokens[last].start..<tokens[last].end }
        }
        var commentStart = stop
        if stop < tokens.count, grammar.isPunct(stop, 0x2C) || grammar.isPunct(stop, 0x3B) {
            // ", finely chopped" after the name is preparation when it has only such words.
            var j = stop + 1
            if let end = preparationRun(at: j), end == tokens.count || grammar.isPunct(end, 0x2C) {
                preparation.append(tokens[j].start..<tokens[end - 1].end)
                j = end
                commentStart = j
            }
        }
        let original = IngredientLine.unparsed(grammar.text)
        let commentText = commentStart < tokens.count ? trimmedComment(from: commentStart, original) : nil
        let preparationText = preparation.isEmpty ? nil : preparation.map { original.slice($0) }.joined(separator: ", ")
        return IngredientLine(
            original: grammar.text, amount: amount, alternatives: alternatives, nameSpan: nameSpan,
            nounSpan: nounSpan, size: sizeSpan.map { original.slice($0) }, preparation: preparationText,
            comment: commentText, isParsed: amount != nil || nameSpan != nil)
    }

    private func trimmedComment(from index: Int, _ original: IngredientLine) -> String? {
        var i = index
        while i < tokens.count, tokens[i].kind == .punct, grammar.isPunct(i, 0x2C) || grammar.isPunct(i, 0x3B) { i += 1 }
        guard i < tokens.count else { return nil }
        return original.slice(tokens[i].start..<bytes.count)
    }

    private func closing(from open: Int) -> Int {
        var depth = 0
        var i = open
        while i < tokens.count {
            if grammar.isPunct(i, 0x28) { depth += 1 }
            if grammar.isPunct(i, 0x29) {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return tokens.count - 1
    }

    private func isJoiner(_ i: Int) -> Bool {
        let n = grammar.numbers
        return n.isWord(i, "and") || n.isWord(i, "or") || n.isWord(i, "of") || n.isWord(i, "with")
            || n.isWord(i, "in") || tokens[i].kind == .dash
    }

    /// A run of preparation words starting at `i` ("finely chopped", "peeled and diced"); the index
    /// after it.
    private func preparationRun(at start: Int) -> Int? {
        var i = start
        var sawPreparation = false
        while i < tokens.count {
            let role = grammar.word(i)?.role
            if role == .preparation {
                sawPreparation = true
                i += 1
            } else if role == .adverb, i + 1 < tokens.count, tokens[i + 1].kind == .word {
                // An adverb makes the next word a preparation: "freshly ground", "thinly sliced".
                i += 2
                sawPreparation = true
            } else if sawPreparation, grammar.numbers.isWord(i, "and") || grammar.numbers.isWord(i, "or"),
                let after = grammar.word(i + 1)?.role, after == .preparation || after == .adverb
            {
                i += 1
            } else {
                break
            }
        }
        return sawPreparation ? i : nil
    }

    /// Where the name ends: a comma, or words that start a purpose or a comment.
    private func isStop(_ i: Int) -> Bool {
        let token = tokens[i]
        if token.kind == .punct {
            return grammar.isPunct(i, 0x2C) || grammar.isPunct(i, 0x3B) || grammar.isPunct(i, 0x3A)
                || grammar.isPunct(i, 0x2A)
        }
        if token.kind == .dash { return token.spaced }
        guard token.kind == .word else { return false }
        let n = grammar.numbers
        if n.isWord(i, "for") || n.isWord(i, "plus") || n.isWord(i, "optional") || n.isWord(i, "such")
            || n.isWord(i, "preferably") || n.isWord(i, "divided") || n.isWord(i, "if") || n.isWord(i, "about")
            || n.isWord(i, "approximately") || n.isWord(i, "optionally") || n.isWord(i, "eg")
        {
            return true
        }
        if n.isWord(i, "to") {
            return n.isWord(i + 1, "taste") || n.isWord(i + 1, "serve") || n.isWord(i + 1, "garnish")
                || n.isWord(i + 1, "decorate") || n.isWord(i + 1, "finish") || n.isWord(i + 1, "dust")
                || n.isWord(i + 1, "brush") || n.isWord(i + 1, "coat") || n.isWord(i + 1, "grease")
                || n.isWord(i + 1, "fry") || n.isWord(i + 1, "cover") || n.isWord(i + 1, "sprinkle")
        }
        if n.isWord(i, "as") { return n.isWord(i + 1, "needed") || n.isWord(i + 1, "desired") || n.isWord(i + 1, "required") }
        if n.isWord(i, "at") { return n.isWord(i + 1, "room") }
        if n.isWord(i, "or") {
            return n.isWord(i + 1, "more") || n.isWord(i + 1, "less") || n.isWord(i + 1, "to") || n.isWord(i + 1, "as")
        }
        return false
    }
}
