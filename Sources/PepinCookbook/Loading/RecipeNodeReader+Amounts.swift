import Pepin
import Yams

extension RecipeNodeReader {
    /// The scales a cook reaches with the page's scaler, from its smallest step to its largest.
    static let scalerExtremes = [Rational(1, 6), Rational(1, 3), Rational(2), Rational(3), Rational(10)]

    /// Warns when an ingredient line holds an amount too large to scale: its page keeps it as
    /// written with a note, and the author should hear it first.
    mutating func checkScalable(_ text: String, at mark: Mark?, keyPath: String) {
        let line = IngredientLineParser(text).line
        guard line.isParsed, let amount = line.amount, Self.hasLargeNumbers(amount) || line.alternatives.contains(where: Self.hasLargeNumbers)
        else { return }
        for scale in Self.scalerExtremes where IngredientLinePresenter(line, scale: scale).isTooLargeToScale {
            report(
                "the amount is too large to scale (at \(scale)x); the page keeps it as written",
                at: mark, keyPath: keyPath, severity: .warning)
            return
        }
    }

    /// True when some number of the amount is beyond what any kitchen measures (2^31): only then
    /// can scaling overflow 64-bit exact arithmetic, so ordinary lines cost nothing here.
    private static func hasLargeNumbers(_ amount: IngredientAmount) -> Bool {
        amount.parts.contains { part in
            [part.quantity.low, part.quantity.high].contains { value in
                value.numerator.magnitude > 1 << 31 || value.denominator > 1 << 31
            }
        }
    }
}
