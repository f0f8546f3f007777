/// How numbers and lines are written out.
public enum TextFormat: Hashable, Sendable, CaseIterable {
    /// Plain ASCII: "1 1/2".
    case text
    /// Unicode vulgar fractions: "1½".
    case unicode
    /// HTML with superscript and subscript fractions: `1 <sup>1</sup>&frasl;<sub>2</sub>`; all
    /// other text escaped.
    case html

    /// The format's name, as every surface reads it ("text", "unicode", "html").
    public var name: String {
        switch self {
        case .text: "text"
        case .unicode: "unicode"
        case .html: "html"
        }
    }

    /// The format named `name`; `nil` for anything else.
    public init?(name: String) {
        guard let format = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = format
    }
}

/// Writes a quantity: fractions for US and counted amounts ("1 1/2"), decimals for metric ("1.5").
///
/// ```swift
/// QuantityPresenter(.exact(Rational(3, 2))).text                    // "1 1/2"
/// QuantityPresenter(.exact(Rational(3, 2)), format: .unicode).text  // "1½"
/// QuantityPresenter(.exact(Rational(3, 2)), decimal: true).text     // "1.5"
/// ```
public struct QuantityPresenter: Sendable {
    public let quantity: Quantity
    public let format: TextFormat
    public let decimal: Bool

    public init(_ quantity: Quantity, format: TextFormat = .text, decimal: Bool = false) {
        self.quantity = quantity
        self.format = format
        self.decimal = decimal
    }

    /// The written quantity.
    public var text: String {
        var text = TextBuffer(capacity: 16)
        write(into: &text)
        return text.text
    }

    /// Appends the written quantity to `text` (a page writes many without a string each).
    func write(into text: inout TextBuffer) {
        switch quantity {
        case .exact(let value): write(value, into: &text)
        case .range(let range):
            write(range.low, into: &text)
            text.append(format == .text ? "-" : "–")
            write(range.high, into: &text)
        }
    }

    private func write(_ value: Rational, into text: inout TextBuffer) {
        if value.isNegative {
            text.append("-")
            write(value.negated(), into: &text)
            return
        }
        if value.isInteger {
            text.append(value.numerator)
            return
        }
        if decimal || !QuantityPresenter.readsAsFraction(value), QuantityPresenter.writeDecimal(value, into: &text) {
            return
        }
        let whole = value.wholePart
        let fraction = value.fractionalPart
        if whole != 0 { text.append(whole) }
        switch format {
        case .text:
            if whole != 0 { text.append(" ") }
            text.append(fraction.numerator)
            text.append("/")
            text.append(fraction.denominator)
        case .unicode:
            if let glyph = QuantityPresenter.glyph(fraction) {
                text.append(glyph)
                return
            }
            if whole != 0 { text.append(" ") }
            text.append(fraction.numerator)
            text.append("⁄")
            text.append(fraction.denominator)
        case .html:
            if whole != 0 { text.append(" ") }
            text.append("<sup>")
            text.append(fraction.numerator)
            text.append("</sup>&frasl;<sub>")
            text.append(fraction.denominator)
            text.append("</sub>")
        }
    }

    /// Cooks read halves to sixteenths, thirds, sixths and twelfths as fractions; other
    /// denominators ("33/100") read better as decimals.
    static func readsAsFraction(_ value: Rational) -> Bool {
        switch value.denominator {
        case 2, 3, 4, 5, 6, 8, 10, 12, 16: true
        default: false
        }
    }

    /// Appends `value` as a terminating decimal with at most three places (its magnitude); false,
    /// with nothing written, when it has none.
    static func writeDecimal(_ value: Rational, into text: inout TextBuffer) -> Bool {
        let magnitude = value.magnitude
        guard !magnitude.isInteger else {
            text.append(magnitude.numerator)
            return true
        }
        // The fewest places (at most three) whose power of ten the denominator divides.
        var places = 0
        var power: Int64 = 1
        while power % magnitude.denominator != 0 {
            guard places < 3 else { return false }
            power *= 10
            places += 1
        }
        let (scaled, overflow) = magnitude.numerator.multipliedReportingOverflow(by: power / magnitude.denominator)
        guard !overflow else { return false }
        text.append(scaled / power)
        text.append(".")
        // The fraction's digits, with its leading zeros: 1.05 is 105 / 100.
        var digits = scaled % power
        var divisor = power / 10
        while divisor > 0 {
            text.append(digits / divisor)
            digits %= divisor
            divisor /= 10
        }
        return true
    }

    static func glyph(_ fraction: Rational) -> StaticString? {
        switch (fraction.numerator, fraction.denominator) {
        case (1, 2): "½"
        case (1, 3): "⅓"
        case (2, 3): "⅔"
        case (1, 4): "¼"
        case (3, 4): "¾"
        case (1, 5): "⅕"
        case (2, 5): "⅖"
        case (3, 5): "⅗"
        case (4, 5): "⅘"
        case (1, 6): "⅙"
        case (5, 6): "⅚"
        case (1, 8): "⅛"
        case (3, 8): "⅜"
        case (5, 8): "⅝"
        case (7, 8): "⅞"
        default: nil
        }
    }
}
