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
/// Amounts after the line's own ("(about 2 cups)", "(15 ounce) cans", "at 27°C") and, when the
/// line keeps its units in a view, the author's other amounts ("(240 ml)") are presented with it
/// by ``SecondaryAmountPresenter``, each once: a line without them pays nothing for them.
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
        // A sized container with no count, scaled whole: counted ("2 x 400g tins").
        if let counted = prepared.counted(at: scale) {
            self.init(reading: counted, scale: scale, view: view, style: style)
        } else {
            self.init(reading: prepared, scale: scale, view: view, style: style)
        }
    }

    private init(reading prepared: PreparedLine, scale: Rational, view: IngredientView, style: ReductionStyle) {
        line = prepared.line
        var weighed = false
        let shown = Self.shown(prepared, scale: scale, view: view, style: style, weighed: &weighed)
        // Amounts after the line's own ("(about 2 cups)", "(15 ounce) cans"), and the author's other
        // amounts ("(240 ml)") when the line keeps its units in a view: most lines have neither.
        let alternativesLeft = view != .asWritten && !line.alternativeGroups.isEmpty
        guard !line.secondaries.isEmpty || alternativesLeft, view != .asWritten || scale != .one else {
            self.shown = shown
            return
        }
        let secondaries = SecondaryAmountPresenter(prepared: prepared, scale: scale, view: view, style: style)
        switch shown {
        case .written(let written, let issue):
            guard !written.tooLarge else {
                self.shown = shown
                return
            }
            var edits = written.edits ?? SpanEdits()
            secondaries.addEdits(
                alternatives: alternativesLeft ? line.alternativeGroups : [], into: &edits, shown: weighed ? .mass : Self.measured(written.amount))
            self.shown = .written(.init(line: line, edits: edits, tooLarge: false, amount: written.amount), issue: issue)
        case .replaced(var edits, let amount):
            // The author's other amounts went with the line's own, but for those that stay.
            secondaries.addEdits(alternatives: line.alternativeGroups, staying: true, into: &edits, shown: Self.measured(amount))
            self.shown = .replaced(edits, amount: amount)
        }
    }

    /// The dimension an amount reads in when it is measured (volume, weight or length), else `nil`.
    private static func measured(_ amount: ReducedAmount?) -> Dimension? {
        guard let unit = amount?.parts.first?.unit, SecondaryAmount.isMeasured(unit) || unit.dimension == .length else { return nil }
        return unit.dimension
    }

    /// The line's own amount in the view; `weighed` is set when a count gains its weight.
    private static func shown(
        _ prepared: PreparedLine, scale: Rational, view: IngredientView, style: ReductionStyle, weighed: inout Bool
    ) -> Shown {
        let line = prepared.line
        // The author's units, scaled: computed only when the line keeps them.
        // In a view the author's other amounts are presented with the secondary ones.
        func written() -> IngredientLinePresenter.Written {
            IngredientLinePresenter(
                line, scale: scale, style: style, suitability: prepared.suitability, scalesAlternatives: view == .asWritten,
                keepsForeignUnits: view == .asWritten
            ).written
        }
        guard line.isParsed, let amount = line.amount else { return .written(written(), issue: nil) }
        guard view != .asWritten else {
            return Self.partWeighed(written(), prepared: prepared, scale: scale, view: view, style: style, weighed: &weighed)
        }
        let conversion = ViewConversion(
            line: line, scale: scale, view: view, food: prepared.food, suitability: prepared.suitability, style: style)
        switch conversion.convert(amount) {
        case .unchanged:
            return Self.partWeighed(written(), prepared: prepared, scale: scale, view: view, style: style, weighed: &weighed)
        case .failed(let why):
            // A container sized by weight weighs its part whatever it holds, in the weight view too.
            if why == .unknownIngredient, prepared.gramsEach != nil {
                return Self.partWeighed(written(), prepared: prepared, scale: scale, view: view, style: style, weighed: &weighed)
            }
            return .written(written(), issue: why)
        case .replaced(let amountShown):
            let approximate = amountShown.marked(amountShown.isApproximate || amount.isMarkedApproximate)
            return .replaced(conversion.replacing(amount, with: amountShown), amount: approximate)
        case .annotated(let weight):
            // The author's own weight ("3 large eggs (150 g)") is shown rather than one worked out.
            if !line.secondaries.isEmpty || !line.alternatives.isEmpty, SecondaryAmountPresenter.weighsItself(line, scale: scale) {
                return .written(written(), issue: nil)
            }
            weighed = true
            return .written(written().weighing(weight), issue: nil)
        }
    }

    /// A part of a thing counted whole ("1/3 large egg", "1 1/4 lemons", "1/2 (15 ounce) can")
    /// gains its weight when it is known, so the cook can measure the part: "1/3 large egg
    /// (≈ 17 g)", in ounces in the US view ("1/2 green bell pepper (≈ 2 oz)") and where the
    /// author measured the line in US units ("1/2 (15 ounce) can ... (≈ 7 1/2 oz)"). Whole
    /// counts, and counts whose weight is unknown, stay as they are.
    private static func partWeighed(
        _ written: IngredientLinePresenter.Written, prepared: PreparedLine, scale: Rational, view: IngredientView, style: ReductionStyle,
        weighed: inout Bool
    ) -> Shown {
        // An author's own weight or size beside the count ("(150 g)") is not doubled.
        guard prepared.gramsEach != nil, let amount = prepared.line.amount, !amount.isImplied, !amount.isVague, written.edits != nil,
            prepared.line.alternatives.isEmpty,
            !(prepared.line.comment?.containsByte { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false),
            let shownAmount = written.amount, shownAmount.parts.count == 1, Self.isCounted(shownAmount.parts[0].unit),
            !shownAmount.parts[0].quantity.low.isInteger || !shownAmount.parts[0].quantity.high.isInteger
        else { return .written(written, issue: nil) }
        // The weight of one, found when the line was prepared, times the count shown.
        let count = shownAmount.parts[0].quantity
        guard let each = prepared.gramsEach, let low = try? count.low.multiplied(by: each),
            let high = try? count.high.multiplied(by: each),
            let weight = partWeight(low == high ? .exact(low) : .range(QuantityRange(low: low, high: high)), in: view, of: prepared.line, style: style)
        else { return .written(written, issue: nil) }
        weighed = true
        return .written(written.weighing(weight), issue: nil)
    }

    /// A part's weight in the view's system: ounces and pounds in the US view, and in the
    /// author's view when the line's own amounts are in US units; grams otherwise.
    private static func partWeight(_ grams: Quantity, in view: IngredientView, of line: IngredientLine, style: ReductionStyle) -> ReducedAmount? {
        let inUSUnits = line.secondaries.contains { $0.isInUSUnits }
        guard view == .usCustomary || (view == .asWritten && inUSUnits) else {
            return MetricReducer(kind: .mass, origin: .converted).reduce(grams, from: .one)
        }
        // A part of a container sized in ounces weighs exactly ("2 1/2 (15 ounce) jars": 2 pounds + 5 1/2 ounces).
        let sized = line.amount?.containerSize != nil && inUSUnits
        return USMassReducer(source: .ounce, style: style, origin: sized ? .written : .converted).reduce(grams: grams)
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
