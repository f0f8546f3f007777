/// Parses an ingredient line into amounts, unit, name and the rest, keeping the author's text.
///
/// ```swift
/// let line = IngredientLineParser("1 1/2 cups all-purpose flour, sifted").line
/// line.quantity   // .exact(3/2)
/// line.unit       // .volume(.cup)
/// line.name       // "all-purpose flour"
/// ```
/// Never fails: a line it cannot read is returned with `isParsed == false`.
public struct IngredientLineParser: Sendable {
    /// The parsed line.
    public let line: IngredientLine

    /// Parses `text`.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        let tokens = LineTokenizer(bytes: bytes).tokens
        line = LineGrammar(text: text, bytes: bytes, tokens: tokens).parse()
    }
}

/// The grammar of a line over its tokens.
struct LineGrammar {
    let text: String
    let bytes: [UInt8]
    let tokens: [LineToken]
    var numbers: QuantityReader { QuantityReader(bytes: bytes, tokens: tokens) }

    func parse() -> IngredientLine {
        guard !tokens.isEmpty else { return .unparsed(text) }
        var index = 0
        // Words before the amount: "about", "approximately".
        while index < tokens.count, Lexicon.info(bytes, tokens[index])?.role == .approximation,
            !numbers.isWord(index, "plus")
        {
            index += 1
        }
        var amount = AmountReader(grammar: self).read(at: index)
        if amount == nil {
            index = 0
            amount = AmountReader(grammar: self).readImplied(at: 0)
        }
        if amount == nil, let found = amountAfterLeadIn() {
            return found
        }
        guard let (primary, afterAmount) = amount else {
            if tokens[0].kind == .number || tokens[0].kind == .fraction {
                return .unparsed(text)  // a number we could not read (overflow)
            }
            return NameReader(grammar: self, leadIn: nil).line(amount: nil, alternatives: [], from: 0)
        }
        var next = afterAmount
        var alternatives: [IngredientAmount] = []
        AlternativeReader(grammar: self).read(after: &next, into: &alternatives)
        if numbers.isWord(next, "of") { next += 1 }
        return NameReader(grammar: self, leadIn: nil).line(amount: primary, alternatives: alternatives, from: next)
    }

    /// "Juice of 1 lemon", "zest of 2 limes": the amount comes after a lead-in.
    private func amountAfterLeadIn() -> IngredientLine? {
        var index = 0
        while index < min(tokens.count, 6), tokens[index].kind == .word, !numbers.isWord(index, "of") { index += 1 }
        guard numbers.isWord(index, "of"), let (amount, next) = AmountReader(grammar: self).read(at: index + 1) else {
            return nil
        }
        return NameReader(grammar: self, leadIn: 0..<index).line(amount: amount, alternatives: [], from: next)
    }

    func word(_ index: Int) -> WordInfo? {
        index < tokens.count ? Lexicon.info(bytes, tokens[index]) : nil
    }

    func isPunct(_ index: Int, _ byte: UInt8) -> Bool {
        index < tokens.count && tokens[index].kind == .punct && TokenText.isByte(bytes, tokens[index], byte)
    }
}
