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
        if isSettled { return rules }
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
                } else if afterComma, preparation.contains(where: { $0.contains(token.start) }) {
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
            NameTagger.mix(20, previous.rawValue), NameTagger.mix(21, NameTagger.pair(previous.rawValue, word)),
            NameTagger.mix(22, previous.rawValue &* 8 &+ ruled)
        )
    }
}
