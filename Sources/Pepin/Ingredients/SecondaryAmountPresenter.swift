/// Presents a line's secondary amounts (see ``SecondaryAmount``) with the line, in its scale and
/// view, through the same conversions as its main amount; part of ``IngredientViewPresenter``.
///
/// - As written: what scales with the line scales in the author's units ("(about 2 cups)" x2 reads
///   "(about 4 cups)", "(6-8 lemons)" x1/2 "(3-4 lemons)"); sizes of each and temperatures stay.
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
    /// one it can show ("3 large eggs (150 g)"), or the count is one container whose size it shows
    /// ("1 (410 g) can").
    static func weighsItself(_ line: IngredientLine, scale: Rational) -> Bool {
        if let amount = line.amount, amount.containerSize != nil, (try? amount.parts[0].quantity.scaled(by: scale)) == .exact(.one),
            line.secondaries.contains(where: { $0.kind == .fixed && $0.span.upperBound <= amount.span.upperBound })
        {
            return true
        }
        // "1 can (12 ounces) tuna": the author's other amount is the weight.
        if line.alternatives.contains(where: { $0.parts[0].unit?.dimension == .mass }) { return true }
        return line.secondaries.contains { secondary in
            secondary.kind == .scaled && secondary.amounts.contains { amount in
                if case .mass(let mass)? = amount.parts[0].unit { mass.system == .metric } else { false }
            }
        }
    }

    /// The author's other amounts ("1 cup (240 ml) milk") as secondary ones, for a view in which
    /// the line keeps its own units: those in one pair of parentheses ("(about 450g/1 lb)") are
    /// one, shown in the view once or dropped.
    var alternatives: [SecondaryAmount] {
        let conversion = conversion(scale: scale)
        let bytes = Array(prepared.line.original.utf8)
        var groups: [SecondaryAmount] = []
        var amounts: [IngredientAmount] = []
        func close() {
            guard let first = amounts.first, let last = amounts.last else { return }
            let span = first.span.lowerBound..<last.span.upperBound
            let removal = SecondaryAmountReader.keepingSpace(conversion.removalSpan(of: span, in: bytes), in: bytes)
            let hedged = bytes[removal].prefix(span.lowerBound - removal.lowerBound).contains { $0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z") }
            groups.append(SecondaryAmount(kind: .scaled, amounts: amounts, span: span, removal: removal, hedged: hedged, noun: nil))
            amounts = []
        }
        for amount in prepared.line.alternatives {
            // Only "/", ";", "or" and spaces between two amounts of one group.
            if let last = amounts.last, !bytes[last.span.upperBound..<amount.span.lowerBound].allSatisfy({
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "o") || $0 == UInt8(ascii: "r")
            }) {
                close()
            }
            amounts.append(amount)
        }
        close()
        return groups
    }

    /// Adds the edits that present `secondaries`; `shown` is the dimension the line's own amount
    /// reads in (volume or mass; `nil` for a count).
    func addEdits(for secondaries: [SecondaryAmount], into edits: inout SpanEdits, shown: Dimension?) {
        var dimensions: [Dimension] = shown.map { [$0] } ?? []
        // Amounts already in the view's units first: they are the author's and win over conversions.
        for fitting in [true, false] {
            for secondary in secondaries {
                switch secondary.kind {
                case .temperature(let temperatures):
                    if fitting { addEdits(for: temperatures, span: secondary.span, into: &edits) }
                case .fixed:
                    if fitting, view != .asWritten { addConverted(secondary, scale: .one, into: &edits) }
                case .scaled:
                    guard view == .asWritten || !secondary.amounts.contains(where: { SecondaryAmount.isMeasured($0.parts[0].unit) })
                    else {
                        let fits = secondary.amounts.contains { conversion(scale: scale).fits($0.parts[0].unit) }
                        if fits == fitting { addMeasured(secondary, dimensions: &dimensions, into: &edits) }
                        continue
                    }
                    if fitting { addScaled(secondary.amounts, noun: secondary.noun, into: &edits) }
                }
            }
        }
    }

    /// A weight or volume that scales, in a view: shown once per dimension, else dropped. One in
    /// the line's words ("to make about 6 cups") is never dropped: it is converted.
    private func addMeasured(_ secondary: SecondaryAmount, dimensions: inout [Dimension], into edits: inout SpanEdits) {
        guard let removal = secondary.removal else {
            addConverted(secondary, scale: scale, into: &edits)
            return
        }
        guard let dimension = addConverted(secondary, scale: scale, into: &edits, unless: dimensions) else {
            edits.replace(removal, with: .nothing)
            return
        }
        dimensions.append(dimension)
    }

    /// Adds the reading of `secondary` in the view at `scale`: one of its amounts in the view's
    /// units, or the first converted. Returns the dimension shown, or `nil` (and adds nothing) when
    /// it is one of `taken`.
    @discardableResult
    private func addConverted(
        _ secondary: SecondaryAmount, scale: Rational, into edits: inout SpanEdits, unless taken: [Dimension] = []
    ) -> Dimension? {
        let conversion = conversion(scale: scale)
        if let kept = secondary.amounts.first(where: { SecondaryAmount.isMeasured($0.parts[0].unit) && conversion.fits($0.parts[0].unit) }),
            let unit = kept.parts[0].unit
        {
            if taken.contains(unit.dimension) { return nil }
            // The others in the same parentheses ("400g/" of "400g/14oz") go.
            if secondary.span.lowerBound < kept.span.lowerBound {
                edits.replace(secondary.span.lowerBound..<kept.span.lowerBound, with: .nothing)
            }
            if kept.span.upperBound < secondary.span.upperBound {
                edits.replace(kept.span.upperBound..<secondary.span.upperBound, with: .nothing)
            }
            addScaled([kept], scale: scale, into: &edits)
            return unit.dimension
        }
        for amount in secondary.amounts where SecondaryAmount.isMeasured(amount.parts[0].unit) {
            guard let reading = converted(amount, conversion), let unit = reading.parts.first?.unit else { continue }
            if taken.contains(unit.dimension) { return nil }
            let shown = ReducedAmount(parts: reading.parts, isApproximate: reading.isApproximate && !secondary.hedged)
            edits.replace(secondary.span, with: ViewConversion.replacement(shown))
            return unit.dimension
        }
        // Nothing converts: the author's units, scaled.
        let dimension = secondary.amounts[0].parts[0].unit?.dimension
        if let dimension, taken.contains(dimension) { return nil }
        addScaled(secondary.amounts, scale: scale, into: &edits)
        return dimension
    }

    /// `amount` in the view's units; in the weight view a volume of an unknown food reads in ml.
    private func converted(_ amount: IngredientAmount, _ conversion: ViewConversion) -> ReducedAmount? {
        guard let total = try? amount.total() else { return nil }
        if case .replaced(let reading) = conversion.convert(total, unit: amount.parts[0].unit) { return reading }
        // A metric volume the weight view cannot weigh stays the author's ("(750 ml) bottles").
        guard view == .metricWeight, amount.parts[0].unit?.system != .metric else { return nil }
        let volume = ViewConversion(
            line: prepared.line, scale: conversion.scale, view: .metricVolume, food: nil, suitability: prepared.suitability, style: style)
        if case .replaced(let reading) = volume.convert(total, unit: amount.parts[0].unit) { return reading }
        return nil
    }

    /// The conversion of a secondary amount: weights stay weights and volumes volumes, except in
    /// the weight view, where a food's volume is weighed.
    private func conversion(scale: Rational) -> ViewConversion {
        ViewConversion(
            line: prepared.line, scale: scale, view: view, food: view == .metricWeight ? prepared.food : nil,
            suitability: prepared.suitability, style: style)
    }

    /// The amounts scaled in the author's units; an amount too large to scale stays as written.
    /// A lone count's `noun` agrees with its new number: "(from about 2 lemons)".
    private func addScaled(_ amounts: [IngredientAmount], scale: Rational? = nil, noun: Range<Int>? = nil, into edits: inout SpanEdits) {
        let scale = scale ?? self.scale
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
        if let kept = temperatures.first(where: { $0.scale == target }) {
            if temperatures.count > 1 { edits.replace(span, with: .word(prepared.line.slice(kept.span))) }
            return
        }
        let first = temperatures[0]
        guard let high = OvenTemperaturePresenter.converted(first.high, from: first.scale, to: target) else { return }
        var text = first.low.flatMap { OvenTemperaturePresenter.converted($0, from: first.scale, to: target) }.map { $0 + "-" } ?? ""
        text += high + target.symbol
        edits.replace(span, with: .word(text))
    }
}
