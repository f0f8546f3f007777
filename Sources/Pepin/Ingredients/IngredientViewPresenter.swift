/// The one presentation path behind ``PreparedLine/presented(_:)``: a prepared line scaled and in
/// the chosen view: as written, US customary, metric volume or metric weight.
///
/// Volumes convert to weights, and back, through the catalog's USDA densities; grams are rounded
/// as a cook weighs (see ``MeasuringTools``) and marked "≈" when rounded. Counts with a known weight
/// per piece keep their count and gain the weight in the weight view only. A line whose food is
/// unknown, or whose amount cannot be converted, stays as written and the issue says why. An
/// amount the author also gave in the view's units ("1 cup (125 g) flour") is taken from the
/// author. In the author's units (the as-written view, and any amount that already reads in the
/// view) ``IngredientLinePresenter`` changes only the amounts.
///
/// The line is scaled and converted once; ``presented(_:)`` writes it in a format, so a surface
/// that shows a line as text and as HTML pays for the arithmetic once.
struct IngredientViewPresenter {
    /// What the view made of the line, before it is written.
    private enum Shown {
        /// In the author's units (scaled), kept as written when `issue` says why.
        case written(IngredientLinePresenter.Written, issue: ConversionIssue?)
        /// The amount replaced by one in the view's units.
        case replaced(SpanEdits, amount: ReducedAmount)
        /// The author's units, with the weight after the name.
        case annotated(IngredientLinePresenter.Written, weight: ReducedAmount)
    }

    private let line: IngredientLine
    private let shown: Shown
    private let conversion: ViewConversion?

    init(_ prepared: PreparedLine, scale: Rational, view: IngredientView, style: ReductionStyle) {
        let line = prepared.line
        self.line = line
        // The author's units, scaled: computed only when the line keeps them.
        func written() -> IngredientLinePresenter.Written {
            IngredientLinePresenter(line, scale: scale, style: style, suitability: prepared.suitability).written
        }
        guard view != .asWritten, line.isParsed, let amount = line.amount else {
            shown = .written(written(), issue: nil)
            conversion = nil
            return
        }
        let conversion = ViewConversion(
            line: line, scale: scale, view: view, food: prepared.food, suitability: prepared.suitability, style: style)
        self.conversion = conversion
        switch conversion.convert(amount) {
        case .unchanged:
            shown = .written(written(), issue: nil)
        case .failed(let why):
            shown = .written(written(), issue: why)
        case .replaced(let amountShown):
            let approximate = ReducedAmount(parts: amountShown.parts, isApproximate: amountShown.isApproximate || amount.isMarkedApproximate)
            shown = .replaced(conversion.replacing(amount, with: amountShown), amount: approximate)
        case .annotated(let weight):
            shown = .annotated(written(), weight: weight)
        }
    }

    /// The line written in `format`.
    func presented(_ format: TextFormat) -> PresentedLine {
        switch shown {
        case .written(let written, let issue):
            return PresentedLine(text: written.text(format), amount: written.amount, issue: issue, isTooLargeToScale: written.tooLarge)
        case .replaced(let edits, let amount):
            return PresentedLine(text: edits.applied(to: line, format: format), amount: amount, issue: nil, isTooLargeToScale: false)
        case .annotated(let written, let weight):
            let text = conversion!.inserting(weight, into: written.text(format), format: format)
            return PresentedLine(text: text, amount: written.amount, issue: nil, isTooLargeToScale: written.tooLarge)
        }
    }
}
