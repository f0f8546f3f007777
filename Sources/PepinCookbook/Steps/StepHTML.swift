public import Pepin

/// A prepared step as page HTML, split where it changes with the scale: the parts that do not
/// (the author's words escaped, each duration a timer button, each temperature and length in the view) are
/// made once per recipe and view; only the amounts are presented per scale, between them.
///
/// ```swift
/// let html = StepHTML(step, view: .asWritten)
/// html.html(scale: Rational(2), view: .asWritten)
/// // "Mix with <span class=\"step-amount scaled\" … title=\"scaled from 700 g\">…1400 g…</span> of the water"
/// ```
public struct StepHTML: Sendable {
    /// The HTML around the amounts: one more piece than amounts.
    public let pieces: [String]
    /// The amounts, in order.
    public let amounts: [StepAmount]

    /// Splits `step` for `view`. Links and emphasis in a step are rendered around its marks: each
    /// mark stands in the text as one private-use character while the markup is rendered, then
    /// takes that character's place. A mark the markup would cut (one that holds a mark's own
    /// characters, or lands inside a link's address) leaves the step as markup with its
    /// temperatures in the view and no marks, as before.
    public init(_ step: PreparedStep, view: IngredientView) {
        let e = HTMLEscaper.escape
        let hasMarkup = InlineMarkup.hasMarks(step.text)
        guard let (html, marks) = Self.rendered(step, markup: hasMarkup) else {
            pieces = [InlineMarkup(LengthTextPresenter(OvenTemperaturePresenter(step.text, view: view).text, view: view).text).html]
            amounts = []
            return
        }
        var pieces: [String] = []
        var amounts: [StepAmount] = []
        var piece = ""
        for scalar in html.unicodeScalars {
            guard let index = Self.markIndex(scalar) else {
                piece.unicodeScalars.append(scalar)
                continue
            }
            switch marks[index] {
            case .timer(let timer):
                piece += "<button type=\"button\" class=\"timer\" data-timer=\"\(timer.lowSeconds)\""
                if timer.highSeconds > timer.lowSeconds { piece += " data-timer-high=\"\(timer.highSeconds)\"" }
                piece += " aria-label=\"\(e(timer.startLabel))\">\(e(timer.written))</button>"
            case .temperature(let temperature):
                piece += "<span class=\"temperature\" data-temperature=\"\(e(temperature.written))\">"
                piece += e(temperature.presented(view: view)) + "</span>"
            case .length(let length):
                // Its text in each system, for the page's view switch (lengths never scale).
                piece += "<span class=\"length\" data-length=\"\(e(length.written))\" data-length-us=\""
                piece += e(length.presented(view: .usCustomary)) + "\" data-length-metric=\"" + e(length.presented(view: .metricVolume)) + "\">"
                piece += e(length.presented(view: view)) + "</span>"
            case .amount(let amount):
                pieces.append(piece)
                amounts.append(amount)
                piece = ""
            }
        }
        pieces.append(piece)
        self.pieces = pieces
        self.amounts = amounts
    }

    // The marks stand in the text as U+F0000 and up (a private-use plane no recipe writes).
    private static let firstMark: UInt32 = 0xF0000

    private static func markIndex(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= firstMark && scalar.value < firstMark + 0x1000 ? Int(scalar.value - firstMark) : nil
    }

    /// The step's HTML with each mark as its private-use character, and the marks; `nil` when the
    /// markup would cut a mark.
    private static func rendered(_ step: PreparedStep, markup: Bool) -> (String, [PreparedStep.Mark])? {
        let bytes = Array(step.text.utf8)
        let marks = step.marks
        guard marks.count < 0x1000, !step.text.unicodeScalars.contains(where: { markIndex($0) != nil }) else { return nil }
        var text = ""
        var position = 0
        for (index, mark) in marks.enumerated() {
            if markup, bytes[mark.span].contains(where: InlineMarkup.isMarkByte) { return nil }
            text += String(decoding: bytes[position..<mark.span.lowerBound], as: UTF8.self)
            text.unicodeScalars.append(Unicode.Scalar(firstMark + UInt32(index))!)
            position = mark.span.upperBound
        }
        text += String(decoding: bytes[position...], as: UTF8.self)
        let html = markup ? InlineMarkup(text).html : HTMLEscaper.escape(text)
        // Each mark once, in order, and never inside a tag (a link's address) or a link's text
        // (a timer is a button, and a button cannot sit in a link).
        let scalars = Array(html.unicodeScalars)
        var seen = 0
        var inTag = false
        var inLink = false
        for (offset, scalar) in scalars.enumerated() {
            if scalar == "<" {
                inTag = true
                let next = scalars[(offset + 1)..<min(offset + 3, scalars.count)].map(Character.init)
                if next.first == "a" { inLink = true } else if next == ["/", "a"] { inLink = false }
            } else if scalar == ">" {
                inTag = false
            }
            guard let index = markIndex(scalar) else { continue }
            guard !inTag, !inLink, index == seen else { return nil }
            seen += 1
        }
        return seen == marks.count ? (html, marks) : nil
    }

    /// The step at `scale` in `view` (the view it was split for).
    public func html(scale: Rational, view: IngredientView) -> String {
        var out = pieces[0]
        for (index, amount) in amounts.enumerated() {
            out += Self.amountHTML(amount, scale: scale, view: view)
            out += pieces[index + 1]
        }
        return out
    }

    /// `<span class="step-amount" data-amount="700 g water" …>1400 g</span>`: the amount presented
    /// through its line, marked "scaled from 700 g" (or "converted from") when it reads otherwise
    /// than written. The script presents `data-amount` again at each scale and cuts `data-suffix`.
    public static func amountHTML(_ amount: StepAmount, scale: Rational, view: IngredientView) -> String {
        let e = HTMLEscaper.escape
        let (text, changed) = amount.presented(scale: scale, view: view, format: .html)
        var out = "<span class=\"step-amount" + (changed ? " scaled" : "") + "\" data-amount=\"" + e(amount.line.line.original)
        out += "\" data-suffix=\"" + e(amount.suffix) + "\" data-written=\"" + e(amount.written) + "\""
        if changed { out += " title=\"" + (scale == .one ? "converted" : "scaled") + " from " + e(amount.written) + "\"" }
        return out + ">" + text + "</span>"
    }
}
