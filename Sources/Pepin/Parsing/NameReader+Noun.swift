/// The name's words as nouns and modifiers: the noun a count before the name counts, whose plural
/// follows the count when it is scaled, whether the words read so far only modify one, and a
/// brand's product name that goes on after a dash.
extension NameReader {
    /// True when every one of `names` is a modifier (a loop: `allSatisfy(isModifier)` boxes the
    /// reader into a closure on every call).
    func allModifiers(_ names: NameList) -> Bool {
        for index in names where !isModifier(index) { return false }
        return true
    }

    /// The name's last word ("eggs" in "3 large eggs"); but where a second count follows "and",
    /// "or" or "+" inside the name, that count is another amount with its own noun: then it is the word
    /// before "and" when the name says it again after ("egg" in "1 egg and 1 egg yolk"), and none
    /// when it does not ("1 green and 1 red pepper": "pepper" is the second count's).
    ///
    /// Before "of", "with", "in", "from", "for", "including" or "weighing" it is the word before,
    /// and a participle ends no noun: "3 shoulders of pork", "3 chipotles in adobo", "3 onions
    /// ground with the lamb", "3 beef stock pots diluted", "2 scallions including green top", "2
    /// turkeys weighing 8kg", not "shoulder of porks", "onion ground with the lambs", "pot
    /// diluteds", "scallion including green tops" or "turkey weighings". A name of participles
    /// alone counts no noun.
    func countedNoun(_ names: NameList) -> Range<Int>? {
        guard let first = names.first, var last = names.last, tokens[last].kind == .word else { return nil }
        for index in names where index > first && index - 1 < last && tokens[index - 1].kind == .word {
            switch tokens[index].info.keyword {
            case .of, .with, .in, .from, .for: last = index - 1
            // Only words of their length are looked up: this runs for every word of every name.
            default: if tokens[index].end - tokens[index].start >= 8, grammar.isWord(index, in: "including weighing") { last = index - 1 }
            }
        }
        // "½ serrano or jalapeño seeded and deribbed": back over the participles and their "and",
        // never out of parentheses ("(usually plastic-wrapped)").
        let end = last
        while last > first, tokens[last - 1].kind == .word,
            describes(last) || ((grammar.isWord(last, .and) || grammar.isWord(last, .or)) && describes(last - 1))
        {
            last -= 1
        }
        guard !describes(last), !grammar.isAdjective(last), last == end || last == first || tokens[last - 1].kind == .word else { return nil }
        var joint = first
        while joint < last,
            !((grammar.isWord(joint, .and) || grammar.isWord(joint, .or) || grammar.isPunct(joint, 0x2B)) && tokens[joint + 1].isNumeric)
        {
            joint += 1
        }
        guard joint < last else { return countedUnitWord(before: last, from: first) ?? (tokens[last].start..<tokens[last].end) }
        let before = joint - 1
        guard before >= first, tokens[before].kind == .word else { return nil }
        for index in joint + 2...last where tokens[index].kind == .word && isSameWord(before, index) {
            return tokens[before].start..<tokens[before].end
        }
        return nil
    }

    /// A unit's word before a noun the same in the plural, which the count counts instead: "1 fat
    /// clove garlic" doubled reads "2 fat cloves garlic", "1 (1 pound) fillet salmon" "2 (1 pound)
    /// fillets salmon" (``Inflector/sameInPluralWords``).
    @inline(never)
    private func countedUnitWord(before noun: Int, from first: Int) -> Range<Int>? {
        guard noun > first, tokens[noun - 1].kind == .word, case .count = tokens[noun - 1].info.unit,
            grammar.isWord(noun, in: Inflector.sameInPluralWords)
        else { return nil }
        return tokens[noun - 1].start..<tokens[noun - 1].end
    }

    /// A spaced dash at `i` that goes on with a product's name after a trademark: "Knorr® Rice
    /// Sides™ - Beef", "Gevalia® Cold Brew Concentrate - House Blend". The next word is capitalised,
    /// not written in capitals ("- MIX WELL BEFORE MEASURING" is an instruction).
    func continuesBrandName(at i: Int, _ names: NameList) -> Bool {
        guard tokens[i].kind == .dash, tokens[i].spaced, i + 1 < tokens.count, tokens[i + 1].kind == .word else { return false }
        let next = tokens[i + 1]
        let first = bytes[next.start]
        guard first >= 0x41, first <= 0x5A, next.end - next.start < 2 || bytes[next.start + 1] >= 0x61 else { return false }
        for index in names {
            var k = tokens[index].start
            while k + 1 < tokens[index].end {
                if bytes[k] == 0xC2, bytes[k + 1] == 0xAE { return true }  // ®
                if bytes[k] == 0xE2, k + 2 < tokens[index].end, bytes[k + 1] == 0x84, bytes[k + 2] == 0xA2 { return true }  // ™
                k += 1
            }
        }
        return false
    }

    /// A participle that says how a food is made ("seeded", "ground", "made"), not a noun in "-eed"
    /// ("seed"). (One copy, not inlined: the WebAssembly module's size.)
    @inline(never)
    private func describes(_ i: Int) -> Bool {
        let token = tokens[i]
        if token.end - token.start >= 4, bytes[token.end - 3] | 0x20 == 0x65, bytes[token.end - 1] | 0x20 == 0x64 { return false }
        return isParticiple(i) || (token.end - token.start == 4 && grammar.isWord(i, in: "made"))
    }

    /// True when tokens `a` and `b` are one word, in any case, one of them perhaps with a plural "s".
    private func isSameWord(_ a: Int, _ b: Int) -> Bool {
        var x = tokens[a].start..<tokens[a].end
        var y = tokens[b].start..<tokens[b].end
        if x.count == y.count + 1, bytes[x.upperBound - 1] | 0x20 == 0x73 { x = x.lowerBound..<x.upperBound - 1 }
        if y.count == x.count + 1, bytes[y.upperBound - 1] | 0x20 == 0x73 { y = y.lowerBound..<y.upperBound - 1 }
        return x.count == y.count && zip(x, y).allSatisfy { bytes[$0] | 0x20 == bytes[$1] | 0x20 }
    }

    /// The name word at `i` before `unit` ending the name, counted as the unit's ("2 celery sticks").
    func isCountedUnit(_ unit: CountUnit, after i: Int) -> Bool {
        guard let key = WordKey(bytes, tokens[i].start, tokens[i].end) else { return false }
        for pair in Lexicon.unitsAfterName where pair.first == key {
            if case .count(let counted)? = Lexicon.entries[pair.second]?.unit, counted == unit { return true }
        }
        return false
    }
}
