/// Reads a length of time as recipe files and web pages write it, exactly: ISO 8601 durations
/// (`PT1H30M`, `P0DT0H45M`, `PT0.5H`, `P1DT2H`) and cooks' words (`1 hour 30 minutes`, `1 hr 30 min`,
/// `1h30m`, `1h30`, `1 1/2 hours`, `1½ hours`, `1.5 hours`, `1 hour and 5 minutes`, `90 seconds`,
/// `2 days`), or a bare number of minutes (`45`).
///
/// The one duration reader of Pepin: recipe files, imported pages and (next) the timers found in
/// steps read times through it. Text that is not wholly a time is refused ("soon", "1 fortnight",
/// "-5"); ``time`` rounds seconds up to whole minutes and caps absurd lengths at 1,000,000 minutes.
///
/// ```swift
/// DurationParser("1h30").seconds        // 5400
/// DurationParser("90 seconds").time     // RecipeTime(minutes: 2)
/// DurationParser("soon").seconds        // nil
/// ```
public struct DurationParser: Sendable {
    /// The exact length in seconds (zero included), the longest end of a range ("20-25 minutes"
    /// is 1500), or `nil` when the text is not a time. A length past 64-bit arithmetic is ``cap``.
    public let seconds: Rational?
    /// The shortest end of a range ("20-25 minutes" is 1200); ``seconds`` when no range.
    public let shortestSeconds: Rational?
    /// How many UTF-8 bytes of the text the time takes (all of it, unless read with
    /// ``init(leadingTimeOf:)``).
    public let byteCount: Int

    /// The longest length Pepin keeps: 1,000,000 minutes (about two years).
    public static let cap = Rational(60_000_000)

    /// Reads `text`, which must be wholly a time.
    public init(_ text: String) {
        self.init(text, wholeText: true)
    }

    /// Reads the time at the start of `text` and ignores the rest: "15 minutes or less" is 15
    /// minutes; "soon" is no time.
    public init(leadingTimeOf text: String) {
        self.init(text, wholeText: false)
    }

    private init(_ text: String, wholeText: Bool) {
        var scanner = DurationScanner(text)
        scanner.skipSpaces()
        let start = scanner.position
        var result = scanner.iso8601()
        if result == nil {
            scanner.position = start
            result = scanner.words(stopAtText: !wholeText)
        }
        guard let result, !wholeText || scanner.isAtEnd else {
            (seconds, shortestSeconds, byteCount) = (nil, nil, 0)
            return
        }
        byteCount = scanner.position
        if let span = result.span {
            seconds = Self.cap < span.high ? Self.cap : span.high
            shortestSeconds = Self.cap < span.low ? Self.cap : span.low
        } else {
            (seconds, shortestSeconds) = (Self.cap, Self.cap)
        }
    }

    /// Whole minutes of ``seconds``, rounded up ("90 seconds" is 2 minutes), or `nil` when the
    /// text is not a time.
    public var time: RecipeTime? {
        guard let seconds else { return nil }
        let wholeMinutes = seconds.numerator / seconds.denominator / 60
        let exact = Rational(wholeMinutes * 60) == seconds
        return RecipeTime(minutes: Int(wholeMinutes) + (exact ? 0 : 1))
    }
}
