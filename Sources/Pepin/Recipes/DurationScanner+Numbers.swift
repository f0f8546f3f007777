/// The amounts of a duration: `1`, `1.5`, `1/2`, `1 1/2`, `1½`, `½`.
extension DurationScanner {
    /// An amount at the cursor, or `nil` (cursor unmoved) when none is there.
    mutating func amount() -> DurationReading? {
        if let vulgar = vulgarFraction() { return .seconds(vulgar) }
        if prose, let word = wordAmount() { return .seconds(word) }
        guard let whole = decimal(commaAllowed: false) else { return nil }
        guard case .seconds(let value) = whole else { return .tooLong }
        if value.isInteger, let fraction = slashFraction(numerator: value) { return fraction }
        let beforeFraction = position
        skipSpaces()
        if let vulgar = vulgarFraction() { return sum(value, vulgar) }
        if value.isInteger, let number = decimal(commaAllowed: false), case .seconds(let numerator) = number,
            numerator.isInteger, let fraction = slashFraction(numerator: numerator), case .seconds(let part) = fraction
        {
            return sum(value, part)
        }
        position = beforeFraction
        return .seconds(value)
    }

    /// A decimal number (`1`, `1.5`, and `1,5` when `commaAllowed`), or `nil` (cursor unmoved).
    /// Digits past 64-bit precision after the point are dropped; before it, the number is too long.
    mutating func decimal(commaAllowed: Bool) -> DurationReading? {
        let start = position
        var numerator: Int64 = 0
        var denominator: Int64 = 1
        var digits = 0
        var inFraction = false
        var overflow = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= 48, byte <= 57 {
                digits += 1
                let (shifted, o1) = numerator.multipliedReportingOverflow(by: 10)
                let (added, o2) = shifted.addingReportingOverflow(Int64(byte - 48))
                let (scale, o3) = denominator.multipliedReportingOverflow(by: inFraction ? 10 : 1)
                if o1 || o2 || o3 {
                    if !inFraction { overflow = true }
                } else if !overflow {
                    numerator = added
                    denominator = scale
                }
            } else if !inFraction, digits > 0, byte == 46 || (commaAllowed && byte == 44),
                position + 1 < bytes.count, bytes[position + 1] >= 48, bytes[position + 1] <= 57
            {
                inFraction = true
            } else {
                break
            }
            position += 1
        }
        guard digits > 0 else {
            position = start
            return nil
        }
        return overflow ? .tooLong : .seconds(Rational(numerator, denominator))
    }

    /// `/2` after a whole `numerator`: the fraction; `nil` (cursor unmoved) when no fraction follows.
    private mutating func slashFraction(numerator: Rational) -> DurationReading? {
        let start = position
        guard position < bytes.count, bytes[position] == 47 else { return nil }
        position += 1
        guard let number = decimal(commaAllowed: false), case .seconds(let denominator) = number,
            denominator.isInteger, !denominator.isZero
        else {
            position = start
            return nil
        }
        do throws(QuantityError) {
            return .seconds(try numerator / denominator)
        } catch {
            return .tooLong
        }
    }

    private func sum(_ a: Rational, _ b: Rational) -> DurationReading {
        do throws(QuantityError) {
            return .seconds(try a + b)
        } catch {
            return .tooLong
        }
    }

    /// `½`, `¼`, `¾`, `⅓`, `⅔` at the cursor, or `nil`.
    private mutating func vulgarFraction() -> Rational? {
        guard position + 1 < bytes.count else { return nil }
        if bytes[position] == 0xC2 {
            let value: Rational
            switch bytes[position + 1] {
            case 0xBD: value = Rational(1, 2)
            case 0xBC: value = Rational(1, 4)
            case 0xBE: value = Rational(3, 4)
            default: return nil
            }
            position += 2
            return value
        }
        guard position + 2 < bytes.count, bytes[position] == 0xE2, bytes[position + 1] == 0x85 else { return nil }
        let value: Rational
        switch bytes[position + 2] {
        case 0x93: value = Rational(1, 3)
        case 0x94: value = Rational(2, 3)
        default: return nil
        }
        position += 3
        return value
    }
}
