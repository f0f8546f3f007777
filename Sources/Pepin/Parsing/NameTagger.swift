/// Decides which words after a line's amount are the ingredient's name, with a learned model
/// (``NameModel``) over the rule reader's answer.
///
/// The rules (``NameReader``) read a name; the model (the mean of sixteen averaged structured
/// perceptrons trained on the labelled lines of `train.jsonl` by `pepin-bench train-names`) then
/// takes or leaves each word after the amount. It sees the word, its neighbours, where it stands
/// (inside parentheses, after how many commas, after another amount), what the lexicon knows of
/// it, what the rules read it and its neighbours as, and whether the word before is taken. The
/// line's decisions are the best sequence of them (Viterbi over three states: a name word, another
/// word before the name, another after it). Opt-in
/// (`pepin parse --names learned`): it takes about a third of such a parse's time.
struct NameTagger {
    let grammar: LineGrammar
    /// The first token after the amount.
    let start: Int
    /// The rule reader's name, token indices in order (borrowed for the line's parse).
    let rules: UnsafeBufferPointer<Int>
    /// The line's amount and its alternatives, whose words are never name words.
    let amount: IngredientAmount?
    let alternatives: [IngredientAmount]
    /// The bytes the rules read as size and as preparation.
    let size: Range<Int>?
    let preparation: SpanList

    /// The candidates: every word from `start` on, with what the model reads of it (for training).
    var candidates: [NameCandidate] {
        var result: [NameCandidate] = []
        forEachCandidate { index, reading in
            let token = grammar.tokens[index]
            let features = [UInt32](unsafeUninitializedCapacity: NameCandidate.staticCount) { buffer, count in
                reading.keys(into: buffer.baseAddress!)
                count = NameCandidate.staticCount
            }
            result.append(NameCandidate(token: index, span: token.start..<token.end, word: reading.word, ruled: reading.ruled, features: features))
        }
        return result
    }

    /// The name's token indices as the model decides: the words it takes, and the rules' other
    /// tokens ("%", inner dashes) before a word it takes; `nil` when it takes none or the rules'
    /// own words (the rules' name stands).
    func tagged(by model: NameModel.Borrowed) -> [Int]? {
        if isSettled { return nil }
        let count = grammar.tokens.count
        // The words taken, in a buffer on the stack; an array only when they differ from the rules'.
        // The best sequence of decisions (Viterbi): a decision adds its score
        // when it takes the word and subtracts it when it leaves it.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: max(count, 1) * 2) { buffer -> [Int]? in
            let taken = buffer.baseAddress!
            // Three states: a name word, another word before any name word, another after one.
            // Per candidate: bits 0-1 the state "name" is best reached from (0 name, 1 before,
            // 2 after); bit 2 set when "after" is best reached from "name".
            let back = taken + count
            var candidateCount = 0
            var name: Int32 = 0
            var before: Int32 = 0
            var after: Int32 = Int32.min / 4  // unreachable before the first word
            do {
                let weights = model.weights
                let tables = model.tables
                // The bias (the first static feature) is the same for every word: weighed once.
                let bias = Int32(weights[Int(NameTagger.bias & NameModel.mask)])
                // A decision's weights given the one before: those of the decision before and the
                // rules' reading (one table for the model), and the word's own.
                func weigh(_ previous: NameCandidate.Previous, _ word: UInt32, _ ruled: UInt32) -> Int32 {
                    tables[NameModel.Table.transitions + Int(previous.rawValue &* 8 &+ ruled)]
                        &+ Int32(weights[Int(NameCandidate.wordTransition(previous, word) & NameModel.mask)])
                }
                forEachCandidate { index, reading in
                    let word = reading.word
                    let ruled = reading.ruled
                    let score = bias &+ reading.score(weights, tables)
                    if candidateCount == 0 {
                        name = score &+ weigh(.start, word, ruled)
                        before = 0 &- name
                        back[0] = 0
                    } else {
                        let afterName = score &+ weigh(.name, word, ruled)
                        let afterBefore = score &+ weigh(.other, word, ruled)
                        let afterAfter = score &+ weigh(.afterName, word, ruled)
                        var best = name &+ afterName
                        var from = 0
                        if before &+ afterBefore > best {
                            best = before &+ afterBefore
                            from = 1
                        }
                        if after &+ afterAfter > best {
                            best = after &+ afterAfter
                            from = 2
                        }
                        let leftAfterName = name &- afterName
                        let leftAfterAfter = after &- afterAfter
                        back[candidateCount] = from | (leftAfterName >= leftAfterAfter ? 4 : 0)
                        before = before &- afterBefore
                        after = max(leftAfterName, leftAfterAfter)
                        name = best
                    }
                    taken[candidateCount] = index
                    candidateCount += 1
                }
            }
            // Back from the last decision; bit 3 of `back` marks the words taken.
            var state = name >= before && name >= after ? 0 : before >= after ? 1 : 2
            var k = candidateCount - 1
            while k >= 0 {
                let bits = back[k]
                if state == 0 { back[k] = bits | 8 }
                if k > 0 {
                    switch state {
                    case 0: state = bits & 3
                    case 1: state = 1
                    default: state = bits & 4 != 0 ? 0 : 2
                    }
                }
                k -= 1
            }
            var takenCount = 0
            for k in 0..<candidateCount where back[k] & 8 != 0 {
                taken[takenCount] = taken[k]
                takenCount += 1
            }
            guard takenCount > 0, !(takenCount == rules.count && (0..<takenCount).allSatisfy { taken[$0] == rules[$0] }) else {
                return nil
            }
            let last = taken[takenCount - 1]
            var names = Array(UnsafeBufferPointer(start: taken, count: takenCount))
            for index in rules where index < last && grammar.tokens[index].kind != .word && grammar.tokens[index].kind != .number {
                var next = index + 1
                while next < count, grammar.tokens[next].kind != .word { next += 1 }
                if next <= last, names.contains(next) { names.append(index) }
            }
            if names.count > takenCount { names.sort() }
            return names
        }
    }

    /// True when the rules' reading leaves the model nothing to weigh: the word after the amount
    /// is the rules' one-word name, then nothing, or a comma and words already read as preparation
    /// ("2 cups flour"; a trailing ", chopped" is read after the model). Over every all-name line
    /// the model overrules the rules about as often for the worse as for the better; where the name
    /// has more words it drops some ("boiled egg", "fresh thyme sprigs"), so those are weighed.
    private var isSettled: Bool {
        guard rules.count == 1 else { return false }
        let tokens = grammar.tokens
        var next = 0  // the next of the rules' name tokens
        var named = false
        var afterComma = false
        for index in start..<tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .word, .number:
                if !afterComma, next < rules.count, rules[next] == index {
                    next += 1
                    named = true
                } else if afterComma, preparation.covers(token.start) {
                    continue
                } else {
                    return false
                }
            case .punct:
                guard named, !afterComma, grammar.isPunct(index, 0x2C) else { return false }
                afterComma = true
            default: return false
            }
        }
        return named && next == rules.count
    }
}

/// One word the name model decides, with the features it reads.
public struct NameCandidate: Sendable {
    /// What was decided for the word before: nothing (the first word), a name word, another word
    /// before any name word, another word after one.
    public enum Previous: UInt32, Sendable {
        case start, name, other, afterName
    }

    static let staticCount = 25

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
        (NameTagger.mix(20, previous.rawValue), wordTransition(previous, word), NameTagger.mix(22, previous.rawValue &* 8 &+ ruled))
    }

    /// The dynamic feature that reads the word: ``dynamic(_:)``'s second.
    @inline(__always) static func wordTransition(_ previous: Previous, _ word: UInt32) -> UInt32 {
        NameTagger.mix(21, NameTagger.pair(previous.rawValue, word))
    }
}
