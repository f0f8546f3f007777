/// The features the name model reads of each candidate word (``NameTagger``), computed in two
/// passes over the line's tokens (one from the end, one from the start): integer hashes only, no
/// allocation beyond a buffer on the stack.
extension NameTagger {
    /// Calls `body` for each candidate in order with its token index and what the model reads of it.
    func forEachCandidate(_ body: (Int, NameReading) -> Void) {
        grammar.tokens.withUnsafeBufferPointer { tokens in
            grammar.bytes.withUnsafeBufferPointer { bytes in
                visitCandidates(tokens, bytes, body)
            }
        }
    }

    /// ``forEachCandidate(_:)`` over the line's tokens and bytes, with no bounds checks.
    private func visitCandidates(
        _ tokens: UnsafeBufferPointer<LineToken>, _ bytes: UnsafeBufferPointer<UInt8>,
        _ body: (Int, NameReading) -> Void
    ) {
        let count = tokens.count
        guard start < count else { return }
        let first = max(start - 2, 0)
        // Word hashes, their keys and the rules' readings, two slots of padding either side: a
        // neighbour outside the line reads its own hash, one before the amount's end reads
        // "outside" (2).
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: (count + 4) * 3 + count * 2) { buffer in
            let hashes = buffer.baseAddress! + 2
            // A hash's part of a feature's key (``mix(_:_:)``), multiplied once a token, not once a feature.
            let keys = hashes + count + 4
            let readAs = keys + count + 4
            // Per token, from the end: the words after it before the next comma, parenthesis or
            // semicolon (at most 3), and bit 2 set when an "or" / "and" comes before that boundary.
            let ahead = readAs + count + 2
            // Per candidate: the shape of its text (its length, hyphens, other scripts, capitals).
            let shapes = ahead + count
            // Only the padding a candidate reads, not a loop over the slots before `first`: its
            // neighbours reach back to `first` and no further.
            hashes[-2] = 0x9E37_79B9
            hashes[-1] = 0x9E37_79B9
            hashes[count] = 0x85EB_CA6B
            hashes[count + 1] = 0x85EB_CA6B
            readAs[-2] = 2
            readAs[-1] = 2
            readAs[count] = 2
            readAs[count + 1] = 2
            // One pass from the end: each token's hash, key and shape from two before the first
            // candidate on, and each candidate's reading and what lies ahead of it in its phrase.
            let preparation = self.preparation
            var rule = rules.count - 1  // the rules' names in order: walked down with the tokens
            var words: UInt32 = 0
            var joinerAhead: UInt32 = 0
            var index = count - 1
            while index >= first {
                let token = tokens[index]
                let length = token.end - token.start
                switch token.kind {
                case .word, .punct, .number:
                    // One byte (punctuation, most of them): no words to gather.
                    let scan = length == 1 ? Self.scan(bytes[token.start]) : Self.scan(bytes, token.start..<token.end)
                    let short: UInt32 = length <= 3 ? 1 : 0
                    if token.kind == .number {
                        hashes[index] = 0x1000 &+ UInt32(token.kind.rawValue)
                        shapes[index] = scan.shape & 6 | short
                    } else {
                        hashes[index] = scan.hash
                        shapes[index] = scan.shape | short
                    }
                default: hashes[index] = 0x1000 &+ UInt32(token.kind.rawValue)
                }
                keys[index] = hashes[index] &* 0x9E37_79B1
                if index >= start {
                    ahead[index] = min(words, 3) | joinerAhead
                    if token.kind == .punct, length == 1, Self.isBoundary(bytes[token.start]) {
                        words = 0
                        joinerAhead = 0
                    } else if token.kind == .word || token.kind == .number {
                        words += 1
                        if token.info.keyword == .or || token.info.keyword == .and { joinerAhead = 4 }
                    }
                    while rule >= 0, rules[rule] > index { rule -= 1 }
                    var reading: UInt32 = 0
                    if rule >= 0, rules[rule] == index {
                        reading = 1
                    } else if let size, size.contains(token.start) {
                        reading = 3
                    } else if preparation.covers(token.start) {
                        reading = 4
                    }
                    readAs[index] = reading
                } else {
                    readAs[index] = 2  // before the amount's end
                }
                index -= 1
            }
            keys[-2] = hashes[-2] &* 0x9E37_79B1
            keys[-1] = keys[-2]
            keys[count] = hashes[count] &* 0x9E37_79B1
            keys[count + 1] = keys[count]
            let firstRule = rules.first { $0 >= start } ?? -1
            let lastRule = rules.last ?? -1
            var segmentHead: UInt32 = 0
            var atSegmentStart = false
            var joinerBefore: UInt32 = 0
            let amountSpan = amount?.span
            let hasAlternatives = !alternatives.isEmpty
            var depth = 0
            var commas = 0
            var numbered: UInt32 = 0
            var seen: UInt32 = 0
            // Before the first candidate only the parentheses, the phrase's first word and a
            // joining word carry over.
            for index in 0..<start {
                let token = tokens[index]
                switch token.kind {
                case .punct:
                    guard token.end - token.start == 1 else { continue }
                    let byte = bytes[token.start]
                    if byte == 0x28 { depth += 1 }
                    if byte == 0x29, depth > 0 { depth -= 1 }
                    if Self.isBoundary(byte) {
                        atSegmentStart = true
                        joinerBefore = 0
                    }
                case .word, .number:
                    if atSegmentStart {
                        segmentHead = index >= first ? hashes[index] : 0x9E37_79B9  // before `first`: outside the line
                        atSegmentStart = false
                    }
                    if token.info.keyword == .or || token.info.keyword == .and { joinerBefore = 8 }
                default: continue
                }
            }
            for index in start..<count {
                let token = tokens[index]
                switch token.kind {
                case .punct:
                    if token.end - token.start == 1 {
                        let byte = bytes[token.start]
                        if byte == 0x28 { depth += 1 }
                        if byte == 0x29, depth > 0 { depth -= 1 }
                        if byte == 0x2C { commas += 1 }
                        if Self.isBoundary(byte) {
                            atSegmentStart = true
                            joinerBefore = 0
                        }
                    }
                    continue
                case .number, .fraction, .vulgar:
                    if index > start, readAs[index] != 1 { numbered = 1 }  // another amount after the line's own: "or 1 large tomato"
                    guard token.kind == .number else { continue }
                case .word: break
                case .dash: continue
                }
                if atSegmentStart {
                    segmentHead = hashes[index]
                    atSegmentStart = false
                }
                defer { if token.info.keyword == .or || token.info.keyword == .and { joinerBefore = 8 } }
                if let amountSpan, amountSpan.contains(token.start) { continue }
                if hasAlternatives {
                    var inAlternative = false
                    for other in alternatives where other.span.contains(token.start) { inAlternative = true }
                    if inAlternative { continue }
                }
                let ruled = readAs[index]
                let info = token.info
                let initial = bytes[token.start]
                let word = hashes[index]
                let reading = NameReading(
                    word: word, before: hashes[index - 1], after: hashes[index + 1],
                    keys: (keys[index], keys[index - 1], keys[index + 1], keys[index - 2], keys[index + 2]),
                    // The last three bytes' hash (the word's own when it has no more: hashed again,
                    // not branched on, as which words are short changes from word to word).
                    suffix: Self.suffixHash(bytes, token.start..<token.end),
                    ruled: ruled, nextRuled: readAs[index + 1],
                    near: ruled &* 25 &+ readAs[index - 1] &* 5 &+ readAs[index + 1],
                    far: ruled &* 25 &+ readAs[index - 2] &* 5 &+ readAs[index + 2],
                    place: numbered &* 6 &+ UInt32(truncatingIfNeeded: min(depth, 1) &* 3 &+ min(commas, 2)),
                    capital: token.kind == .number ? 2 : initial >= 0x41 && initial <= 0x5A ? 1 : 0,
                    flags: info.known ? UInt32(info.flags.rawValue) : 0xFFFF, seen: min(seen, 3),
                    rulePlace: firstRule < 0 ? 0 : Self.rulePlace(index, ruled == 1, firstRule, lastRule),
                    context: ahead[index] | joinerBefore, shape: shapes[index], segmentHead: segmentHead)
                body(index, reading)
                seen += 1
            }
        }
    }

    /// Where the word at `index` stands against the rules' name, from `first` to `last` (the
    /// rules' names in order): in it, 4 plus 1 when first and 2 when last; out of it, 1 before,
    /// 2 after, 3 between. Arithmetic, not branches: which it is changes from word to word.
    @inline(__always) private static func rulePlace(_ index: Int, _ isName: Bool, _ first: Int, _ last: Int) -> UInt32 {
        let named = 4 | UInt32(index == first ? 1 : 0) | UInt32(index == last ? 2 : 0)
        // Before the first is before the last too (`first <= last`).
        let other = 3 &- UInt32(index < first ? 2 : 0) &- UInt32(index > last ? 1 : 0)
        return isName ? named : other
    }

    /// A comma, parenthesis or semicolon: where a phrase of the line ends.
    @inline(__always) private static func isBoundary(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x28 || byte == 0x29 || byte == 0x3B
    }
}
