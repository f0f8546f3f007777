/// The name's words as nouns and modifiers: the noun a count before the name counts, whose plural
/// follows the count when it is scaled, and whether the words read so far only modify one.
extension NameReader {
    /// True when every one of `names` is a modifier (a loop: `allSatisfy(isModifier)` boxes the
    /// reader into a closure on every call).
    func allModifiers(_ names: [Int]) -> Bool {
        for index in names where !isModifier(index) { return false }
        return true
    }

    /// The name's last word ("eggs" in "3 large eggs"); but where a second count follows "and" or
    /// "+" inside the name, that count is another amount with its own noun: then it is the word
    /// before "and" when the name says it again after ("egg" in "1 egg and 1 egg yolk"), and none
    /// when it does not ("1 green and 1 red pepper": "pepper" is the second count's).
    func countedNoun(_ names: [Int]) -> Range<Int>? {
        guard let first = names.first, let last = names.last, tokens[last].kind == .word else { return nil }
        var joint = first
        while joint < last, !((grammar.isWord(joint, .and) || grammar.isPunct(joint, 0x2B)) && tokens[joint + 1].isNumeric) {
            joint += 1
        }
        guard joint < last else { return tokens[last].start..<tokens[last].end }
        let before = joint - 1
        guard before >= first, tokens[before].kind == .word else { return nil }
        for index in joint + 2...last where tokens[index].kind == .word && isSameWord(before, index) {
            return tokens[before].start..<tokens[before].end
        }
        return nil
    }

    /// True when tokens `a` and `b` are one word, in any case, one of them perhaps with a plural "s".
    private func isSameWord(_ a: Int, _ b: Int) -> Bool {
        var x = tokens[a].start..<tokens[a].end
        var y = tokens[b].start..<tokens[b].end
        if x.count == y.count + 1, bytes[x.upperBound - 1] | 0x20 == 0x73 { x = x.lowerBound..<x.upperBound - 1 }
        if y.count == x.count + 1, bytes[y.upperBound - 1] | 0x20 == 0x73 { y = y.lowerBound..<y.upperBound - 1 }
        return x.count == y.count && zip(x, y).allSatisfy { bytes[$0] | 0x20 == bytes[$1] | 0x20 }
    }
}
