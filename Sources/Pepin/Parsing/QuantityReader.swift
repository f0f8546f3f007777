/// Reads a quantity from tokens: "2", "0.25", ".5", "3/4", "1 3/4", "1-3/4", "½", "1½", "1 ½",
/// number words ("one" to "twenty", "a dozen", "half", "a half"), and ranges ("2-3", "2–3",
/// "2 to 3", "2 or 3", "1 1/2-2"), "1 and 1/4", and sums ("2/3 + 1/4").
struct QuantityReader {
    let bytes: LineBytes
    let tokens: LineTokens

    /// A quantity read at a token index.
    struct Reading {
        var quantity: Quantity
        /// Index of the first token after the quantity.
        var next: Int
        /// Bytes the quantity covers.
        var span: Range<Int>
    }

    /// The quantity that starts at token `index`, if one does.
    func read(at index: Int) -> Reading? {
        guard let first = single(at: index) else { return nil }
        var reading = Reading(quantity: .exact(first.value), next: first.next, span: first.span)
        // A range: "2-3", "2 to 3", "2 or 3".
        let i = first.next
        guard i < tokens.count else { return reading }
        // "2/3 + 1/4 cup": one measure written as a sum.
        if tokens[i].kind == .punct, bytes[tokens[i].start] == 0x2B, let second = single(at: i + 1),
            let sum = try? first.value.adding(second.value)
        {
            return Reading(quantity: .exact(sum), next: second.next, span: first.span.lowerBound..<second.span.upperBound)
        }
        let isDash = tokens[i].kind == .dash
        let isWord = isWord(i, .to) || isWord(i, .or)
        // "5- to 6-pound": a dash and then "to"; "3½-to-4-pound": a dash after it too.
        var skip = isDash && (self.isWord(i + 1, .to) || self.isWord(i + 1, .or)) ? 2 : 1
        if skip == 2 || isWord, at(i + skip).kind == .dash, !at(i + skip).spaced { skip += 1 }
        // "½ - ½ tsp": a range whose ends are equal, apart, is the one amount ("1-1 mix" is a ratio).
        if isDash || isWord, let second = single(at: i + skip),
            second.value > first.value || second.value == first.value && (isWord || tokens[i].spaced)
        {
            if second.value > first.value { reading.quantity = .range(QuantityRange(low: first.value, high: second.value)) }
            reading.next = second.next
            reading.span = first.span.lowerBound..<second.span.upperBound
        }
        return reading
    }

    private struct Single {
        var value: Rational
        var next: Int
        var span: Range<Int>
    }

    /// One number, possibly mixed ("1 1/2", "1-1/2", "1½"), or a number word.
    private func single(at index: Int) -> Single? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        switch token.kind {
        case .number, .fraction, .vulgar:
            guard let value = self.value(of: token) else { return nil }
            var result = Single(value: value, next: index + 1, span: token.start..<token.end)
            // Mixed number: a whole number followed by a proper fraction.
            if token.kind == .number, value.isInteger, index + 1 < tokens.count {
                var j = index + 1
                if tokens[j].kind == .dash, !tokens[j].spaced, j + 1 < tokens.count, tokens[j + 1].kind == .fraction,
                    !tokens[j + 1].spaced
                {
                    j += 1
                } else if isWord(j, .and), j + 1 < tokens.count, tokens[j + 1].kind == .fraction || tokens[j + 1].kind == .vulgar {
                    j += 1  // "1 and 1/4"
                }
                let next = tokens[j]
                if next.kind == .fraction || next.kind == .vulgar, let fraction = self.value(of: next),
                    fraction < .one, !(value > .one && next.spaced && isSizeOfEach(j)), let sum = try? value.adding(fraction)
                {
                    result = Single(value: sum, next: j + 1, span: token.start..<next.end)
                }
            }
            // "½ a lemon", "1/2 an onion": a part of one with its article, as "half a"; "½ a dozen" is six.
            if value < .one, result.next == index + 1, isWord(index + 1, .a) || isWord(index + 1, .an) {
                if isWord(index + 2, .dozen), let dozens = try? value.multiplied(by: Rational(12)) {
                    result = Single(value: dozens, next: index + 3, span: token.start..<tokens[index + 2].end)
                } else {
                    result = Single(value: value, next: index + 2, span: token.start..<tokens[index + 1].end)
                }
            }
            return result
        case .word:
            return wordNumber(at: index)
        default:
            return nil
        }
    }

    private func wordNumber(at index: Int) -> Single? {
        let token = tokens[index]
        if isWord(index, .a) || isWord(index, .an) {
            // "a dozen", "a half", "a quarter"
            if let value = number(of: at(index + 1)), value <= .one || value == Rational(12) {
                return Single(value: value, next: index + 2, span: token.start..<tokens[index + 1].end)
            }
            // "a cup", "an 8-ounce package", "a large egg" at the start of a line.
            var next = index + 1
            while at(next).info.role == .size { next += 1 }
            let following = at(next)
            if following.info.unit != nil
                || (index == 0 && following.kind == .word && following.info.role != .approximation
                    && !following.info.flags.contains(.vague))
                || (following.kind == .number && at(next + 1).kind == .dash)
            {
                return Single(value: .one, next: index + 1, span: token.start..<token.end)
            }
            return nil
        }
        guard var value = number(of: token) else { return nil }
        var next = index + 1
        var end = token.end
        // "one and a half", "two dozen", "half a"
        if value.isInteger, isWord(next, .and), isWord(next + 1, .a), let half = number(of: at(next + 2)),
            half < .one, let sum = try? value.adding(half)
        {
            value = sum
            end = tokens[next + 2].end
            next += 3
        } else if value.isInteger, isWord(next, .dozen), let product = try? value.multiplied(by: Rational(12)) {
            value = product
            end = tokens[next].end
            next += 1
        } else if value < .one, isWord(next, .a) || isWord(next, .an) {
            end = tokens[next].end
            next += 1
        }
        return Single(value: value, next: next, span: token.start..<end)
    }

    /// True when the fraction at `index` is joined to a length and pieces in the plural follow:
    /// "8 1/2-inch slices", "4 ½-inch-thick slices" are eight and four pieces, each that size, not
    /// eight and a half inches ("1 1/2-inch piece" and "2½-inch lengths" are one and a half, two
    /// and a half). Not inlined: the WebAssembly module's size.
    @inline(never)
    private func isSizeOfEach(_ index: Int) -> Bool {
        guard index + 3 < tokens.count, tokens[index + 1].kind == .dash, !tokens[index + 1].spaced else { return false }
        let length = tokens[index + 2]
        let noun = tokens[index + 3]
        guard !length.spaced, noun.kind == .word, noun.end - noun.start > 3, bytes[noun.end - 1] == 0x73 else { return false }
        if case .length? = length.info.unit { return true }
        return AmountReader.shapedLengthUnit(bytes, tokens, index + 2) != nil  // "inch-thick"
    }

    /// The value of a number word ("one", "dozen", "half"); looked up only for the words that are one.
    private func number(of token: LineToken) -> Rational? {
        token.info.isNumber ? Lexicon.info(bytes, token)?.number : nil
    }

    private func at(_ index: Int) -> LineToken {
        index < tokens.count ? tokens[index] : LineToken(kind: .punct, start: 0, end: 0, spaced: false)
    }

    /// "a" or "an".
    func isArticle(_ index: Int) -> Bool { isWord(index, .a) || isWord(index, .an) }

    func isWord(_ index: Int, _ keyword: Keyword) -> Bool {
        index < tokens.count && tokens[index].info.keyword == keyword
    }

    /// The value of one numeric token.
    func value(of token: LineToken) -> Rational? {
        switch token.kind {
        case .vulgar: return QuantityReader.vulgarValue(bytes, token.start)
        case .fraction:
            var numerator = 0
            var denominator = 0
            var inDenominator = false
            for i in token.start..<token.end {
                let b = bytes[i]
                if b >= 0x30 && b <= 0x39 {
                    let digit = Int(b - 0x30)
                    if inDenominator {
                        guard let d = accumulate(denominator, digit) else { return nil }
                        denominator = d
                    } else {
                        guard let n = accumulate(numerator, digit) else { return nil }
                        numerator = n
                    }
                } else {
                    inDenominator = true
                }
            }
            return try? Rational.make(numerator, denominator)
        case .number:
            var whole = 0
            var scale = 1
            var decimals = false
            for i in token.start..<token.end {
                let b = bytes[i]
                // A comma three digits from the end or from another comma parts thousands ("1,500").
                if b == 0x2C, i + 4 == token.end || (i + 4 < token.end && (bytes[i + 4] == 0x2C || bytes[i + 4] == 0x2E)) { continue }
                if b == 0x2E || b == 0x2C {  // a decimal point or comma
                    decimals = true
                    continue
                }
                guard let next = accumulate(whole, Int(b - 0x30)) else { return nil }
                whole = next
                if decimals {
                    guard case let (s, false) = scale.multipliedReportingOverflow(by: 10) else { return nil }
                    scale = s
                }
            }
            return try? Rational.make(whole, scale)
        default: return nil
        }
    }

    private func accumulate(_ value: Int, _ digit: Int) -> Int? {
        let (times, o1) = value.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(digit)
        return o1 || o2 ? nil : sum
    }

    static func vulgarValue(_ bytes: LineBytes, _ i: Int) -> Rational? {
        if bytes[i] == 0xC2 {
            switch bytes[i + 1] {
            case 0xBC: return Rational(1, 4)
            case 0xBD: return Rational(1, 2)
            case 0xBE: return Rational(3, 4)
            default: return nil
            }
        }
        switch bytes[i + 2] {
        case 0x90: return Rational(1, 7)
        case 0x91: return Rational(1, 9)
        case 0x92: return Rational(1, 10)
        case 0x93: return Rational(1, 3)
        case 0x94: return Rational(2, 3)
        case 0x95: return Rational(1, 5)
        case 0x96: return Rational(2, 5)
        case 0x97: return Rational(3, 5)
        case 0x98: return Rational(4, 5)
        case 0x99: return Rational(1, 6)
        case 0x9A: return Rational(5, 6)
        case 0x9B: return Rational(1, 8)
        case 0x9C: return Rational(3, 8)
        case 0x9D: return Rational(5, 8)
        case 0x9E: return Rational(7, 8)
        default: return nil
        }
    }
}
