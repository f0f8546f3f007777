/// What a scan read: a length or a range of lengths, or one too long for 64-bit arithmetic.
enum DurationReading {
    case seconds(Rational)
    case range(Rational, Rational)
    case tooLong

    /// The shortest and longest lengths; `nil` when too long.
    var span: (low: Rational, high: Rational)? {
        switch self {
        case .seconds(let value): return (value, value)
        case .range(let low, let high): return (low, high)
        case .tooLong: return nil
        }
    }
}

/// A cursor over the lowercased ASCII bytes of a duration text (other bytes stay as they are).
struct DurationScanner {
    let bytes: [UInt8]
    var position = 0
    /// Running text (a step): every amount needs a unit word, and "an hour", "half an hour",
    /// "two minutes" read too (``DurationScanner/wordAmount()``).
    var prose = false

    init(_ text: String) {
        bytes = text.utf8Array { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }

    var isAtEnd: Bool {
        var index = position
        while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 || bytes[index] == 10 || bytes[index] == 13 || bytes[index] == 46 {
            index += 1  // trailing spaces and a final full stop ("2 hrs.")
        }
        return index == bytes.count
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 || bytes[position] == 10 || bytes[position] == 13 {
            position += 1
        }
    }

    /// `p1dt2h`: date parts (years, months, weeks, days) then, after `t`, hours, minutes, seconds.
    mutating func iso8601() -> DurationReading? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "p") else { return nil }
        position += 1
        var total = Rational.zero
        var inTime = false
        var sawPart = false
        var tooLong = false
        while position < bytes.count, bytes[position] != 32 {
            if bytes[position] == UInt8(ascii: "t") {
                guard !inTime else { return nil }
                inTime = true
                position += 1
                continue
            }
            let number = decimal(commaAllowed: true) ?? .seconds(.zero)  // "PTH50MS": an empty part is zero
            guard position < bytes.count else { return nil }
            let unit: Int64
            switch (bytes[position], inTime) {
            case (UInt8(ascii: "y"), false): unit = 365 * 86_400
            case (UInt8(ascii: "m"), false): unit = 30 * 86_400
            case (UInt8(ascii: "w"), false): unit = 7 * 86_400
            case (UInt8(ascii: "d"), false): unit = 86_400
            case (UInt8(ascii: "h"), true): unit = 3_600
            case (UInt8(ascii: "m"), true): unit = 60
            case (UInt8(ascii: "s"), true): unit = 1
            default: return nil
            }
            position += 1
            tooLong = tooLong || !add(number, times: unit, to: &total)
            sawPart = true
        }
        guard sawPart else { return nil }
        return tooLong ? .tooLong : .seconds(total)
    }

    /// `1 hour 30 minutes`, `1h30`, `1 1/2 hours`, `20-25 minutes`, `45`: amounts (or ranges) each
    /// followed by a unit word, separated by spaces, commas or "and"; a last bare number is
    /// minutes. With `stopAtText`, reading stops before the first part that is not a time.
    mutating func words(stopAtText: Bool = false) -> DurationReading? {
        var low = Rational.zero
        var high = Rational.zero
        var sawPart = false
        var tooLong = false
        var lastUnit: Int64 = 0
        while true {
            let partStart = position
            skipSeparators()
            guard !isAtEnd else { break }
            guard let part = rangeOfAmounts(), let unit = unit(after: lastUnit) else {
                if stopAtText, sawPart {
                    position = partStart
                    break
                }
                return nil
            }
            lastUnit = unit
            tooLong = tooLong || !add(part.low, times: unit, to: &low) || !add(part.high, times: unit, to: &high)
            sawPart = true
        }
        guard sawPart else { return nil }
        if tooLong { return .tooLong }
        return low == high ? .seconds(low) : .range(low, high)
    }

    /// `20`, or `20-25`, `20 – 25`, `20 to 25`: the shortest and longest amounts.
    private mutating func rangeOfAmounts() -> (low: DurationReading, high: DurationReading)? {
        guard let first = amount() else { return nil }
        let afterFirst = position
        skipSpaces()
        var separated = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            position += 1
            separated = true
        } else if matches("\u{2013}") {
            position += 3
            separated = true
        } else if matches("to ") {
            position += 3
            separated = true
        } else if prose, matches("a ") {
            position += 2  // "5 a 10 minutos"
            separated = true
        }
        if separated {
            skipSpaces()
            if let second = amount() { return (first, second) }
        }
        position = afterFirst
        return (first, first)
    }

    /// The unit word after an amount ("-minutes" too), or minutes for a last bare number ("45",
    /// "1h30") when no minutes were given before; `nil` otherwise.
    private mutating func unit(after lastUnit: Int64) -> Int64? {
        let start = position
        skipSpaces()
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        if let unit = unitWord() { return unit }
        position = start
        guard !prose, lastUnit == 0 || lastUnit > 60 else { return nil }
        var rest = self
        rest.skipSpaces()
        guard rest.isAtEnd || !rest.startsWithLetterOrDigit else { return nil }
        return 60
    }

    private var startsWithLetterOrDigit: Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte >= 128
    }

    /// Adds `reading` × `unit` seconds to `total`; false when that is past 64-bit arithmetic.
    private func add(_ reading: DurationReading, times unit: Int64, to total: inout Rational) -> Bool {
        guard case .seconds(let value) = reading else { return false }
        do throws(QuantityError) {
            total = try total + value * Rational(unit)
            return true
        } catch {
            return false
        }
    }

    private mutating func skipSeparators() {
        while position < bytes.count {
            if bytes[position] == 32 || bytes[position] == 44 || bytes[position] == 9 {
                position += 1
            } else if matches("and "), position > 0 {
                position += 4
            } else {
                return
            }
        }
    }

    private func matches(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        return true
    }

    /// Seconds per unit for the word at the cursor, consumed with an optional full stop; `nil`
    /// (cursor unmoved) when no unit word is there.
    private mutating func unitWord() -> Int64? {
        var end = position
        while end < bytes.count, bytes[end] >= 97, bytes[end] <= 122 { end += 1 }
        guard end > position else { return nil }
        let word = String(decoding: bytes[position..<end], as: UTF8.self)
        guard let unit = Self.units[TextKey(word)] else { return nil }
        position = end
        if position < bytes.count, bytes[position] == 46 { position += 1 }
        return unit
    }

    /// Unit words and their seconds: English, and the French, German, Italian, Portuguese and
    /// Spanish words pages put in their times.
    private static let units: [TextKey: Int64] = [
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60, "mn": 60, "minuti": 60, "minutos": 60,
        "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600,
        "heure": 3_600, "heures": 3_600, "ora": 3_600, "ore": 3_600, "hora": 3_600, "horas": 3_600,
        "minuten": 60, "stunde": 3_600, "stunden": 3_600, "sekunden": 1, "secondi": 1, "segundos": 1,
        "d": 86_400, "day": 86_400, "days": 86_400, "jour": 86_400, "jours": 86_400,
        "w": 604_800, "wk": 604_800, "wks": 604_800, "week": 604_800, "weeks": 604_800,
    ]
}
