/// Decides which words after a line's amount are the ingredient's name, with a learned model
/// (``NameModel``) over the rule reader's answer.
///
/// The rules (``NameReader``) read a name; the model, an averaged perceptron trained on the
/// labelled lines of `train.jsonl` (`pepin-bench train-names`), then takes or leaves each word
/// after the amount. It sees the word, its neighbours, where it stands (inside parentheses, after
/// how many commas), what the lexicon knows of it, whether the rules put it in the name, and what
/// it decided for the word before. Words are decided left to right, one pass.
struct NameTagger {
    let grammar: LineGrammar
    /// The first token after the amount.
    let start: Int
    /// The rule reader's name, token indices in order.
    let rules: [Int]
    /// The bytes of the line's amounts, whose words are never name words.
    let amounts: [Range<Int>?]
    /// The bytes the rules read as size and as preparation.
    let size: Range<Int>?
    let preparation: [Range<Int>]

    /// The candidates: every word from `start` on, with what the model reads of it.
    var candidates: [NameCandidate] {
        let tokens = grammar.tokens
        var hashes: [UInt32] = []
        hashes.reserveCapacity(tokens.count)
        for index in tokens.indices { hashes.append(tokenHash(index)) }
        // What the rules read each token as: 1 name, 3 size, 4 preparation, 0 anything else.
        var readAs = [UInt32](repeating: 0, count: tokens.count)
        for index in tokens.indices {
            let at = tokens[index].start
            if size?.contains(at) == true { readAs[index] = 3 } else if preparation.contains(where: { $0.contains(at) }) { readAs[index] = 4 }
        }
        for index in rules where index < tokens.count { readAs[index] = 1 }
        var result: [NameCandidate] = []
        result.reserveCapacity(tokens.count - start)
        var depth = 0
        var commas = 0
        var seen = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .punct {
                if grammar.isPunct(index, 0x28) { depth += 1 }
                if grammar.isPunct(index, 0x29), depth > 0 { depth -= 1 }
                if grammar.isPunct(index, 0x2C), index >= start { commas += 1 }
            }
            guard index >= start, token.kind == .word || token.kind == .number, !amounts.contains(where: { $0?.contains(token.start) == true }) else { continue }
            func hash(_ offset: Int) -> UInt32 {
                let at = index + offset
                return at < 0 ? 0x9E37_79B9 : at >= tokens.count ? 0x85EB_CA6B : hashes[at]
            }
            func rule(_ offset: Int) -> UInt32 {
                let at = index + offset
                return at < start || at >= tokens.count ? 2 : readAs[at]
            }
            let word = hashes[index]
            let ruled = rule(0)
            let place = UInt32(min(depth, 1) * 3 + min(commas, 2))
            let info = grammar.word(index)
            let role = UInt32(info?.role.rawValue ?? 7) &* 16 &+ (info?.unit == nil ? 0 : 1)
            let capital = UInt32(token.kind == .number ? 2 : grammar.bytes[token.start] >= 0x41 && grammar.bytes[token.start] <= 0x5A ? 1 : 0)
            var features = [UInt32](repeating: 0, count: NameCandidate.staticCount)
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
            result.append(NameCandidate(token: index, span: token.start..<token.end, word: word, ruled: ruled, features: features))
            seen += 1
        }
        return result
    }

    /// The name's token indices as the model decides: the words it takes, and the rules' other
    /// tokens (numbers, "%", inner dashes) between the first and last word it takes.
    func tagged(by model: NameModel) -> [Int] {
        let candidates = self.candidates
        guard !candidates.isEmpty else { return rules }
        var taken: [Int] = []
        taken.reserveCapacity(candidates.count)
        var previous = NameCandidate.Previous.start
        for candidate in candidates {
            let isName = model.score(candidate.features, candidate.dynamic(previous)) > 0
            if isName { taken.append(candidate.token) }
            previous = isName ? .name : .other
        }
        guard let last = taken.last else { return rules }
        // The rules' numbers and signs stay when the word after them is taken: "2% milk", "6-inch tostadas".
        var names = taken
        for index in rules where index < last && grammar.tokens[index].kind != .word && grammar.tokens[index].kind != .number {
            var next = index + 1
            while next < grammar.tokens.count, grammar.tokens[next].kind != .word { next += 1 }
            if next <= last, taken.contains(next) { names.append(index) }
        }
        if names.count > taken.count { names.sort() }
        return names
    }

    /// FNV-1a of the token's text, letters in lower case; numbers are one class each kind.
    private func tokenHash(_ index: Int) -> UInt32 {
        let token = grammar.tokens[index]
        guard token.kind == .word || token.kind == .punct else { return 0x1000 &+ UInt32(token.kind.rawValue) }
        var hash: UInt32 = 0x811C_9DC5
        for offset in token.start..<token.end {
            let byte = grammar.bytes[offset]
            hash = (hash ^ UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)) &* 0x0100_0193
        }
        return hash
    }

    /// FNV-1a of the word's last three bytes, in lower case.
    private func suffixHash(_ index: Int) -> UInt32 {
        let token = grammar.tokens[index]
        var hash: UInt32 = 0x811C_9DC5
        for offset in max(token.start, token.end - 3)..<token.end {
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
        (
            NameTagger.mix(20, previous.rawValue), NameTagger.mix(NameTagger.mix(21, previous.rawValue), word),
            NameTagger.mix(22, previous.rawValue &* 8 &+ ruled)
        )
    }
}
