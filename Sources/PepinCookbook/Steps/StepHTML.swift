public import Pepin

/// A prepared step as page HTML, split where it changes with the scale: the parts that do not
/// (the author's words escaped, each duration a timer button, each temperature in the view) are
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

    /// Splits `step` for `view`. A step with links or emphasis keeps its inline markup and shows
    /// no marks: its temperatures still follow the view.
    public init(_ step: PreparedStep, view: IngredientView) {
        guard !InlineMarkup.hasMarks(step.text) else {
            pieces = [InlineMarkup(OvenTemperaturePresenter(step.text, view: view).text).html]
            amounts = []
            return
        }
        let e = HTMLEscaper.escape
        let bytes = Array(step.text.utf8)
        var pieces: [String] = []
        var amounts: [StepAmount] = []
        var piece = ""
        var position = 0
        for mark in step.marks {
            piece += e(String(decoding: bytes[position..<mark.span.lowerBound], as: UTF8.self))
            switch mark {
            case .timer(let timer):
                piece += "<button type=\"button\" class=\"timer\" data-timer=\"\(timer.lowSeconds)\""
                if timer.highSeconds > timer.lowSeconds { piece += " data-timer-high=\"\(timer.highSeconds)\"" }
                piece += " aria-label=\"\(e(timer.startLabel))\">\(e(timer.written))</button>"
            case .temperature(let temperature):
                piece += "<span class=\"temperature\" data-temperature=\"\(e(temperature.written))\">"
                piece += e(temperature.presented(view: view)) + "</span>"
            case .amount(let amount):
                pieces.append(piece)
                amounts.append(amount)
                piece = ""
            }
            position = mark.span.upperBound
        }
        pieces.append(piece + e(String(decoding: bytes[position...], as: UTF8.self)))
        self.pieces = pieces
        self.amounts = amounts
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
