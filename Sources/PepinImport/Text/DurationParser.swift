public import Pepin

/// Reads a recipe time: an ISO 8601 duration (`PT1H30M`, `P0DT0H45M`, `PT90M`, `PT1.5H`) or
/// the plain text pages sometimes put there instead (`1 hour 30 minutes`, `45 mins`, `1h30m`,
/// a bare number of minutes). Seconds round up to whole minutes; a zero duration is no time.
///
///     DurationParser("PT1H30M").time      // RecipeTime(minutes: 90)
///     DurationParser("P0DT0H45M").time    // RecipeTime(minutes: 45)
///     DurationParser("1 hr 5 min").time   // RecipeTime(minutes: 65)
public struct DurationParser: Sendable {
    /// The time, or `nil` when the text holds none (or only zero).
    public let time: RecipeTime?

    /// Reads `text`.
    public init(_ text: String) {
        let trimmed = text.trimmingSpaces
        let upper = trimmed.uppercased()
        var seconds: Double?
        if upper.hasPrefix("P") || upper.hasPrefix("-P") {
            seconds = Self.iso8601Seconds(upper.hasPrefix("-") ? String(upper.dropFirst()) : upper)
        }
        if seconds == nil { seconds = Self.textSeconds(trimmed.lowercased()) }
        // A week of cooking is plenty; anything longer is a typo or hostile, and is capped.
        guard let seconds, seconds.isFinite, seconds > 0 else {
            time = nil
            return
        }
        let minutes = (min(seconds, 1_000_000 * 60) / 60).rounded(.up)
        time = RecipeTime(minutes: Int(minutes))
    }

    /// Seconds in an ISO 8601 duration, or `nil` if `text` is not one.
    private static func iso8601Seconds(_ text: String) -> Double? {
        var total = 0.0
        var number = ""
        var inTime = false
        var sawComponent = false
        for character in text.dropFirst() {
            switch character {
            case "0"..."9", ".", ",":
                number.append(character == "," ? "." : character)
            case "T":
                guard number.isEmpty else { return nil }
                inTime = true
            default:
                guard let value = Double(number) else { return nil }
                let unit: Double
                switch (character, inTime) {
                case ("Y", false): unit = 365 * 86_400
                case ("M", false): unit = 30 * 86_400
                case ("W", false): unit = 7 * 86_400
                case ("D", false): unit = 86_400
                case ("H", true): unit = 3_600
                case ("M", true): unit = 60
                case ("S", true): unit = 1
                default: return nil
                }
                total += value * unit
                number = ""
                sawComponent = true
            }
        }
        return sawComponent && number.isEmpty ? total : nil
    }

    /// Seconds in text such as `1 hour 30 minutes`, `1h30`, `45`, or `nil` if none is found.
    private static func textSeconds(_ text: String) -> Double? {
        var total = 0.0
        var found = false
        var scanner = Substring(text)
        while let (value, rest) = nextNumber(in: scanner) {
            var unitText = rest.drop { $0 == " " || $0 == "-" }
            let word = unitText.prefix { $0.isLetter }
            unitText = unitText.dropFirst(word.count)
            let unit: Double
            switch word {
            case "d", "day", "days": unit = 86_400
            case "h", "hr", "hrs", "hour", "hours", "heure", "heures", "ora", "ore", "hora", "horas":
                unit = 3_600
            case "s", "sec", "secs", "second", "seconds": unit = 1
            case "": unit = 60  // `1h30` and a bare number: minutes
            default: unit = 60  // m, min, mins, minutes, minuti, minutos
            }
            total += value * unit
            found = true
            scanner = unitText
        }
        return found ? total : nil
    }

    private static func nextNumber(in text: Substring) -> (Double, Substring)? {
        guard let start = text.firstIndex(where: \.isASCIIDigit) else { return nil }
        let digits = text[start...].prefix { $0.isASCIIDigit || $0 == "." }
        guard let value = Double(digits) else { return nil }
        return (value, text[digits.endIndex...])
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and line breaks.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
