/// Reads the scale factor a person types into a recipe page: `"3/2"`, `"1.5"`, `"x3"`, `"×2"`,
/// `"3x"`, `"1 1/2"`, `"½"`.
///
/// The number itself is read by `Rational(parsing:)`; this only strips the multiplication sign and
/// spaces around it, and refuses factors that cannot scale a recipe (zero or negative).
///
///     ScaleFactorParser("x3").factor    // 3
///     ScaleFactorParser("1.5").factor   // 3/2
///     ScaleFactorParser("0").factor     // nil
struct ScaleFactorParser {
    /// The factor, or `nil` when the text is not a positive number.
    let factor: Rational?

    init(_ text: String) {
        var scalars = Substring(text).unicodeScalars
        Self.trimSpaces(&scalars)
        if let first = scalars.first, Self.isTimesSign(first) {
            scalars.removeFirst()
        } else if let last = scalars.last, Self.isTimesSign(last) {
            scalars.removeLast()
        }
        Self.trimSpaces(&scalars)
        guard !scalars.isEmpty, let value = Rational(parsing: String(Substring(scalars))) else {
            factor = nil
            return
        }
        factor = value > Rational(0) ? value : nil
    }

    private static func isTimesSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "x" || scalar == "X" || scalar == "×" || scalar == "*"
    }

    private static func trimSpaces(_ scalars: inout Substring.UnicodeScalarView) {
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    }
}
