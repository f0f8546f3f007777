/// Decides which words after a line's amount are the ingredient's name, with a learned model
/// (``NameModel``) over the rule reader's answer.
///
/// The rules (``NameReader``) read a name; the model (the mean of four averaged perceptrons trained
/// on the labelled lines of `train.jsonl` by `pepin-bench train-names`) then takes or leaves each
/// word after the amount. It sees the word, its neighbours, where it stands (inside parentheses,
/// after how many commas, after another amount), what the lexicon knows of it, what the rules read
/// it and its neighbours as, and what it decided for the word before. Words are decided left to
/// right, one pass. Opt-in (`pepin parse --names learned`): it costs about a third of parsing.
struct NameTagger {
    let grammar: LineGrammar
    /// The first token after the amount.
    let start: Int
    /// The rule reader's name, token indices in order.
    let rules: [Int]
    /// The line's amount and its alternatives, whose words are never name words.
    let amount: IngredientAmount?
    let alternatives: [IngredientAmount]
    /// The bytes the rules read as size and as preparation.
    let size: Range<Int>?
    let preparation: [Range<Int>]

    /// The candidates: every word from `start` on, with what the model reads of it (for training).
    var candidates: [NameCandidate] {
        var result: [NameCandidate] = []
        forEachCandidate { index, word, ruled, features in
            let token = grammar.tokens[index]
            result.append(NameCandidate(token: index, span: token.start..<token.end, word: word, ruled: ruled, features: Array(features)))
        }
        return result
    }

    /// The name's token indices as the model decides: the words it takes, and the rules' other
    /// tokens ("%", inner dashes) before a word it takes; the rules' own when it takes none.
    func tagged(by model: NameModel) -> [Int] {
        let count = grammar.tokens.count
        // The words taken, in a buffer on the stack; an array only when they differ from the rules'.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1)) { taken -> [Int] in
            var takenCount = 0
            var previous = NameCandidate.Previous.start
            model.weights.withUnsafeBufferPointer { weights in
                forEachCandidate { index, word, ruled, features in
                    var score: Int32 = 0
                    for feature in features { score &+= Int32(weights[Int(feature & NameModel.mask)]) }
                    let dynamic = NameCandidate.dynamic(previous, word: word, ruled: ruled)
                    score &+= Int32(weights[Int(dynamic.0 & NameModel.mask)]) &+ Int32(weights[Int(dynamic.1 & NameModel.mask)])
                        &+ Int32(weights[Int(dynamic.2 & NameModel.mask)])
                    let isName = score > 0
                    if isName {
                        taken[takenCount] = index
                        takenCount += 1
                    }
                    previous = isName ? .name : .other
                }
            }
            guard takenCount > 0, !(takenCount == rules.count && (0..<takenCount).allSatisfy { taken[$0] == rules[$0] }) else {
                return rules
            }
            let last = taken[takenCount - 1]
            var names = Array(taken[0..<takenCount])
            for index in rules where index < last && grammar.tokens[index].kind != .word && grammar.tokens[index].kind != .number {
                var next = index + 1
                while next < count, grammar.tokens[next].kind != .word { next += 1 }
                if next <= last, names.contains(next) { names.append(index) }
            }
            if names.count > takenCount { names.sort() }
            return names
        }
    }

    /// Calls `body` for each candidate in order with its token index, word hash, the rules'
    /// reading (1 name, 3 size, 4 preparation, 0 anything else) and its static features.
    private func forEachCandidate(_ body: (Int, UInt32, UInt32, UnsafeBufferPointer<UInt32>) -> Void) {
        let tokens = grammar.tokens
        let count = tokens.count
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count * 2 + NameCandidate.staticCount) { buffer in
            let hashes = buffer.baseAddress!
            let readAs = hashes + count
            let features = UnsafeMutableBufferPointer(start: readAs + count, count: NameCandidate.staticCount)
            for index in 0..<count where index + 2 >= start {
                hashes[index] = tokenHash(index)
                let at = tokens[index].start
                var reading: UInt32 = 0
                if size?.contains(at) == true {
                    reading = 3
                } else {
                    for span in preparation where span.contains(at) { reading = 4 }
                }
                readAs[index] = reading
            }
            for index in rules where index < count { readAs[index] = 1 }
            var depth = 0
            var commas = 0
            var numbered = 0
            var seen = 0
            for index in 0..<count {
                let token = tokens[index]
                if token.kind == .punct {
                    if grammar.isPunct(index, 0x28) { depth += 1 }
                    if grammar.isPunct(index, 0x29), depth > 0 { depth -= 1 }
                    if grammar.isPunct(index, 0x2C), index >= start { commas += 1 }
                }
                if token.isNumeric, index > start, readAs[index] != 1 {
                    numbered = 1  // another amount after the line's own: "or 1 large tomato"
                }
                guard index >= start, token.kind == .word || token.kind == .number else { continue }
                if amount?.span.contains(token.start) == true { continue }
                var inAlternative = false
                for other in alternatives where other.span.contains(token.start) { inAlternative = true }
                if inAlternative { continue }
                func hash(_ offset: Int) -> UInt32 {
                    let at = index + offset
                    return at < 0 ? 0x9E37_79B9 : at >= count ? 0x85EB_CA6B : hashes[at]
                }
                func rule(_ offset: Int) -> UInt32 {
                    let at = index + offset
                    return at < start || at >= count ? 2 : readAs[at]
                }
                let word = hashes[index]
                let ruled = rule(0)
                let place = UInt32(numbered * 6 + min(depth, 1) * 3 + min(commas, 2))
                let info = grammar.word(index)
                let role = UInt32(info?.role.rawValue ?? 7) &* 16 &+ (info?.unit == nil ? 0 : 1)
                let first = grammar.bytes[token.start]
                let capital: UInt32 = token.kind == .number ? 2 : first >= 0x41 && first <= 0x5A ? 1 : 0
                features[0] = Self.mix(1, 0)
                features[1] = Self.mix(2, word)
                features[2] = Self.mix(3, hash(-1))
                features[3] = Self.mix(4, hash(1))
                features[4] = Self.mix(5, hash(-2))
                features[5] = Self.mix(6, hash(2))
                features[6] = Self.mix(Self.mix(7, hash(-1)), word)
                features[7] = Self.mix(Self.mix(8, word), hash(1))
                features[8] = Self.mix(9, suffixHash(index))
                features[9] = Self.mix(10, place)
                features[10] = Self.mix(11, capital)
                features[11] = Self.mix(12, ruled)
                features[12] = Self.mix(Self.mix(13, ruled), word)
                features[13] = Self.mix(14, ruled &* 25 &+ rule(-1) &* 5 &+ rule(1))
                features[14] = Self.mix(15, ruled &* 16 &+ place)
                features[15] = Self.mix(16, role &* 8 &+ ruled)
                features[16] = Self.mix(17, UInt32(min(seen, 3)) &* 8 &+ ruled)
                features[17] = Self.mix(Self.mix(18, place), word)
                features[18] = Self.mix(23, UInt32(info?.flags.rawValue ?? 0xFFFF) &* 8 &+ ruled)
                features[19] = Self.mix(Self.mix(24, rule(1) &* 8 &+ ruled), word)
                features[20] = Self.mix(Self.mix(25, hash(-1)), hash(1))
                body(index, word, ruled, UnsafeBufferPointer(features))
                seen += 1
            }
        }
    }

    /// FNV-1a of the token's text, letters in lower case; numbers are one class each kind.
    private func tokenHash(_ index: Int) -> UInt32 {
        let token = grammar.tokens[index]
        guard token.kind == .word || token.kind == .punct else { return 0x1000 &+ UInt32(token.kind.rawValue) }
        return lowercaseHash(token.start..<token.end)
    }

    /// FNV-1a of the word's last three bytes, in lower case.
    private func suffixHash(_ index: Int) -> UInt32 {
        let token = grammar.tokens[index]
        return lowercaseHash(max(token.start, token.end - 3)..<token.end)
    }

    /// FNV-1a of the line's bytes in `span`, ASCII letters in lower case.
    private func lowercaseHash(_ span: Range<Int>) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for offset in span {
            let byte = grammar.bytes[offset]
            hash = (hash ^ UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) &* 0x0100_0193
        }
        return hash
    }

    /// Combines a feature's parts into one hash (a multiply-xorshift mix).
    static func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var h = (a &* 0x9E37_79B1) ^ (b &+ 0x7F4A_7C15 &+ (a << 6) &+ (a >> 2))
        h ^= h >> 15
        h = h &* 0x2C1B_3C6D
        h ^= h >> 12
        return h
    }
}

/// One word the name model decides, with the features it reads.
public struct NameCandidate: Sendable {
    /// What was decided for the word before.
    public enum Previous: UInt32, Sendable {
        case start, name, other
    }

    static let staticCount = 21

    /// The token's index in the line.
    let token: Int
    /// Where the word sits in the line's UTF-8.
    public let span: Range<Int>
    let word: UInt32
    let ruled: UInt32
    /// The features that do not depend on the decision before: hashes, reduced modulo the
    /// model's size when scored.
    public let features: [UInt32]

    /// True when the rules put the word in the name.
    public var isRuleName: Bool { ruled == 1 }

    /// The features that depend on the decision for the word before.
    public func dynamic(_ previous: Previous) -> (UInt32, UInt32, UInt32) {
        Self.dynamic(previous, word: word, ruled: ruled)
    }

    static func dynamic(_ previous: Previous, word: UInt32, ruled: UInt32) -> (UInt32, UInt32, UInt32) {
        (
            NameTagger.mix(20, previous.rawValue), NameTagger.mix(NameTagger.mix(21, previous.rawValue), word),
            NameTagger.mix(22, previous.rawValue &* 8 &+ ruled)
        )
    }
}
