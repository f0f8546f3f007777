/// The words around an amount that ``AmountReader`` asks about: a preposition after "in", packing
/// and size words before a unit, a thickness, the "x" of "2 x 400g".
extension AmountReader {
    /// True when the word at `i` makes an "in" before it a preposition: an article, a possessive
    /// or another word that starts a noun phrase, a number word ("in a bowl", "in their shells",
    /// "in half").
    func isPrepositionBefore(_ i: Int) -> Bool {
        if let word = grammar.word(i), word.isNumber || word.keyword == .a || word.keyword == .an { return true }
        return grammar.isWord(i, in: "the their its his her your my our this that these those all total")
    }

    /// "packed" before a unit, with its adverb: "1 packed cup", "½ lightly packed cup".
    func isPacked(_ i: Int) -> Bool {
        if grammar.word(i)?.role == .adverb, grammar.isWord(i + 1, .packed) { return grammar.word(i + 2)?.unit != nil }
        return grammar.isWord(i, .packed) && grammar.word(i + 1)?.unit != nil
    }

    /// "thick" and "thin" before a unit: "2 thick slices".
    func isThickness(_ i: Int) -> Bool {
        (grammar.isWord(i, .thick) || grammar.isWord(i, .thin)) && grammar.word(i + 1)?.unit != nil
    }

    /// A word that may stand before a unit: a size ("2 large cloves"), and after a number a thickness
    /// ("2 thick slices"), "packed" ("1 firmly packed cup"), "very" before those; "good" or "healthy"
    /// right before a unit ("a good pinch"; "good olive oil" names the oil); a size by comparison
    /// ("3 thumb-sized pieces"). It runs for every unit looked for: the token's information is read once.
    func isMeasureSize(_ i: Int, afterNumber: Bool) -> Bool {
        let token = tokens[i]
        let info = token.info
        guard info.known else { return token.kind == .word && LineTokenizer.isSizedWord(bytes, token.start, token.end) }
        if info.role == .size { return true }
        if afterNumber, info.role == .adverb, isPacked(i) { return true }
        switch info.keyword {
        case .thick, .thin, .packed: return afterNumber && grammar.word(i + 1)?.unit != nil
        // "healthy dose": not the German "Dose".
        case .good, .healthy: return grammar.word(i + 1)?.unit != nil && !grammar.flags(i + 1).contains(.foreign)
        case .very: return afterNumber && (grammar.word(i + 1)?.role == .size || isThickness(i + 1))
        default: return false
        }
    }

    func isTimes(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.info.keyword == .x { return true }
        return token.end - token.start == 2 && bytes[token.start] == 0xC3 && bytes[token.start + 1] == 0x97
    }
}
