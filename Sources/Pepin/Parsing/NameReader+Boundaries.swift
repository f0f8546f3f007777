/// Where names start and end: stop words, lists of names, asides, preparation runs.
extension NameReader {
    /// A number with a unit, or "or" before one: the start of another amount.
    func startsAmount(at i: Int) -> Bool {
        guard i < tokens.count else { return false }
        let kind = tokens[i].kind
        guard kind == .number || kind == .fraction || kind == .vulgar else { return false }
        guard let reading = grammar.numbers.read(at: i) else { return false }
        // "1 onion or 3 spring onions": after "or" any number starts another amount; "or 2% milk" does not.
        if i > 0, grammar.isWord(i - 1, .or) { return !grammar.isPunct(reading.next, 0x25) }
        var next = reading.next
        if next < tokens.count, tokens[next].kind == .dash, !tokens[next].spaced { next += 1 }
        if next == tokens.count { return true }
        if grammar.word(next)?.unit != nil || grammar.word(next)?.role == .size { return true }
        // "Egg yolks 4 (72 grams)": a count with its weight in parentheses.
        if grammar.isPunct(next, 0x28), next + 1 < tokens.count, tokens[next + 1].isNumeric { return true }
        return tokens[next].kind == .number || tokens[next].kind == .vulgar
    }

    /// A preparation word that, before its noun, is part of the name: "blanched almonds", "crushed
    /// tomatoes", and after a container "1 can diced tomatoes" (counted on labelled lines).
    func namesProduct(at i: Int, canned: Bool) -> Bool {
        let flags = grammar.flags(i)
        if flags.contains(.nameBeforeNoun) { return i + 1 < tokens.count && tokens[i + 1].kind == .word }
        guard flags.contains(.startsProduct), i + 1 < tokens.count, let first = WordKey(bytes, tokens[i].start, tokens[i].end),
            let second = WordKey(bytes, tokens[i + 1].start, tokens[i + 1].end)
        else { return false }
        let pair = WordPair(first: first, second: second)
        return Lexicon.products.contains(pair) || (canned && Lexicon.cannedProducts.contains(pair))
    }

    /// After "cold," or "raw, shelled," (modifiers and a comma, or "and" after such a comma) a
    /// preparation word is preparation again: "cold, cooked white rice" is cold white rice, cooked.
    func afterModifierComma(_ i: Int, _ names: NameList) -> Bool {
        guard i > 1, grammar.isPunct(i - 1, 0x2C) || (grammar.isWord(i - 1, .and) && grammar.isPunct(i - 2, 0x2C)) else {
            return false
        }
        return !names.isEmpty && allModifiers(names)
    }

    /// A word that before the next one is preparation (counted): "ground" in "ground black pepper".
    func startsPreparationPair(at i: Int) -> Bool {
        guard grammar.flags(i).contains(.startsPreparation), i + 1 < tokens.count,
            let first = WordKey(bytes, tokens[i].start, tokens[i].end), let second = WordKey(bytes, tokens[i + 1].start, tokens[i + 1].end)
        else { return false }
        return Lexicon.preparationPairs.contains(WordPair(first: first, second: second))
    }

    /// A participle with a preposition ("thinned with", "seasoned with", "tied in") or "to make".
    func endsNameWithClause(at i: Int) -> Bool {
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
    func nameListEnd(after comma: Int) -> Int? {
        var i = comma + 1
        var segments = 0
        while i < tokens.count, segments < 4 {
            let first = i
            var words = 0
            while i < tokens.count, !grammar.isPunct(i, 0x2C) {
                guard tokens[i].kind == .word, grammar.word(i)?.role != .preparation, grammar.word(i)?.role != .adverb,
                    !isStop(i)  // "or" and "and" start the last name, but not "or more"
                else { return nil }
                words += 1
                i += 1
            }
            guard words > 0, words <= 5 else { return nil }
            if grammar.isWord(first, .or) || grammar.isWord(first, .and) { return words > 1 ? i : nil }
            if grammar.flags(first).contains(.commentAfterComma) { return nil }
            // "white wine, apple juice or water": the last name joined without a comma before "or"; not
            // a description of the first name ("stems and seeds removed", "fresh or frozen", "skinless and boneless").
            if words > 2, !isJoiner(first), (first + 1..<i - 1).contains(where: { grammar.isWord($0, .or) || grammar.isWord($0, .and) }),
                (first..<i).allSatisfy({
                    isJoiner($0) || !isModifier($0) && !grammar.flags($0).contains(.asideStarter) && grammar.word($0)?.role != .size
                })
            {
                return i
            }
            segments += 1
            i += 1
        }
        return nil
    }

    /// Words that describe a food before its noun: "boneless", "natural", "salted".
    func isModifier(_ i: Int) -> Bool {
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
    func isNameAside(from start: Int, to end: Int) -> Bool {
        guard end > start, end - start <= 2 else { return false }
        for i in start..<end {
            guard tokens[i].kind == .word, grammar.word(i)?.role == nil || grammar.word(i)?.role == WordRole.none,
                grammar.word(i)?.unit == nil, !grammar.flags(i).contains(.asideStarter)
            else { return false }
        }
        return true
    }

    /// True when a run of preparation words starting at `i` ends the name: at the end of the line,
    /// before a comma or a parenthesis, or before "and"/"into"/"in" ("onions peeled and cut into rings").
    func preparationEndsName(at i: Int) -> Bool {
        guard let end = preparationRun(at: i) else { return false }
        if end == tokens.count || grammar.isPunct(end, 0x2C) || grammar.isPunct(end, 0x3B) || grammar.isPunct(end, 0x28) {
            return true
        }
        return grammar.isWord(end, .into) || grammar.isWord(end, .in) || grammar.isWord(end, .with)
    }

    /// True when a run of preparation words starting at `i` ends the segment (", finely chopped,").
    func preparationRunEnds(at i: Int) -> Bool {
        guard let end = preparationRun(at: i) else { return false }
        return end == tokens.count || grammar.isPunct(end, 0x2C) || grammar.isPunct(end, 0x3B) || grammar.isPunct(end, 0x28)
    }

    func trimmedComment(from index: Int) -> Range<Int>? {
        var i = index
        while i < tokens.count, tokens[i].kind == .punct, grammar.isPunct(i, 0x2C) || grammar.isPunct(i, 0x3B) { i += 1 }
        guard i < tokens.count else { return nil }
        return tokens[i].start..<bytes.count
    }

    func closing(from open: Int) -> Int {
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

    func isJoiner(_ i: Int) -> Bool {
        let n = grammar
        return n.isWord(i, .and) || n.isWord(i, .or) || n.isWord(i, .of) || n.isWord(i, .with)
            || n.isWord(i, .`in`) || tokens[i].kind == .dash
    }

    /// A run of preparation words starting at `i` ("finely chopped", "peeled and diced"); the index
    /// after it.
    func preparationRun(at start: Int) -> Int? {
        var i = start
        var sawPreparation = false
        while i < tokens.count {
            var role = grammar.word(i)?.role
            // "roughly chopped": an approximation before a participle is its adverb.
            if role == .approximation, i + 1 < tokens.count, isParticiple(i + 1) { role = .adverb }
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
            } else if sawPreparation, grammar.isWord(i, .or), i + 2 < tokens.count, isParticiple(i + 1), tokens[i + 2].kind == .word {
                i += 2  // "freshly grated or ground nutmeg"
            } else if sawPreparation, grammar.isPunct(i, 0x2C), let after = grammar.word(i + 1)?.role,
                after == .preparation || (grammar.isWord(i + 1, .and) && grammar.word(i + 2)?.role == .preparation)
            {
                i += 1  // "peeled, pitted, and chopped peaches"
            } else {
                break
            }
        }
        return sawPreparation ? i : nil
    }

    /// A preparation word, or a past participle such as "ground" or "toasted" after an adverb.
    func isParticiple(_ i: Int) -> Bool {
        let token = tokens[i]
        guard token.kind == .word else { return false }
        let role = grammar.word(i)?.role
        if role == .preparation || role == .adverb { return true }
        let length = token.end - token.start
        if length > 3, bytes[token.end - 2] == 0x65, bytes[token.end - 1] == 0x64 { return true }  // -ed
        return grammar.isWord(i, .ground) || grammar.isWord(i, .cut) || grammar.isWord(i, .torn)
    }

    /// Where the name ends: a comma, or words that start a purpose or a comment.
    func isStop(_ i: Int) -> Bool {
        let token = tokens[i]
        if token.kind == .punct {
            return grammar.isPunct(i, 0x2C) || grammar.isPunct(i, 0x3B) || grammar.isPunct(i, 0x3A)
                || grammar.isPunct(i, 0x2A)
        }
        if token.kind == .dash { return token.spaced }
        guard token.kind == .word else { return false }
        let n = grammar
        // "cut into cubes" ends the name; "French cut green beans", "steel cut oats" do not.
        if n.isWord(i, .cut) {
            guard i + 1 < tokens.count, tokens[i + 1].kind == .word, let next = n.word(i + 1) else { return i + 1 >= tokens.count || tokens[i + 1].kind != .word }
            return next.keyword != .none || next.role == .adverb || next.unit != nil
        }
        if n.isWord(i, .`for`) || n.isWord(i, .plus) || n.isWord(i, .optional) || n.isWord(i, .such)
            || n.isWord(i, .preferably) || n.isWord(i, .divided) || n.isWord(i, .`if`) || n.isWord(i, .about)
            || n.isWord(i, .approximately) || n.isWord(i, .optionally) || n.isWord(i, .eg)
        {
            return true
        }
        if n.isWord(i, .to) {
            // Counted: after a name, "to" and a word is a comment or purpose ("to season", "to seal
            // the pie") in nine lines of ten.
            // "ready to eat" names a product.
            if i > 0, tokens[i - 1].kind == .word, i + 1 < tokens.count, tokens[i + 1].kind == .word, !n.isWord(i - 1, .ready) {
                return true
            }
            return n.isWord(i + 1, .taste) || n.isWord(i + 1, .serve) || n.isWord(i + 1, .garnish)
                || n.isWord(i + 1, .decorate) || n.isWord(i + 1, .finish) || n.isWord(i + 1, .dust)
                || n.isWord(i + 1, .brush) || n.isWord(i + 1, .coat) || n.isWord(i + 1, .grease)
                || n.isWord(i + 1, .fry) || n.isWord(i + 1, .cover) || n.isWord(i + 1, .sprinkle)
        }
        if n.isWord(i, .`as`) { return n.isWord(i + 1, .needed) || n.isWord(i + 1, .desired) || n.isWord(i + 1, .required) }
        if n.isWord(i, .at) { return n.isWord(i + 1, .room) }
        if n.isWord(i, .or) {
            return n.isWord(i + 1, .more) || n.isWord(i + 1, .less) || n.isWord(i + 1, .to) || n.isWord(i + 1, .`as`)
                || n.isWord(i + 1, .use)
        }
        return false
    }
}
