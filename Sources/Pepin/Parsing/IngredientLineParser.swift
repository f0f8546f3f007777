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
        self.init(text, naming: .rules)
    }

    /// Parses `text` whose UTF-8 bytes the caller already has (`bytes` must be `text.utf8`).
    public init(_ text: String, utf8 bytes: [UInt8]) {
        self.init(text, utf8: bytes, naming: .rules)
    }

    /// Parses `text`, its name then decided by the learned `model` (``NameModel/standard``
    /// where the build has it), or by the rules alone when `model` is `nil`. The model changes
    /// only ``IngredientLine/name``; the food is matched on the rules' reading either way.
    public init(_ text: String, model: borrowing NameModel?) {
        switch model {
        case .some(let model): self = model.withBorrowed { IngredientLineParser(text, naming: .model($0)) }
        case .none: self.init(text, naming: .rules)
        }
    }

    /// As ``init(_:model:)``, for a caller that already has the UTF-8 bytes.
    public init(_ text: String, utf8 bytes: [UInt8], model: NameModel?) {
        guard let model else {
            self.init(text, utf8: bytes, naming: .rules)
            return
        }
        self = model.withBorrowed { IngredientLineParser(text, utf8: bytes, naming: .model($0)) }
    }

    /// Reads the text's own UTF-8 where it is contiguous (native strings), with no copy.
    init(_ text: String, naming: NameTagging) {
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ bytes in
            LineTokenizer.withTokens(bytes) { tokens in Self.parse(text, bytes, tokens, naming) }
        }) {
            line = parsed
        } else {
            line = LineTokenizer.withViews(Array(text.utf8)) { bytes, tokens in Self.parse(text, bytes, tokens, naming) }
        }
    }

    init(_ text: String, utf8 bytes: [UInt8], naming: NameTagging) {
        line = LineTokenizer.withViews(bytes) { bytes, tokens in Self.parse(text, bytes, tokens, naming) }
    }

    /// The line read over borrowed views of its bytes and tokens, which no reader keeps.
    private static func parse(_ text: String, _ bytes: LineBytes, _ tokens: LineTokens, _ naming: NameTagging) -> IngredientLine {
        // The name reader reads the amounts besides the line's own too, once for every presentation.
        LineGrammar(text: text, bytes: bytes, tokens: tokens).parse(naming: naming)
    }
}

/// The grammar of a line over its tokens.
struct LineGrammar {
    let text: String
    /// Reads quantities over the line's tokens. It holds the line's bytes and tokens, the grammar's
    /// only copy of them: every reader copies the grammar, and each array in it costs a retain.
    let numbers: QuantityReader
    var bytes: LineBytes { numbers.bytes }
    var tokens: LineTokens { numbers.tokens }

    init(text: String, bytes: LineBytes, tokens: LineTokens) {
        self.text = text
        numbers = QuantityReader(bytes: bytes, tokens: tokens)
    }

    /// The line read by the grammar, its name decided as `naming` says. (Not kept in the grammar:
    /// every copy of it would count one more reference.)
    func parse(naming: NameTagging) -> IngredientLine {
        guard !tokens.isEmpty else { return .unparsed(text) }
        var index = 0
        // Bullets and pictures before the amount: "- 1 cup", "• 2 eggs", "🍋 1 lemon".
        while index < tokens.count - 1, isBullet(index) { index += 1 }
        // "Optional: 1 tsp cornstarch", "Garnish: lemon slices": a label before the line is a comment.
        var label: Range<Int>?
        if let colon = labelColon(from: index) {
            label = tokens[index].start..<tokens[colon].end
            index = colon + 1
        }
        let start = index
        // Words before the amount: "about", "approx.", "approximately"; and the signs "≈" (Pepin's
        // own mark for a rounded amount, so its output reads back) and "~".
        var sign: Int?
        while index < tokens.count, tokens[index].info.role == .approximation || isWord(index, .or)
            || (tokens[index].info.role == .size && index + 1 < tokens.count && tokens[index + 1].kind != .word)
            || isApproximationSign(index)
            // "A 4-inch piece of ginger", "a 5 to 6 pound fowl": the measure is the amount ("a 9-inch pie crust": one).
            || (numbers.isArticle(index) && index + 1 < tokens.count && tokens[index + 1].kind == .number && !AmountReader(grammar: self).isSizeOfOne(at: index + 1))
            || (index > start && isPunct(index, 0x2E) && tokens[index - 1].info.role == .approximation)
            // "Up to 250g", "at least 4 tbsp", "A generous ½ teaspoon": bounds and sizes of the amount.
            || (isWord(index, .up) && isWord(index + 1, .to)) || (isWord(index, .at) && isWord(index + 1, .least))
            || (index > start && (isWord(index, .to) && isWord(index - 1, .up) || isWord(index, .least) && isWord(index - 1, .at)))
            || ((isWord(index, .a) || isWord(index, .an)) && index + 2 < tokens.count && tokens[index + 1].info.role == .size
                && tokens[index + 2].kind != .word)
        {
            if sign == nil, isApproximationSign(index) { sign = tokens[index].start }
            index += 1
        }
        var amount = AmountReader(grammar: self).read(at: index)
        if let found = amount, let sign { amount = (found.0.markedApproximate(from: sign), found.1) }
        if amount == nil {
            index = start
            amount = AmountReader(grammar: self).readImplied(at: start)
            // "Leaves from 1 bunch of mint": the amount is the one after "from".
            if let (_, after) = amount, isWord(after, .from) || isWord(after, .of), after + 1 < tokens.count,
                tokens[after + 1].kind == .number || tokens[after + 1].kind == .fraction || tokens[after + 1].kind == .vulgar
            {
                amount = nil
            }
        }
        if amount == nil, let found = amountAfterLeadIn(naming: naming) {
            return found
        }
        guard let (primary, afterAmount) = amount else {
            if tokens[start].kind == .number && !isPunct(start + 1, 0x25) || tokens[start].kind == .fraction {
                return .unparsed(text)  // a number we could not read (overflow)
            }
            return NameReader(grammar: self, label: label, naming: naming).line(amount: nil, alternatives: [], from: start)
        }
        var next = afterAmount
        var alternatives: [IngredientAmount] = []
        AlternativeReader(grammar: self).read(after: &next, of: primary.parts[0].unit, into: &alternatives)
        // "400g can condensed milk", "2cm piece ginger": the container after a measure is not the name.
        // Counted: "round", "fillet", "head" and "ball" after a measure name the food ("450g fillet of beef").
        if let unit = primary.parts[0].unit, unit.dimension != .count, case .count(let count)? = word(next)?.unit,
            next + 1 < tokens.count, count != .round, count != .fillet, count != .head, count != .ball
        {
            next += 1
        }
        // "2 (12 fluid ounce) cans or bottles beer"
        if case .count? = primary.parts[0].unit, isWord(next, .or), case .count? = word(next + 1)?.unit {
            next += 2
        }
        if isWord(next, .of) || (primary.parts[0].unit != nil && (isWord(next, .de) || isWord(next, .di))) { next += 1 }
        return NameReader(grammar: self, label: label, naming: naming).line(amount: primary, alternatives: alternatives, from: next)
    }

    /// "Juice of 1 lemon", "zest of 2 limes": the amount comes after a lead-in.
    private func amountAfterLeadIn(naming: NameTagging) -> IngredientLine? {
        var index = 0
        while index < min(tokens.count, 6), tokens[index].kind == .word, !isWord(index, .of), !isWord(index, .from) {
            index += 1
        }
        guard isWord(index, .of) || isWord(index, .from), let (amount, after) = AmountReader(grammar: self).read(at: index + 1) else {
            return nil
        }
        let next = isWord(after, .of) ? after + 1 : after  // "2 sprigs of fresh rosemary"
        return NameReader(grammar: self, label: nil, naming: naming).line(amount: amount, alternatives: [], from: next)
    }

    /// The colon after a label of up to three words that starts with "optional" or "garnish", or
    /// "for garnish", when more follows it.
    private func labelColon(from index: Int) -> Int? {
        guard isWord(index, .optional) || isWord(index, .garnish) || (isWord(index, .for) && isWord(index + 1, .garnish)) else {
            return nil
        }
        var colon = index + 1
        while colon < min(tokens.count, index + 3), tokens[colon].kind == .word { colon += 1 }
        return isPunct(colon, 0x3A) && colon + 1 < tokens.count ? colon : nil
    }

    func word(_ index: Int) -> TokenInfo? {
        index < tokens.count && tokens[index].info.known ? tokens[index].info : nil
    }

    /// A list bullet ("-", "*", "•") or a picture character (four-byte UTF-8, as emoji are).
    func isBullet(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .dash: return true
        case .punct: return isPunct(index, 0x2A) || (token.end - token.start == 3 && bytes[token.start] == 0xE2)
        case .word: return bytes[token.start] >= 0xF0
        default: return false
        }
    }

    func isWord(_ index: Int, _ keyword: Keyword) -> Bool {
        index < tokens.count && tokens[index].info.keyword == keyword
    }

    /// A size or an adjective, never the noun a count counts: "1 thick, 2-pound salmon", "plus 1
    /// whole", "(or ½ large)", not "2 thicks", "2 wholes", "1 larges" (but "2 egg whites").
    @inline(never)
    func isAdjective(_ i: Int) -> Bool {
        let info = tokens[i].info
        return info.role == .size || (info.flags.contains(.modifier) && isWord(i, in: "whole cold hot warm thick thin fresh raw ripe"))
    }

    /// True when the word at `index` is one of `list`'s (lower case, separated by spaces), or
    /// its plural in "s". (Never inlined: one copy, not one a caller.)
    @inline(never)
    func isWord(_ index: Int, in list: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        return list.withUTF8Buffer { list in
            var start = 0
            while start < list.count {
                var end = start
                while end < list.count, list[end] != 0x20 { end += 1 }
                let length = token.end - token.start
                if length == end - start || (length == end - start + 1 && bytes[token.end - 1] == UInt8(ascii: "s")) {
                    var same = true
                    for k in 0..<(end - start) where bytes[token.start + k] | 0x20 != list[start + k] { same = false }
                    if same { return true }
                }
                start = end + 1
            }
            return false
        }
    }

    func flags(_ index: Int) -> WordFlags {
        index < tokens.count ? tokens[index].info.flags : []
    }

    /// "≈" or "~" standing alone before an amount.
    func isApproximationSign(_ index: Int) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        switch token.end - token.start {
        case 1: return bytes[token.start] == 0x7E
        case 3: return bytes[token.start] == 0xE2 && bytes[token.start + 1] == 0x89 && bytes[token.start + 2] == 0x88
        default: return false
        }
    }

    func isPunct(_ index: Int, _ byte: UInt8) -> Bool {
        index < tokens.count && tokens[index].kind == .punct && TokenText.isByte(bytes, tokens[index], byte)
    }

    /// An amount written as one word, a hyphen before its unit ("4-rib", "2-ounce"): the size of
    /// each thing counted, as an adjective, never another way of writing the amount.
    func isHyphenated(_ amount: IngredientAmount) -> Bool {
        guard amount.parts.count == 1, let unit = amount.parts[0].unitSpan else { return false }
        let between = amount.parts[0].quantitySpan.upperBound
        return unit.lowerBound == between + 1 && bytes[between] == 0x2D
    }
}
