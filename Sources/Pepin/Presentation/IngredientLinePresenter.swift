/// Writes an ingredient line scaled by a factor, in the author's words with only the amounts
/// changed: "1 teaspoon kosher salt" tripled reads "1 tablespoon kosher salt", "1 large egg"
/// tripled reads "3 large eggs". At 1x only notation is normalised ("0.25 cups" reads "1/4 cup").
///
/// Used through ``PreparedLine/presented(_:)``, which decides liquid or dry once per line.
struct IngredientLinePresenter {
    let line: IngredientLine
    let scale: Rational
    let style: ReductionStyle
    /// Liquid or dry, as the prepared line decided.
    let suitability: Suitability
    /// False when a view presents the author's other amounts ("(240 ml)") itself.
    let scalesAlternatives: Bool
    /// False when a view asks for its own measures: another language's spoon then reduces as a
    /// spoon does ("6 TL" reads "2 tablespoons" in US measures, "6 TL" as written).
    let keepsForeignUnits: Bool

    init(
        _ line: IngredientLine, scale: Rational, style: ReductionStyle, suitability: Suitability,
        scalesAlternatives: Bool = true, keepsForeignUnits: Bool = true
    ) {
        self.line = line
        self.scale = scale
        self.style = style
        self.suitability = suitability
        self.scalesAlternatives = scalesAlternatives
        self.keepsForeignUnits = keepsForeignUnits
    }

    /// The line scaled in the author's units, ready to be written in any format.
    struct Written {
        let line: IngredientLine
        /// The edits to the author's text; `nil` when the line stays as written.
        let edits: SpanEdits?
        /// True when an amount could not be scaled in 64-bit exact arithmetic: the line is kept as
        /// written, with a note saying so; never a crash, never silently unscaled.
        let tooLarge: Bool
        /// The amount as the text reads it.
        let amount: ReducedAmount?

        /// The line with `weight` after its name: "3 large eggs (150 g), beaten"; as it is when it
        /// has no edits to add to (kept as written).
        func weighing(_ weight: ReducedAmount) -> Written {
            guard var edits else { return self }
            let end = line.original.utf8.count
            edits.insert(.note(weight), at: line.nameSpan?.upperBound ?? end, elseAt: end)
            return Written(line: line, edits: edits, tooLarge: tooLarge, amount: amount)
        }

        /// The line written as text and as HTML.
        func textAndHTML() -> (text: String, html: String) {
            guard let edits else { return (text(.text), text(.html)) }
            let both = edits.applied(to: line, format: .text, also: .html)
            return (both.first, both.second ?? "")
        }

        /// The line written in `format`.
        func text(_ format: TextFormat) -> String {
            if let edits { return edits.applied(to: line, format: format) }
            let original = format == .html ? HTMLEscaper.escape(line.original) : line.original
            guard tooLarge else { return original }
            let note = "(" + PresentedLine.tooLargeNote + ")"
            return original + " " + (format == .html ? "<span class=\"unscaled\">" + note + "</span>" : note)
        }
    }

    /// The line scaled, its amounts changed in the author's words.
    var written: Written {
        guard line.isParsed, let amount = line.amount else { return Written(line: line, edits: nil, tooLarge: false, amount: nil) }
        do throws(QuantityError) {
            var edits = SpanEdits()
            let shown = try addEdits(for: amount, primary: true, into: &edits)
            if scalesAlternatives {
                for alternative in line.alternatives { _ = try addEdits(for: alternative, primary: false, into: &edits, unlike: shown) }
            }
            return Written(line: line, edits: edits, tooLarge: false, amount: shown)
        } catch {
            return Written(line: line, edits: nil, tooLarge: true, amount: nil)
        }
    }

    /// Adds the edits that present `amount`, and returns the amount as shown (quantities and
    /// units, for structured answers beside the text); `nil` for an implied amount left unwritten.
    /// An author's other reading that would read as `unlike` (the line's own amount as shown) keeps
    /// its own unit: "1/3 cup (5 1/3 tablespoons) butter" doubled is "2/3 cup (10 2/3 tablespoons)",
    /// not "2/3 cup (2/3 cup)". Throws before it adds an edit.
    func addEdits(
        for amount: IngredientAmount, primary: Bool, into edits: inout SpanEdits, unlike: ReducedAmount? = nil
    ) throws(QuantityError) -> ReducedAmount? {
        let marked = amount.isMarkedApproximate
        if scale == .one || amount.isVague {
            if amount.isImplied { return nil }
            for part in amount.parts { addPartEdits(part, quantity: part.quantity, unit: part.unit, amount: amount, into: &edits) }
            return ReducedAmount(parts: amount.parts.map { AmountPart(quantity: $0.quantity, unit: $0.unit) }, isApproximate: marked)
        }
        var total = try amount.total().scaled(by: scale)
        guard let unit = amount.parts[0].unit, unit.dimension != .count, unit.dimension != .length else {
            // Counted things keep their unit: "3 large eggs", "2 (14.5 ounce) cans".
            let part = amount.parts[0]
            // A piece measured by its length is cut on a ruler: "5cm piece ginger" x1/3 is "2 cm piece", not "1 2/3cm".
            if case .length(let length)? = part.unit, amount.parts.count == 1, let reduced = LengthReducer.rounded(total, in: length),
                let words = LengthText.replacement(reduced, replacing: amount.span, in: line)
            {
                edits.replace(amount.span, with: words)
                ArticleAgreement.edit(line, before: amount.span.lowerBound, quantity: reduced.parts[0].quantity, into: &edits)
                return reduced
            }
            if case .count(let hand)? = part.unit, MeasuringTools.handMeasures.contains(hand) {
                // Pinches and dashes are taken whole: never "1/6 pinch".
                let taken = MeasuringTools.wholeCount(total)
                let shown = ReducedAmount(parts: [AmountPart(quantity: taken, unit: part.unit)], isApproximate: taken != total || marked)
                if taken == total, !amount.isImplied {
                    addPartEdits(part, quantity: total, unit: part.unit, amount: amount, into: &edits)
                } else {
                    // "pinch of salt" doubled: no number to change, the amount is written whole ("2 pinches").
                    edits.replace(amount.span, with: .amount(shown, abbreviated: amount.abbreviated, marked: false))
                }
                return shown
            }
            if case .range(let range) = total, range.low >= .one, !range.low.isInteger || !range.high.isInteger,
                IngredientViewPresenter.isCounted(part.unit)
            {
                // A range of things counted whole widens to whole ends: "2 to 3 cloves" halved
                // reads "1-2 cloves", which still holds every amount between.
                total = MeasuringTools.wholeEnds(range)
            }
            if amount.isImplied {
                let shown = ReducedAmount(parts: [AmountPart(quantity: total, unit: part.unit)], isApproximate: false)
                edits.replace(amount.span, with: .amount(shown, abbreviated: amount.abbreviated, marked: false))
            } else {
                addPartEdits(part, quantity: total, unit: part.unit, amount: amount, into: &edits)
            }
            // English plurals, not for a line written with a decimal comma ("0,5 Zitrone" x3 is "1,5 Zitrone").
            if primary, part.unit == nil, let noun = line.nounSpan, part.quantity.takesPlural != total.takesPlural,
                !Self.hasDecimalComma(line.slice(part.quantitySpan))
            {
                let word = line.slice(noun)
                edits.replace(noun, with: .word(total.takesPlural ? Inflector.plural(word) : Inflector.singular(word)))
            }
            return ReducedAmount(parts: [AmountPart(quantity: total, unit: part.unit)], isApproximate: marked)
        }
        // "750ml/1pint 7fl oz" doubled is "1500ml": no reducer knows an imperial pint and its ounces
        // (in US cups it read "1 quart + 1 3/4 cups", 1.4 l), so the author's metric amount stands alone.
        if !primary, amount.parts.count > 1, Self.isImperial(unit, after: line.amount) {
            for group in line.alternativeGroups where group.span.contains(amount.span.lowerBound) {
                if let removal = group.removal { edits.replace(removal, with: .nothing) }
            }
            return nil
        }
        var reduced = UnitReducer(total, unit: unit, style: style, suitability: suitability).reduced
        // Another language's unit stays the author's: "4 EL", not "1/4 cup" in a German recipe; so
        // does an imperial pint, quart or gallon after a metric volume ("1 litre/1¾ pints" doubled:
        // "3 1/2 pints", never US quarts and cups, a fifth less). So does another reading that would
        // read as the line's amount: "(5 1/3 tablespoons)" doubled, not "(2/3 cup)" after "2/3 cup".
        // A heaped spoon stays the spoon in every view: "4 heaped tsp", never "1 tbsp + 1 tsp" of level ones.
        if amount.parts.count == 1,
            amount.isHeaped
                || keepsForeignUnits
                    && (amount.isForeignUnit || !primary && Self.isImperial(unit, after: line.amount)
                        || (reduced.parts.count == 1 && unlike?.parts.count == 1 && unlike?.parts[0] == reduced.parts[0]))
                    && (reduced.parts.count != 1 || reduced.parts[0].unit != unit)
        {
            reduced = ReducedAmount(parts: [AmountPart(quantity: total, unit: unit)], isApproximate: false)
        }
        if amount.parts.count == 1, reduced.parts.count == 1, reduced.parts[0].unit == unit, !reduced.isApproximate || amount.isMarkedApproximate,
            !amount.isImplied,  // "tsp vanilla" doubled: no number to change, the amount is written whole
            reduced.ends == nil  // a range read end by end is written whole
        {
            // Same unit: change only the number and the unit word, keeping words between them.
            addPartEdits(amount.parts[0], quantity: reduced.parts[0].quantity, unit: unit, amount: amount, into: &edits)
            return ReducedAmount(parts: [AmountPart(quantity: reduced.parts[0].quantity, unit: unit)], isApproximate: marked)
        }
        let shown = reduced.marked(reduced.isApproximate || marked)
        let spans = PackedMeasure.spans(amount, in: line, keeping: shown.parts[0].unit?.dimension == .volume)
        edits.replace(spans.replaced, with: .amount(shown, abbreviated: amount.abbreviated, marked: false))
        if let removed = spans.removed { edits.replace(removed, with: .nothing) }
        ArticleAgreement.edit(line, before: amount.span.lowerBound, quantity: shown.parts[0].quantity, into: &edits)
        return shown
    }

    private func addPartEdits(_ part: AmountPart, quantity: Quantity, unit: Unit?, amount: IngredientAmount, into edits: inout SpanEdits) {
        let written = line.slice(part.quantitySpan)
        if let word = NumberWordStyle.word(for: quantity, author: written) {
            edits.replace(part.quantitySpan, with: .word(word))
        } else {
            edits.replace(part.quantitySpan, with: .quantity(quantity, unit: unit, comma: Self.hasDecimalComma(written)))
        }
        ArticleAgreement.edit(line, before: part.quantitySpan.lowerBound, quantity: quantity, into: &edits)
        if let unit, let span = part.unitSpan {
            let author = line.slice(span)
            // "a 4-inch piece" doubled is "8-inch", not "8-inches": a unit joined by a hyphen stays singular.
            let joined = span.lowerBound == part.quantitySpan.upperBound + 1
                && line.slice(part.quantitySpan.upperBound..<span.lowerBound).isSameText("-")
            // Another language's word, or one with letters English does not write ("pièce"), stays the
            // author's; so does a later part's, written only as the author wrote it (the amount's style
            // is its first unit's: "1 pound 2oz" read "1 pound 2ounces", "1pint 7fl oz" "1pint 7fluid ounces").
            let foreign = amount.isForeignUnit || author.containsByte { $0 >= 0x80 } || span != amount.parts[0].unitSpan
            let word = UnitTextPresenter(
                unit: unit, plural: quantity.takesPlural && !joined && !describesNoun(part, author: author, span: span),
                abbreviated: amount.abbreviated || foreign, authorText: author
            ).text
            edits.replace(span, with: .word(word))
        }
    }
}
