/// Presents a line's secondary amounts (see ``SecondaryAmount``) with the line, in its scale and
/// view, through the same conversions as its main amount; part of ``IngredientViewPresenter``.
///
/// - As written: what scales with the line scales in the author's units ("(about 2 cups)" x2 reads
///   "(about 4 cups)", "(6-8 lemons)" x1/2 "(3-4 lemons)", "plus 1 yolk" x2 "plus 2 yolks"); sizes
///   of each and temperatures stay.
/// - In a view: an amount in the view's units keeps them (one of "400g/14oz"); another converts
///   ("(about 4 ounces)" reads "(about 115 g)" in the metric views, "(15 ounce) cans" "(425 g) cans",
///   "at 27°C" "at 81°F" in the US view). Sizes of each convert but never scale.
/// - Never twice: a parenthesised amount that would read in the same dimension as the line's own
///   amount, or as another secondary amount already shown, is dropped ("3 large eggs (150 g)
///   (about 4 ounces)" reads "3 large eggs (150 g)" in the weight view).
struct SecondaryAmountPresenter {
    let prepared: PreparedLine
    let scale: Rational
    let view: IngredientView
    let style: ReductionStyle

    /// True when the weight view needs no weight worked out for the line's count: the author wrote
    /// one it can show ("3 large eggs (150 g)", "1 can (12 ounces) tuna"), or the count is one
    /// container whose size it shows ("1 (410 g) can").
    static func weighsItself(_ line: IngredientLine, scale: Rational) -> Bool {
        for alternative in line.alternatives where alternative.parts[0].unit?.dimension == .mass { return true }
        for secondary in line.secondaries {
            switch secondary.kind {
            case .fixed:
                // A container's size is read first.
                if let amount = line.amount, amount.containerSize != nil, secondary.span.lowerBound == line.secondaries[0].span.lowerBound,
                    (try? amount.parts[0].quantity.scaled(by: scale)) == .exact(.one)
                {
                    return true
                }
            case .scaled:
                for amount in secondary.amounts {
                    if case .mass(let mass)? = amount.parts[0].unit, mass.system == .metric { return true }
                }
            case .another, .temperature: break
            }
        }
        return false
    }

    /// Adds the edits that present `alternatives` (the line's ``IngredientLine/alternativeGroups``,
    /// or none) and its secondary amounts; `shown` is the dimension the line's own
    /// amount reads in (volume or mass; `nil` for a count). With `staying`, only the alternatives
    /// a view keeps when it replaces the line's amount (``SecondaryAmount/staysInViews``).
    func addEdits(alternatives: [SecondaryAmount], staying: Bool = false, into edits: inout SpanEdits, shown: Dimension?) {
        var taken = Self.bit(shown)
        let conversion = conversion(scale: scale)
        // Amounts already in the view's units first: they are the author's and win over conversions.
        for pass in 0..<2 {
            visit(alternatives, pass: pass, staying: staying, conversion: conversion, taken: &taken, into: &edits)
            visit(prepared.line.secondaries, pass: pass, staying: false, conversion: conversion, taken: &taken, into: &edits)
        }
    }

    private func visit(
        _ secondaries: [SecondaryAmount], pass: Int, staying: Bool, conversion: ViewConversion, taken: inout UInt8, into edits: inout SpanEdits
    ) {
        for secondary in secondaries where !staying || secondary.staysInViews {
            switch secondary.kind {
            case .temperature(let temperatures):
                if pass == 0 { addEdits(for: temperatures, span: secondary.span, into: &edits) }
            case .fixed:
                if pass == 0, view != .asWritten { addConverted(secondary, scale: .one, into: &edits, unless: 0) }
            case .scaled, .another:
                var measured = false
                var fits = false
                for amount in secondary.amounts where Self.converts(amount.parts[0].unit) {
                    measured = true
                    if readsInView(amount.parts[0].unit, conversion) { fits = true }
                }
                if view == .asWritten || !measured {
                    if pass == 0 { addScaled(secondary.amounts, scale: scale, noun: secondary.noun, into: &edits) }
                } else if fits == (pass == 0) {
                    // Shown once per dimension, else dropped; one in the line's words ("to make
                    // about 6 cups"), or the other end of the line's range ("1 tsp to 1 tbsp"), never.
                    guard let removal = secondary.removal, secondary.span.lowerBound != prepared.line.upperEnd?.span.lowerBound else {
                        addConverted(secondary, scale: scale, into: &edits, unless: 0)
                        continue
                    }
                    guard let dimension = addConverted(secondary, scale: scale, into: &edits, unless: taken) else {
                        edits.replace(removal, with: .nothing)
                        continue
                    }
                    taken |= dimension
                }
            }
        }
    }

    /// True when an amount in `unit` reads in the view as written; in the weight view, so does a
    /// metric volume of a food it cannot weigh or does not weigh ("(750 ml) bottles").
    private func readsInView(_ unit: Unit?, _ conversion: ViewConversion) -> Bool {
        if conversion.fits(unit) { return true }
        guard view == .metricWeight, conversion.food == nil, case .volume(let volume)? = unit else { return false }
        return volume.system == .metric
    }

    /// True for an amount a view converts: a volume, a weight, a length ("(6 inch) tortillas").
    private static func converts(_ unit: Unit?) -> Bool {
        SecondaryAmount.isMeasured(unit) || unit?.dimension == .length
    }

    /// A dimension as a bit: volume 1, mass 2, length 4, others 0.
    private static func bit(_ dimension: Dimension?) -> UInt8 {
        dimension == .volume ? 1 : dimension == .mass ? 2 : dimension == .length ? 4 : 0
    }

    /// Adds the reading of `secondary` in the view at `scale`: one of its amounts in the view's
    /// units, or the first converted. Returns the dimension shown as a bit (see ``bit(_:)``), or
    /// `nil` (and adds nothing) when it is one of `taken`.
    @discardableResult
    private func addConverted(_ secondary: SecondaryAmount, scale: Rational, into edits: inout SpanEdits, unless taken: UInt8) -> UInt8? {
        let conversion = conversion(scale: scale, weighing: secondary.ofLineFood)
        let amounts = secondary.amounts
        for k in amounts.indices where Self.converts(amounts[k].parts[0].unit) && readsInView(amounts[k].parts[0].unit, conversion) {
            let dimension = Self.bit(amounts[k].parts[0].unit?.dimension)
            if taken & dimension != 0 { return nil }
            // With the upper end of its range after a dash: "1lb 9oz-1lb 12oz" of "700-800g/1lb 9oz-1lb 12oz".
            let end = k + 1 < amounts.count && amounts[k + 1].isRangeEnd ? k + 2 : k + 1
            // The others in the same parentheses ("400g/" of "400g/14oz") go.
            if secondary.span.lowerBound < amounts[k].span.lowerBound {
                edits.replace(secondary.span.lowerBound..<amounts[k].span.lowerBound, with: .nothing)
            }
            if amounts[end - 1].span.upperBound < secondary.span.upperBound {
                edits.replace(amounts[end - 1].span.upperBound..<secondary.span.upperBound, with: .nothing)
            }
            addScaled(Array(amounts[k..<end]), scale: scale, noun: nil, into: &edits)
            return dimension
        }
        for amount in secondary.amounts where Self.converts(amount.parts[0].unit) {
            guard let reading = converted(amount, conversion), let unit = reading.parts.first?.unit else { continue }
            let dimension = Self.bit(unit.dimension)
            if taken & dimension != 0 { return nil }
            let shown = reading.marked(reading.isApproximate && !secondary.hedged)
            edits.replace(
                secondary.span, with: LengthText.replacement(shown, replacing: secondary.span, in: prepared.line) ?? ViewConversion.replacement(shown))
            return dimension
        }
        // Nothing converts: the author's units, scaled.
        let dimension = Self.bit(secondary.amounts[0].parts[0].unit?.dimension)
        if taken & dimension != 0 { return nil }
        addScaled(secondary.amounts, scale: scale, noun: nil, into: &edits)
        return dimension
    }

    /// `amount` in the view's units; in the weight view a volume of an unknown food reads in ml.
    private func converted(_ amount: IngredientAmount, _ conversion: ViewConversion) -> ReducedAmount? {
        guard let total = try? amount.total() else { return nil }
        if case .replaced(let reading) = conversion.convert(total, unit: amount.parts[0].unit) { return reading }
        guard view == .metricWeight else { return nil }
        let volume = ViewConversion(
            line: prepared.line, scale: conversion.scale, view: .metricVolume, food: nil, suitability: prepared.suitability, style: style)
        if case .replaced(let reading) = volume.convert(total, unit: amount.parts[0].unit) { return reading }
        return nil
    }

    /// The conversion of a secondary amount: weights stay weights and volumes volumes, except in
    /// the weight view, where a volume of the line's food is weighed (`weighing`; never another
    /// food's by this one's density).
    private func conversion(scale: Rational, weighing: Bool = true) -> ViewConversion {
        ViewConversion(
            line: prepared.line, scale: scale, view: view, food: view == .metricWeight && weighing ? prepared.food : nil,
            suitability: prepared.suitability, style: style)
    }

    /// The amounts scaled in the author's units; an amount too large to scale stays as written.
    /// A lone count's `noun` agrees with its new number: "(from about 2 lemons)".
    private func addScaled(_ amounts: [IngredientAmount], scale: Rational, noun: Range<Int>?, into edits: inout SpanEdits) {
        guard scale != .one else { return }
        let presenter = IngredientLinePresenter(prepared.line, scale: scale, style: style, suitability: prepared.suitability)
        for amount in amounts {
            guard let shown = try? presenter.addEdits(for: amount, primary: false, into: &edits) else { continue }
            if let noun, let quantity = shown.parts.first?.quantity, quantity.takesPlural != amount.parts[0].quantity.takesPlural {
                let word = prepared.line.slice(noun)
                edits.replace(noun, with: .word(quantity.takesPlural ? Inflector.plural(word) : Inflector.singular(word)))
            }
        }
    }

    /// A temperature in the view's scale: the author's own when given ("27°C (80°F)"), else converted.
    private func addEdits(for temperatures: [WrittenTemperature], span: Range<Int>, into edits: inout SpanEdits) {
        guard view != .asWritten else { return }
        let target: TemperatureUnit = view.isMetric ? .celsius : .fahrenheit
        for kept in temperatures where kept.scale == target {
            if temperatures.count > 1 { edits.replace(span, with: .word(prepared.line.slice(kept.span))) }
            return
        }
        let first = temperatures[0]
        guard let high = OvenTemperaturePresenter.converted(first.high, from: first.scale, to: target) else { return }
        var text = ""
        if let low = first.low, let converted = OvenTemperaturePresenter.converted(low, from: first.scale, to: target) { text = converted + "-" }
        edits.replace(span, with: .word(text + high + target.symbol))
    }
}
