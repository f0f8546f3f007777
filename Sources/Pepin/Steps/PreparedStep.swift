/// An instruction step read once, as part of preparing a recipe: where its durations, its
/// temperatures and its amounts of ingredients sit (UTF-8 byte spans of ``text``), so every
/// surface shows it scaled, in a view, with its timers, without reading it again.
///
/// Amounts scale with the recipe and follow the view through ``PreparedLine``, the same path as
/// ingredient lines; temperatures follow the view; durations never scale.
///
/// ```swift
/// let step = PreparedStep("Mix the flours with 700 g of the water; rest 20 to 25 minutes at 27°C.")
/// step.timers[0].low       // 1200
/// step.presented(scale: Rational(2), view: .usCustomary)
/// // "Mix the flours with 1.4 kg of the water; rest 20 to 25 minutes at 81°F."
/// ```
public struct PreparedStep: Hashable, Sendable {
    /// The step as written.
    public let text: String
    /// Its durations, in order.
    public let timers: [StepTimer]
    /// Its temperatures, in order.
    public let temperatures: [StepTemperature]
    /// Its amounts of ingredients, in order.
    public let amounts: [StepAmount]
    /// Its lengths ("1-inch pieces", "a 9x13-inch pan"), in order: they follow the view, never the scale.
    public let lengths: [StepLength]
    /// The recipe's ingredient lines the step uses (indexes over all sections, ascending): named
    /// by their head noun in the step's words, or measured in it.
    public let ingredients: [Int]

    /// Reads `text`; `lines` are the recipe's prepared ingredient lines, to link amounts to.
    public init(_ text: String, lines: [PreparedLine] = [], catalog: FoodCatalog = .standard) {
        self.init(text, lines: lines, heads: StepIngredientMatcher.heads(of: lines), catalog: catalog)
    }

    /// Reads `text` with the lines' head nouns already read (once per recipe).
    init(_ text: String, lines: [PreparedLine], heads: [String?], catalog: FoodCatalog) {
        let read = StepReader(text, lines: lines, catalog: catalog)
        self.text = text
        timers = read.timers
        temperatures = read.temperatures
        amounts = read.amounts
        lengths = read.lengths
        ingredients = StepIngredientMatcher(text, heads: heads, amounts: read.amounts).indexes
    }

    /// What sits at a span of the step.
    public enum Mark: Hashable, Sendable {
        case timer(StepTimer)
        case temperature(StepTemperature)
        case amount(StepAmount)
        case length(StepLength)

        /// The span of the mark in the step's UTF-8.
        public var span: Range<Int> {
            switch self {
            case .timer(let timer): timer.span
            case .temperature(let temperature): temperature.span
            case .amount(let amount): amount.span
            case .length(let length): length.span
            }
        }
    }

    /// Every mark, in the order of the text; spans never overlap.
    public var marks: [Mark] {
        (timers.map(Mark.timer) + temperatures.map(Mark.temperature) + amounts.map(Mark.amount) + lengths.map(Mark.length))
            .sorted { $0.span.lowerBound < $1.span.lowerBound }
    }

    /// The step as a cook reads it at `scale` in `view`: amounts scaled and in the view,
    /// temperatures and lengths in the view, times as written.
    public func presented(scale: Rational = .one, view: IngredientView = .asWritten) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        var position = 0
        for mark in marks {
            out += String(decoding: bytes[position..<mark.span.lowerBound], as: UTF8.self)
            switch mark {
            case .timer(let timer): out += timer.written
            case .temperature(let temperature): out += temperature.presented(view: view)
            case .amount(let amount): out += amount.presented(scale: scale, view: view, format: .text).text
            case .length(let length): out += length.presented(view: view)
            }
            position = mark.span.upperBound
        }
        return out + String(decoding: bytes[position...], as: UTF8.self)
    }
}

/// A duration in a step: "20 to 25 minutes" is 1200 to 1500 seconds. Times never scale.
public struct StepTimer: Hashable, Sendable {
    /// Where it sits in the step's UTF-8.
    public let span: Range<Int>
    /// As written: "20 to 25 minutes".
    public let written: String
    /// The shortest and longest lengths in seconds; equal for one duration.
    public let low: Rational
    public let high: Rational

    /// Whole seconds, rounded up: what a timer counts.
    public var lowSeconds: Int { Self.whole(low) }
    public var highSeconds: Int { Self.whole(high) }

    /// How a timer of `seconds` is named: "20-minute", "1-hour 15-minute", "90-second".
    public static func lengthName(seconds: Int, joiner: String = "-") -> String {
        if seconds < 120 && seconds % 60 != 0 || seconds < 60 { return "\(seconds)\(joiner)second" }
        let hours = seconds / 3600
        let minutes = (seconds % 3600 + 59) / 60
        if hours == 0 { return "\(minutes)\(joiner)minute" }
        return minutes == 0 ? "\(hours)\(joiner)hour" : "\(hours)\(joiner)hour \(minutes)\(joiner)minute"
    }

    /// What pressing the timer does: "Start a 20-minute timer", and for a range "Start a
    /// 20-minute timer (the low end of 20 to 25 minutes; it can be extended to 25 minutes)".
    public var startLabel: String {
        let start = "Start a " + Self.lengthName(seconds: lowSeconds) + " timer"
        guard highSeconds > lowSeconds else { return start }
        let high = Self.lengthName(seconds: highSeconds, joiner: " ")
        return start + " (the low end of " + written + "; it can be extended to " + high + "s)"
    }

    private static func whole(_ value: Rational) -> Int {
        let quotient = value.numerator / value.denominator
        return Int(quotient) + (Rational(quotient) == value ? 0 : 1)
    }
}

/// A temperature in a step: "375°F", "350-375 °F", "375°F (190°C)", "350 degrees", "gas mark 4".
public struct StepTemperature: Hashable, Sendable {
    public let span: Range<Int>
    /// As written.
    public let written: String

    /// The temperature in `view`: converted and rounded as dials are marked (as written keeps
    /// it; a pair keeps the one in the view's scale). A temperature without a scale stays.
    public func presented(view: IngredientView) -> String {
        OvenTemperaturePresenter(written, view: view).text
    }
}

/// A length in a step: "1-inch" in "cut into 1-inch pieces", "9x13-inch", "2.5cm/1in". It
/// follows the view and never scales.
public struct StepLength: Hashable, Sendable {
    public let span: Range<Int>
    /// As written.
    public let written: String
    /// The step's text, where the length is read: "1-inch" before the noun it describes.
    let sentence: String

    /// The length in `view` (``LengthTextPresenter``), read in its sentence ("cut into 2.5cm
    /// pieces" reads "1-inch" in the US view); as written, the author's.
    public func presented(view: IngredientView) -> String {
        LengthTextPresenter(sentence, view: view, within: span).text
    }
}

/// An amount of an ingredient in a step: "700 g" in "700 g of the water", "2 eggs" in "beat in
/// 2 eggs". Presented through a ``PreparedLine`` of the amount and the food's name ("700 g
/// water"), so it scales and converts exactly as the ingredient list does.
public struct StepAmount: Hashable, Sendable {
    public let span: Range<Int>
    /// As written: "700 g".
    public let written: String
    /// The line presented for it: the amount, then ``suffix`` ("700 g water").
    public let line: PreparedLine
    /// What follows the amount in ``line`` and is cut from what it presents: " water", or "" when
    /// the span holds the food's noun itself ("2 eggs").
    public let suffix: String
    /// The index of the recipe's ingredient line (all sections, in order) the amount is of, or
    /// `nil` when the step names no food of the list.
    public let ingredient: Int?

    /// The amount at `scale` in `view`, written in `format`; `changed` is false when it reads as
    /// written.
    public func presented(scale: Rational, view: IngredientView, format: TextFormat) -> (text: String, changed: Bool) {
        let asWritten = format == .html ? HTMLEscaper.escape(written) : written
        var text = line.presented(scale: scale, view: view, format: format).text
        let cut = format == .html ? HTMLEscaper.escape(suffix) : suffix
        guard text.hasUTF8Suffix(cut) else { return (asWritten, false) }
        text = text.droppingLastBytes(cut.utf8.count)
        guard format == .html else { return (text, text != written) }
        var plain = line.presented(scale: scale, view: view, format: .text).text
        if plain.hasUTF8Suffix(suffix) { plain = plain.droppingLastBytes(suffix.utf8.count) }
        return (text, plain != written)
    }
}
