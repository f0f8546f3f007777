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
        var text = ""
        write(into: &text)
        return text
    }

    /// Appends the written quantity to `text` (a page writes many without a string each).
    public func write(into text: inout String) {
        switch quantity {
        case .exact(let value): write(value, into: &text)
        case .range(let range):
            write(range.low, into: &text)
            text += format == .text ? "-" : "–"
            write(range.high, into: &text)
        }
    }

    private func write(_ value: Rational, into text: inout String) {
        if value.isNegative {
            text += "-"
            write(value.negated(), into: &text)
            return
        }
        if value.isInteger {
            text += String(value.numerator)
            return
        }
        if decimal || !QuantityPresenter.readsAsFraction(value), let decimalText = QuantityPresenter.decimalText(value) {
            text += decimalText
            return
        }
        let whole = value.wholePart
        let fraction = value.fractionalPart
        if whole != 0 { text += String(whole) }
        switch format {
        case .text:
            if whole != 0 { text += " " }
            text += String(fraction.numerator)
            text += "/"
            text += String(fraction.denominator)
        case .unicode:
            if let glyph = QuantityPresenter.glyph(fraction) {
                text += glyph
                return
            }
            if whole != 0 { text += " " }
            text += String(fraction.numerator)
            text += "⁄"
            text += String(fraction.denominator)
        case .html:
            if whole != 0 { text += " " }
            text += "<sup>"
            text += String(fraction.numerator)
            text += "</sup>&frasl;<sub>"
            text += String(fraction.denominator)
            text += "</sub>"
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

    /// A terminating decimal with at most three places, or nil.
    static func decimalText(_ value: Rational) -> String? {
        let magnitude = value.magnitude
        guard !magnitude.isInteger else { return String(magnitude.numerator) }
        // The fewest places (at most three) whose power of ten the denominator divides.
        var places = 0
        var power: Int64 = 1
        while power % magnitude.denominator != 0 {
            guard places < 3 else { return nil }
            power *= 10
            places += 1
        }
        let (scaled, overflow) = magnitude.numerator.multipliedReportingOverflow(by: power / magnitude.denominator)
        guard !overflow else { return nil }
        var digits = String(scaled)
        while digits.utf8.count <= places { digits = "0" + digits }
        let split = digits.utf8.index(digits.utf8.endIndex, offsetBy: -places)
        return String(digits[..<split]) + "." + String(digits[split...])
    }

    static func glyph(_ fraction: Rational) -> String? {
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
