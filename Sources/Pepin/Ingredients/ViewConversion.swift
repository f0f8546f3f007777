/// The conversion of one line's amount into a view; see ``IngredientViewPresenter``.
struct ViewConversion {
    let line: IngredientLine
    let scale: Rational
    let view: IngredientView
    let food: Food?
    let suitability: Suitability
    let style: ReductionStyle

    enum Outcome {
        /// The author's amount already reads in the view: scale only.
        case unchanged
        /// It cannot be converted; the line stays as written.
        case failed(ConversionIssue)
        /// The amount is replaced by this one (metric parts abbreviated: "240 ml").
        case replaced(ReducedAmount)
        /// A count keeps its amount and gains this weight: "3 large eggs (150 g)".
        case annotated(ReducedAmount)
    }

    func convert(_ amount: IngredientAmount) -> Outcome {
        let unit = amount.parts[0].unit
        // A heaped spoon is the cook's measure in every view, as a pinch is: no view knows its heap.
        if fits(unit) || amount.isHeaped { return .unchanged }
        // "Few tablespoons milk", "Scant teaspoon cocoa": no number to convert; the author's words stand.
        if amount.isVague { return .failed(.notMeasured) }
        // The author's own amount in the view's units ("500g/1lb 2oz": "1 pound + 2 ounces").
        for alternative in line.alternatives where takes(alternative, after: unit) {
            guard let total = try? alternative.total() else { continue }
            let outcome = convert(total, unit: alternative.parts[0].unit)
            if case .replaced = outcome { return outcome }
        }
        // The author's own reading after the name, in the view's units, is taken as it is: "1 cup
        // flour (130 g)" weighs 260 g at x2, not the catalog's 250 g. Not one said with "about".
        for secondary in line.secondaries where secondary.isExactReading && SecondaryAmount.isMeasured(unit) {
            for reading in secondary.amounts where reading.parts.count == 1 && fits(reading.parts[0].unit)
                && SecondaryAmount.isMeasured(reading.parts[0].unit)
            {
                let outcome = convert(reading.parts[0].quantity, unit: reading.parts[0].unit)
                if case .replaced = outcome { return outcome }
            }
        }
        guard let total = try? amount.total() else { return .failed(.overflow) }
        let outcome = convert(widened(total, amount), unit: unit, containerSize: amount.containerSize)
        guard case .failed = outcome else { return outcome }
        // "1 (about 3 pound) whole chicken": the author's other amount may convert where a count cannot.
        for alternative in line.alternatives where alternative.parts.count == 1 {
            let outcome = convert(alternative.parts[0].quantity, unit: alternative.parts[0].unit)
            if case .replaced = outcome { return outcome }
        }
        return outcome
    }

    /// True when the author's `alternative` to an amount in `unit` is taken as the view's amount:
    /// it reads in the view, all in one dimension; a weight in parts ("1lb 2oz", not "1 cup + 2
    /// ounces") when it is the line's only one (two are a range's ends: "1lb 12oz-2lb 4oz"). Not a
    /// pint, quart or gallon after a metric volume: a British recipe's imperial measure ("1
    /// litre/1¾ pints": 1¾ imperial pints are 994 ml, US ones 828 ml, a fifth less), the metric
    /// amount is converted instead. (An imperial fluid ounce is 4% less than a US one: the
    /// author's "7fl oz" stands.) One copy, not inlined: the WebAssembly module's size.
    @inline(never)
    private func takes(_ alternative: IngredientAmount, after unit: Unit?) -> Bool {
        let parts = alternative.parts
        guard fits(parts[0].unit), parts.count == 1 || (line.alternatives.count == 1 && parts[0].unit?.dimension == .mass && alternative.isOneDimension)
        else { return false }
        guard case .volume(let written)? = unit, written.system == .metric, case .volume(let other)? = parts[0].unit else { return true }
        return other != .pint && other != .quart && other != .gallon
    }

    /// True when an amount in `unit` already reads in the view.
    func fits(_ unit: Unit?) -> Bool {
        switch (view, unit) {
        case (.asWritten, _): true
        case (.metricWeight, .mass(let mass)): mass.system == .metric
        case (_, .length(let length)): length.system == (view == .usCustomary ? .usCustomary : .metric)
        case (.metricWeight, _): false
        case (_, .volume(let volume)): volume.system == (view == .usCustomary ? .usCustomary : .metric)
        case (_, .mass(let mass)): mass.system == (view == .usCustomary ? .usCustomary : .metric)
        default: true  // counts read the same in US and metric volume views
        }
    }

    func convert(_ quantity: Quantity, unit: Unit?, containerSize: String? = nil) -> Outcome {
        let total: Quantity
        do { total = try quantity.scaled(by: scale) } catch { return .failed(.overflow) }
        do throws(ConversionIssue) {
            switch (view, unit) {
            case (.usCustomary, .volume(let volume)):
                let teaspoons = try ends(total) { v throws(ConversionIssue) in
                    try exactly { () throws(QuantityError) in try FoodMeasures.teaspoons(v, volume) }
                }
                return reduced(
                    UnitReducer(teaspoons, unit: .volume(.teaspoon), style: style, suitability: suitability, origin: converted(volume)).reduced)
            case (.usCustomary, .mass(let mass)):
                let grams = try ends(total) { v throws(ConversionIssue) in
                    try exactly { () throws(QuantityError) in try Measure(v, mass).grams }
                }
                if let food, food.state != .other, let teaspoons = try? ends(grams, FoodMeasures(food).teaspoons(ofGrams:)) {
                    return reduced(
                        UnitReducer(teaspoons, unit: .volume(.teaspoon), style: style, suitability: suitability, origin: .converted).reduced)
                }
                let ounces = try ends(grams) { v throws(ConversionIssue) in
                    try exactly { () throws(QuantityError) in try v.divided(by: MassUnit.gramsPerOunce) }
                }
                return reduced(UnitReducer(ounces, unit: .mass(.ounce), style: style, origin: mass.system == .metric ? .converted : .written).reduced)
            case (.metricVolume, .volume(let volume)):
                let milliliters = try ends(total) { v throws(ConversionIssue) in
                    try exactly { () throws(QuantityError) in try Measure(v, volume).milliliters }
                }
                // Millilitres here are the author's own (a line's other amount): kept, not put on the jug's marks.
                let origin: AmountOrigin = volume.system == .metric ? .written : .converted
                return reduced(UnitReducer(milliliters, unit: .volume(.milliliter), style: style, origin: origin).reduced)
            case (_, .mass(let mass)):
                let grams = try ends(total) { v throws(ConversionIssue) in
                    try exactly { () throws(QuantityError) in try Measure(v, mass).grams }
                }
                // Grams here are the author's own (a line's other amount): never rounded away.
                return reduced(weight(grams, origin: mass.system == .metric ? .written : .converted))
            case (.metricWeight, .volume):
                guard let food else { return .failed(.unknownIngredient) }
                let grams = try ends(total) { v throws(ConversionIssue) in try FoodMeasures(food).grams(of: v, unit: unit) }
                return reduced(weight(grams))
            case (_, .length(let length)):
                // "1 inch piece ginger" reads "2.5 cm piece ginger" in the metric views, not weighed.
                // The author's own length in the view's system ("10cm/4in piece") is kept as written.
                let kept = ReducedAmount(parts: [AmountPart(quantity: total, unit: .length(length))], isApproximate: false)
                return reduced(LengthReducer.reduce(total, from: length, toMetric: view.isMetric) ?? (fits(unit) ? kept : nil))
            case (.metricWeight, .count(let count)) where MeasuringTools.handMeasures.contains(count):
                return .unchanged  // a pinch is the cook's measure in every view
            case (.metricWeight, .count), (.metricWeight, nil):
                guard let food else { return .failed(.unknownIngredient) }
                let grams = try ends(total) { v throws(ConversionIssue) in
                    try FoodMeasures(food).grams(of: v, unit: unit, size: line.size, containerSize: containerSize)
                }
                guard let weight = weight(grams) else { return .failed(.overflow) }
                return .annotated(weight)
            default:
                return .unchanged
            }
        } catch {
            return .failed(error)
        }
    }

    /// Grams as a scale shows them (see ``MeasuringTools``), or `nil` when they overflow.
    private func weight(_ grams: Quantity, origin: AmountOrigin = .converted) -> ReducedAmount? {
        MetricReducer(kind: .mass, origin: origin).reduce(grams, from: .one)
    }

    /// `transform` applied to both ends of a quantity.
    private func ends(_ quantity: Quantity, _ transform: (Rational) throws(ConversionIssue) -> Rational)
        throws(ConversionIssue) -> Quantity
    {
        switch quantity {
        case .exact(let value): return .exact(try transform(value))
        case .range(let range):
            return .range(QuantityRange(low: try transform(range.low), high: try transform(range.high)))
        }
    }

    /// "1 tsp to 1 tbsp": the other end, in another unit, makes the line's amount a range (the view
    /// removes the words that wrote it, as it removes the author's other readings).
    @inline(never)
    private func widened(_ total: Quantity, _ amount: IngredientAmount) -> Quantity {
        guard amount.span == line.amount?.span, let unit = amount.parts[0].unit, let end = line.upperEnd, let endUnit = end.parts[0].unit,
            let high = try? UnitConversion.amount(end.parts[0].quantity.high, from: endUnit, to: unit), high > total.high
        else { return total }
        return .range(QuantityRange(low: total.low, high: high))
    }

    private func reduced(_ amount: ReducedAmount?) -> Outcome {
        guard let amount, !amount.parts.isEmpty else { return .failed(.overflow) }
        return .replaced(amount)
    }

    /// A metric volume read in US measures is converted; a US one (a pint read in cups) is the
    /// author's, reduced exactly.
    private func converted(_ volume: VolumeUnit) -> AmountOrigin {
        volume.system == .metric ? .converted : .written
    }

    /// How a converted amount is written: metric units abbreviated ("240 ml", "1.5 kg").
    static func replacement(_ amount: ReducedAmount, marked: Bool = false) -> SpanEdits.Replacement {
        .amount(amount, abbreviated: amount.parts.allSatisfy { $0.unit?.system == .metric }, marked: marked)
    }
}
