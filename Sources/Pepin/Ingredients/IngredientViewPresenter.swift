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
    }

    private let line: IngredientLine
    private let shown: Shown

    init(_ prepared: PreparedLine, scale: Rational, view: IngredientView, style: ReductionStyle) {
        let line = prepared.line
        self.line = line
        // The author's units, scaled: computed only when the line keeps them.
        func written() -> IngredientLinePresenter.Written {
            IngredientLinePresenter(line, scale: scale, style: style, suitability: prepared.suitability).written
        }
        guard line.isParsed, let amount = line.amount else {
            shown = .written(written(), issue: nil)
            return
        }
        guard view != .asWritten else {
            shown = Self.partWeighed(written(), prepared: prepared, scale: scale, style: style)
            return
        }
        let conversion = ViewConversion(
            line: line, scale: scale, view: view, food: prepared.food, suitability: prepared.suitability, style: style)
        switch conversion.convert(amount) {
        case .unchanged:
            shown = Self.partWeighed(written(), prepared: prepared, scale: scale, style: style)
        case .failed(let why):
            shown = .written(written(), issue: why)
        case .replaced(let amountShown):
            let approximate = ReducedAmount(parts: amountShown.parts, isApproximate: amountShown.isApproximate || amount.isMarkedApproximate)
            shown = .replaced(conversion.replacing(amount, with: amountShown), amount: approximate)
        case .annotated(let weight):
            shown = .written(written().weighing(weight), issue: nil)
        }
    }

    /// A part of a thing counted whole ("1/3 large egg", "1 1/4 lemons", "1/2 (15 ounce) can")
    /// gains its weight when it is known, so the cook can measure the part: "1/3 large egg
    /// (≈ 17 g)". Whole counts, and counts whose weight is unknown, stay as they are.
    private static func partWeighed(
        _ written: IngredientLinePresenter.Written, prepared: PreparedLine, scale: Rational, style: ReductionStyle
    ) -> Shown {
        // An author's own weight or size beside the count ("(150 g)") is not doubled.
        guard prepared.gramsEach != nil, let amount = prepared.line.amount, !amount.isImplied, !amount.isVague, written.edits != nil,
            prepared.line.alternatives.isEmpty,
            !(prepared.line.comment?.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false),
            let shownAmount = written.amount, shownAmount.parts.count == 1, Self.isCounted(shownAmount.parts[0].unit),
            !shownAmount.parts[0].quantity.low.isInteger || !shownAmount.parts[0].quantity.high.isInteger
        else { return .written(written, issue: nil) }
        // The weight of one, found when the line was prepared, times the count shown.
        let count = shownAmount.parts[0].quantity
        guard let each = prepared.gramsEach, let low = try? count.low.multiplied(by: each),
            let high = try? count.high.multiplied(by: each),
            let weight = MetricReducer(kind: .mass, origin: .converted).reduce(
                low == high ? .exact(low) : .range(QuantityRange(low: low, high: high)), from: .one)
        else { return .written(written, issue: nil) }
        return .written(written.weighing(weight), issue: nil)
    }

    /// Things counted (eggs, lemons, cloves, cans), not measured: hand measures are taken whole
    /// and need no weight.
    static func isCounted(_ unit: Unit?) -> Bool {
        switch unit {
        case nil: true
        case .count(let count)?: !MeasuringTools.handMeasures.contains(count)
        default: false
        }
    }

    /// The line written as text and as HTML, in one pass.
    func presentedAsTextAndHTML() -> (text: PresentedLine, html: PresentedLine) {
        switch shown {
        case .written(let written, let issue):
            let (text, html) = written.textAndHTML()
            return (
                PresentedLine(text: text, amount: written.amount, issue: issue, isTooLargeToScale: written.tooLarge),
                PresentedLine(text: html, amount: written.amount, issue: issue, isTooLargeToScale: written.tooLarge)
            )
        case .replaced(let edits, let amount):
            let both = edits.applied(to: line, format: .text, also: .html)
            return (
                PresentedLine(text: both.first, amount: amount, issue: nil, isTooLargeToScale: false),
                PresentedLine(text: both.second ?? "", amount: amount, issue: nil, isTooLargeToScale: false)
            )
        }
    }

    /// The line written in `format`.
    func presented(_ format: TextFormat) -> PresentedLine {
        switch shown {
        case .written(let written, let issue):
            return PresentedLine(text: written.text(format), amount: written.amount, issue: issue, isTooLargeToScale: written.tooLarge)
        case .replaced(let edits, let amount):
            return PresentedLine(text: edits.applied(to: line, format: format), amount: amount, issue: nil, isTooLargeToScale: false)
        }
    }
}
