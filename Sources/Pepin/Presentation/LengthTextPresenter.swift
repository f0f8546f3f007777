/// Rewrites the lengths in a text for a view: "Cut into 1-inch pieces" reads "Cut into 2.5 cm
/// pieces" in the metric views, "a 23cm/9in tin" reads "a 9in tin" in the US view, "a 9x13-inch
/// pan" "a 23x33 cm pan" in the metric ones; the as-written view changes nothing.
///
/// The lengths are read as in an ingredient line's words (``LengthMentionReader``) and written
/// as there (``LengthReducer``, ``LengthText``), so an instruction and the ingredient list beside
/// it read alike. Lengths never scale.
///
/// ```swift
/// LengthTextPresenter("Grease a 9x13-inch pan.", view: .metricVolume).text  // "Grease a 23x33 cm pan."
/// ```
public struct LengthTextPresenter: Sendable {
    /// The text in the view.
    public let text: String

    /// Rewrites `text` for `view`: the author's own length in the view's system when given (the
    /// other goes: "23cm/9in" reads "9in"), else the first converted.
    public init(_ text: String, view: IngredientView) {
        self.init(text, view: view, within: nil)
    }

    /// Rewrites only the bytes `range` of `text` (`nil`: all of it), read in their sentence: "2.5cm"
    /// of "cut into 2.5cm pieces" reads "1-inch" in the US view, joined to the noun after it.
    init(_ text: String, view: IngredientView, within range: Range<Int>?) {
        let mentions = view == .asWritten ? [] : Self.mentions(in: text)
        let bytes = Array(text.utf8)
        let range = range ?? 0..<bytes.count
        guard !mentions.isEmpty else {
            self.text = range.count == bytes.count ? text : String(decoding: bytes[range], as: UTF8.self)
            return
        }
        let metric = view.isMetric
        var output: [UInt8] = []
        var position = range.lowerBound
        func keep(_ end: Int) {
            if position < end { output += bytes[position..<end] }
        }
        for mention in mentions where mention.span.lowerBound >= position && mention.span.upperBound <= range.upperBound {
            keep(mention.span.lowerBound)
            var kept = false
            for amount in mention.amounts where !kept && (amount.parts[0].unit?.system == .metric) == metric {
                position = amount.span.lowerBound
                keep(amount.span.upperBound)
                kept = true
            }
            position = mention.span.upperBound
            let first = mention.amounts[0]
            guard !kept, case .length(let unit)? = first.parts[0].unit,
                let reduced = LengthReducer.reduce(first.parts[0].quantity, from: unit, toMetric: metric),
                let words = LengthText.text(reduced, replacing: mention.span, in: text)
            else {
                if !kept { position = mention.span.lowerBound }
                continue
            }
            output += Array(words.utf8)
        }
        keep(range.upperBound)
        self.text = String(decoding: output, as: UTF8.self)
    }

    /// The spans of the lengths in `text`, in order (a length and the same in the other system,
    /// "1cm/½in", is one; so are a rectangle's sides, "9x13-inch").
    public static func spans(in text: String) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var joined = false  // the last one is a side of the next
        text.withUTF8Bytes { bytes in
            for mention in mentions(in: text) {
                if joined, let last = spans.last {
                    spans[spans.count - 1] = last.lowerBound..<mention.span.upperBound
                } else {
                    spans.append(mention.span)
                }
                joined = LengthText.isSide(bytes, after: mention.span.upperBound)
            }
        }
        return spans
    }

    /// The lengths of `text`, read from each number on (a rectangle's sides one by one).
    static func mentions(in text: String) -> [SecondaryAmount] {
        LineTokenizer.withViews(Array(text.utf8)) { bytes, tokens in
            let grammar = LineGrammar(text: text, bytes: bytes, tokens: tokens)
            var found: [SecondaryAmount] = []
            var i = 0
            while i < tokens.count {
                // A number that starts one: not the fraction of "1 1/2", nor a number inside a word.
                let starts = tokens[i].isNumeric && (i == 0 || !tokens[i - 1].isNumeric) && (i == 0 || tokens[i].spaced || tokens[i - 1].kind != .word)
                if starts, let lengths = LengthMentionReader(grammar: grammar).lengths(at: i) {
                    for length in lengths.amounts { found.append(length) }
                    i = max(lengths.next, i + 1)
                } else {
                    i += 1
                }
            }
            return found
        }
    }
}
