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
        var asides: [Range<Int>] = []
        var names: [Int] = []
        // Leading size words: "large", "medium-sized".
        while i < tokens.count {
            let role = grammar.word(i)?.role
            // "medium to large", "extra large"
            let joined = (grammar.isWord(i, .to) || grammar.isWord(i, .or) || grammar.isWord(i, .extra))
                && grammar.word(i + 1)?.role == .size && sizeSpan != nil || (grammar.isWord(i, .extra) && grammar.word(i + 1)?.role == .size)
            guard role == .size || role == .approximation || joined else { break }
            if role == .size || joined { sizeSpan = (sizeSpan?.lowerBound ?? tokens[i].start)..<tokens[i].end }
            i += 1
        }
        var stop = tokens.count
        while i < tokens.count {
            let token = tokens[i]
            if isStop(i) {
                // "boneless, skinless chicken": a comma after modifiers only does not end the name.
                if grammar.isPunct(i, 0x2C), i + 1 < tokens.count, tokens[i + 1].kind == .word, !isStop(i + 1),
                    names.allSatisfy(isModifier), preparationRunEnds(at: i + 1) == false
                {
                    i += 1
                    continue
                }
                // "mezcal, tequila, or water": a list of names that ends in "or" or "and".
                if grammar.isPunct(i, 0x2C), !names.isEmpty, let end = nameListEnd(after: i) {
                    for k in (i + 1)..<end where tokens[k].kind == .word { names.append(k) }
                    i = end
                    continue
                }
                stop = i
                break
            }
            if grammar.isPunct(i, 0x28) {  // a parenthesis inside the name
                let close = closing(from: i)
                let alternativeName = grammar.isWord(i + 1, .or) && close - i <= 8 && !grammar.isWord(i + 2, .more)
                    && !grammar.isWord(i + 2, .see)
                if !names.isEmpty, names.last == i - 1, alternativeName || isNameAside(from: i + 1, to: close) {
                    names += Array((i + 1)..<close)
                } else {
                    asides.append(tokens[i].start..<tokens[close].end)
                }
                i = close + 1
                continue
            }
            // Preparation before the name ("chopped walnuts"); after a name word such words belong
            // to it ("Del Monte® Diced Tomatoes", "whole peeled tomatoes").
            if names.isEmpty, let span = preparationRun(at: i) {
                preparation.append(tokens[i].start..<tokens[span - 1].end)
                i = span
                continue
            }
            // Another amount ends the name: "or 2 teaspoons dried", "raspberries 250 mL".
            if !names.isEmpty, startsAmount(at: grammar.isWord(i, .or) ? i + 1 : i) {
                stop = i
                break
            }
            // "sour cream thinned with a little milk", "rhubarb to make about 6 cups"
            if !names.isEmpty, endsNameWithClause(at: i) {
                stop = i
                break
            }
            if token.kind == .word || (!names.isEmpty && (token.kind == .number || (token.kind == .dash && !token.spaced))) {
                names.append(i)
            }
            i += 1
        }
        // A name never ends on a joining word ("salt and").
        while names.count > 1, isJoiner(names[names.count - 1]) { names.removeLast() }
        var amount = amount
        // "3 garlic cloves", "1 celery rib": the unit follows the name.
        if let current = amount, current.parts.count == 1, current.parts[0].unit == nil, !current.isImplied, names.count > 1,
            let last = names.last, case .count(let unit)? = grammar.word(last)?.unit, unit.followsName,
            !isModifier(names[names.count - 2])
        {
            let part = current.parts[0]
            amount = IngredientAmount(
                parts: [AmountPart(quantity: part.quantity, unit: .count(unit), quantitySpan: part.quantitySpan, unitSpan: tokens[last].start..<tokens[last].end)],
                span: current.span, containerSize: current.containerSize, abbreviated: false, isImplied: false, isVague: false)
            names.removeLast()
        }
        var nameSpan: Range<Int>?
        var nounSpan: Range<Int>?
        var name = ""
        let original = IngredientLine.unparsed(grammar.text)
        if let first = names.first, let last = names.last {
            nameSpan = tokens[first].start..<tokens[last].end
            if tokens[last].kind == .word, amount?.parts.first?.unit == nil { nounSpan = tokens[last].start..<tokens[last].end }
            // The name's runs of consecutive words, without preparation words between them.
            var runStart = first
            for (k, index) in names.enumerated() {
                let isEnd = k == names.count - 1 || names[k + 1] != index + 1
                if isEnd {
                    if !name.isEmpty { name += " " }
                    name += original.slice(tokens[runStart].start..<tokens[index].end)
                    if k + 1 < names.count { runStart = names[k + 1] }
                }
            }
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
        var comments = asides.map { original.slice($0) }
        if commentStart < tokens.count, let tail = trimmedComment(from: commentStart, original) { comments.append(tail) }
        let commentText = comments.isEmpty ? nil : comments.joined(separator: " ")
        let preparationText = preparation.isEmpty ? nil : preparation.map { original.slice($0) }.joined(separator: ", ")
        return IngredientLine(
            original: grammar.text, amount: amount, alternatives: alternatives, name: name, nameSpan: nameSpan,
            nounSpan: nounSpan, size: sizeSpan.map { original.slice($0) }, preparation: preparationText,
            comment: commentText, isParsed: amount != nil || nameSpan != nil)
    }

    /// A number with a unit, or "or" before one: the start of another amount.
    private func startsAmount(at i: Int) -> Bool {
        guard i < tokens.count else { return false }
        let kind = tokens[i].kind
        guard kind == .number || kind == .fraction || kind == .vulgar else { return false }
        guard let reading = grammar.numbers.read(at: i) else { return false }
        var next = reading.next
        if next < tokens.count, tokens[next].kind == .dash, !tokens[next].spaced { next += 1 }
        if next == tokens.count { return true }
        if grammar.word(next)?.unit != nil || grammar.word(next)?.role == .size { return true }
        return tokens[next].kind == .number || tokens[next].kind == .vulgar
    }

    /// A participle with a preposition ("thinned with", "seasoned with", "tied in") or "to make".
    private func endsNameWithClause(at i: Int) -> Bool {
        let token = tokens[i]
        if grammar.isWord(i, .to) { return grammar.isWord(i + 1, .make) }
        guard token.kind == .word, token.end - token.start > 4, bytes[token.end - 2] == 0x65, bytes[token.end - 1] == 0x64,
            !grammar.flags(i).contains(.modifier), !grammar.isWord(i, .packed)
        else { return false }
        return grammar.isWord(i + 1, .with) || grammar.isWord(i + 1, .in) || grammar.isWord(i + 1, .by)
            || grammar.isWord(i + 1, .for) || grammar.isWord(i + 1, .until) || grammar.isWord(i + 1, .into)
    }

    /// The end of a comma list of names ending in ", or water" / ", and oregano", after the comma at
    /// `comma`; nil when what follows is not such a list.
    private func nameListEnd(after comma: Int) -> Int? {
        var i = comma + 1
        var segments = 0
        while i < tokens.count, segments < 4 {
            let first = i
            var words = 0
            while i < tokens.count, !grammar.isPunct(i, 0x2C) {
                guard tokens[i].kind == .word, grammar.word(i)?.role != .preparation, grammar.word(i)?.role != .adverb,
                    i == first && (grammar.isWord(i, .or) || grammar.isWord(i, .and)) || !isStop(i)
                else { return nil }
                words += 1
                i += 1
            }
            guard words > 0, words <= 5 else { return nil }
            if grammar.isWord(first, .or) || grammar.isWord(first, .and) { return words > 1 ? i : nil }
            segments += 1
            i += 1
        }
        return nil
    }

    /// Words that describe a food before its noun: "boneless", "natural", "salted".
    private func isModifier(_ i: Int) -> Bool {
        let token = tokens[i]
        guard token.kind == .word else { return false }
        let length = token.end - token.start
        if length > 3, bytes[token.end - 2] == 0x65, bytes[token.end - 1] == 0x64 { return true }  // -ed
        if length > 5, bytes[token.end - 4] == 0x6C, bytes[token.end - 3] == 0x65, bytes[token.end - 2] == 0x73,
            bytes[token.end - 1] == 0x73
        {
            return true  // -less
        }
        return grammar.flags(i).contains(.modifier)
    }

    /// A short aside that belongs to the name: "nopales (cactus)", "chickpeas (garbanzo beans)".
    private func isNameAside(from start: Int, to end: Int) -> Bool {
        guard end > start, end - start <= 2 else { return false }
        for i in start..<end {
            guard tokens[i].kind == .word, grammar.word(i)?.role == nil || grammar.word(i)?.role == WordRole.none,
                grammar.word(i)?.unit == nil, !grammar.flags(i).contains(.asideStarter)
            else { return false }
        }
        return true
    }

    /// True when a run of preparation words starting at `i` ends the segment (", finely chopped,").
    private func preparationRunEnds(at i: Int) -> Bool {
        guard let end = preparationRun(at: i) else { return false }
        return end == tokens.count || grammar.isPunct(end, 0x2C) || grammar.isPunct(end, 0x3B) || grammar.isPunct(end, 0x28)
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
        let n = grammar
        return n.isWord(i, .and) || n.isWord(i, .or) || n.isWord(i, .of) || n.isWord(i, .with)
            || n.isWord(i, .`in`) || tokens[i].kind == .dash
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
            } else if role == .adverb, (grammar.isWord(i + 1, .and) || grammar.isWord(i + 1, .or)),
                grammar.word(i + 2)?.role == .adverb
            {
                i += 2  // "finely and freshly grated"
            } else if role == .adverb, i + 1 < tokens.count, isParticiple(i + 1) {
                // An adverb makes the next word a preparation: "freshly ground", "thinly sliced".
                i += 2
                sawPreparation = true
            } else if sawPreparation, grammar.isWord(i, .and) || grammar.isWord(i, .or),
                let after = grammar.word(i + 1)?.role, after == .preparation || after == .adverb
            {
                i += 1
            } else {
                break
            }
        }
        return sawPreparation ? i : nil
    }

    /// A preparation word, or a past participle such as "ground" or "toasted" after an adverb.
    private func isParticiple(_ i: Int) -> Bool {
        let token = tokens[i]
        guard token.kind == .word else { return false }
        let role = grammar.word(i)?.role
        if role == .preparation || role == .adverb { return true }
        let length = token.end - token.start
        if length > 3, bytes[token.end - 2] == 0x65, bytes[token.end - 1] == 0x64 { return true }  // -ed
        return grammar.isWord(i, .ground) || grammar.isWord(i, .cut) || grammar.isWord(i, .torn)
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
        let n = grammar
        if n.isWord(i, .`for`) || n.isWord(i, .plus) || n.isWord(i, .cut) || n.isWord(i, .optional) || n.isWord(i, .such)
            || n.isWord(i, .preferably) || n.isWord(i, .divided) || n.isWord(i, .`if`) || n.isWord(i, .about)
            || n.isWord(i, .approximately) || n.isWord(i, .optionally) || n.isWord(i, .eg)
        {
            return true
        }
        if n.isWord(i, .to) {
            return n.isWord(i + 1, .taste) || n.isWord(i + 1, .serve) || n.isWord(i + 1, .garnish)
                || n.isWord(i + 1, .decorate) || n.isWord(i + 1, .finish) || n.isWord(i + 1, .dust)
                || n.isWord(i + 1, .brush) || n.isWord(i + 1, .coat) || n.isWord(i + 1, .grease)
                || n.isWord(i + 1, .fry) || n.isWord(i + 1, .cover) || n.isWord(i + 1, .sprinkle)
        }
        if n.isWord(i, .`as`) { return n.isWord(i + 1, .needed) || n.isWord(i + 1, .desired) || n.isWord(i + 1, .required) }
        if n.isWord(i, .at) { return n.isWord(i + 1, .room) }
        if n.isWord(i, .or) {
            return n.isWord(i + 1, .more) || n.isWord(i + 1, .less) || n.isWord(i + 1, .to) || n.isWord(i + 1, .`as`)
        }
        return false
    }
}
