public import Pepin

/// Reads a recipe time as people and sites write it.
///
/// Accepts `20 minutes`, `1 hour 30 minutes`, `1 hr 30 min`, `1h30m`, `1 1/2 hours`, `2 days`,
/// ISO 8601 durations (`PT1H30M`, `P1DT2H`) and a bare number of minutes (`45`).
/// Seconds round to the nearest minute.
///
/// ```swift
/// RecipeTimeParser("1 hour 30 minutes").time  // RecipeTime(minutes: 90)
/// RecipeTimeParser("soon").time               // nil
/// ```
public struct RecipeTimeParser: Sendable {
    /// The time, or `nil` when the text is not a time.
    public let time: RecipeTime?

    /// Parses `text`.
    public init(_ text: String) {
        let lowered = text.lowercased().trimmingBlankLines
        if let minutes = Int(lowered), minutes >= 0 {
            time = RecipeTime(minutes: minutes)
        } else if lowered.hasPrefix("p") {
            time = Self.iso8601(lowered.dropFirst()).map { RecipeTime(minutes: $0) }
        } else {
            time = Self.words(lowered).map { RecipeTime(minutes: $0) }
        }
    }

    private static let unitMinutes: [String: Double] = [
        "d": 1440, "day": 1440, "days": 1440,
        "h": 60, "hr": 60, "hrs": 60, "hour": 60, "hours": 60,
        "m": 1, "min": 1, "mins": 1, "minute": 1, "minutes": 1,
        "s": 1.0 / 60, "sec": 1.0 / 60, "secs": 1.0 / 60, "second": 1.0 / 60, "seconds": 1.0 / 60,
    ]

    /// `1 hour 30 minutes`, `1h30m`, `1 1/2 hours`, `1 hour and 5 minutes`.
    private static func words(_ text: String) -> Int? {
        var scanner = TimeScanner(text)
        var total = 0.0
        var sawPart = false
        while true {
            scanner.skipSeparators()
            if scanner.isAtEnd { break }
            guard var amount = scanner.number() else { return nil }
            scanner.skipSpaces()
            // "1 1/2 hours": a whole number followed by a fraction.
            if let fraction = scanner.fraction() {
                amount += fraction
                scanner.skipSpaces()
            }
            guard let factor = unitMinutes[scanner.word()] else { return nil }
            total += amount * factor
            sawPart = true
        }
        guard sawPart, total < 1_000_000 else { return nil }
        return Int(total.rounded())
    }

    /// The part after `P`: `T1H30M`, `1DT2H`, `T45M`.
    private static func iso8601(_ text: Substring) -> Int? {
        var total = 0.0
        var inTime = false
        var digits = ""
        var sawPart = false
        for character in text {
            if character == "t" {
                guard !inTime, digits.isEmpty else { return nil }
                inTime = true
            } else if character.isNumber || character == "." {
                digits.append(character)
            } else {
                guard let value = Double(digits) else { return nil }
                switch (character, inTime) {
                case ("d", false): total += value * 1440
                case ("w", false): total += value * 10080
                case ("h", true): total += value * 60
                case ("m", true): total += value
                case ("s", true): total += value / 60
                default: return nil
                }
                digits = ""
                sawPart = true
            }
        }
        guard sawPart, digits.isEmpty, total < 1_000_000 else { return nil }
        return Int(total.rounded())
    }
}

/// A small cursor over the scalars of a time text.
private struct TimeScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var isAtEnd: Bool { index >= scalars.count }

    mutating func skipSpaces() {
        while !isAtEnd, scalars[index] == " " { index += 1 }
    }

    /// Spaces, commas and the word "and" between parts.
    mutating func skipSeparators() {
        while !isAtEnd {
            if scalars[index] == " " || scalars[index] == "," {
                index += 1
            } else if scalars[index...].starts(with: "and ".unicodeScalars) {
                index += 4
            } else {
                return
            }
        }
    }

    /// A decimal number: `1`, `1.5`.
    mutating func number() -> Double? {
        let start = index
        while !isAtEnd, scalars[index].properties.numericType != nil || scalars[index] == "." {
            index += 1
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text) else {
            index = start
            return nil
        }
        return value
    }

    /// A fraction `1/2`, or nothing (the cursor stays).
    mutating func fraction() -> Double? {
        let start = index
        guard let numerator = number(), !isAtEnd, scalars[index] == "/" else {
            index = start
            return nil
        }
        index += 1
        guard let denominator = number(), denominator > 0 else {
            index = start
            return nil
        }
        return numerator / denominator
    }

    /// Letters up to the next space, comma or digit.
    mutating func word() -> String {
        let start = index
        while !isAtEnd, scalars[index].properties.isAlphabetic || scalars[index] == "." {
            index += 1
        }
        var word = String(String.UnicodeScalarView(scalars[start..<index]))
        if word.hasSuffix(".") { word.removeLast() }
        return word
    }
}
