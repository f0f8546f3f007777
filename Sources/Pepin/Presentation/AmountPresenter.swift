/// Writes an amount's parts: "1/4 cup + 2 tablespoons", "≈ 1 pinch", "1 kg".
struct AmountPresenter {
    let parts: [AmountPart]
    let isApproximate: Bool
    let format: TextFormat
    /// Use abbreviations ("tbsp") as the author did.
    let abbreviated: Bool
    /// A range's ends each in its own parts (``ReducedAmount/ends``), written "low to high" in
    /// place of `parts`.
    var ends: RangeEnds? = nil

    var text: String {
        var result = TextBuffer()
        write(into: &result)
        return result.text
    }

    /// Appends the amount to `result`.
    func write(into result: inout TextBuffer) {
        if isApproximate { result.append("≈ ") }
        guard let ends else {
            write(parts, into: &result)
            return
        }
        write(ends.low, into: &result)
        result.append(" to ")
        write(ends.high, into: &result)
    }

    /// Parts that add up: "1/4 cup + 2 tablespoons".
    private func write(_ parts: [AmountPart], into result: inout TextBuffer) {
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(" + ") }
            Self.writeQuantity(part.quantity, unit: part.unit, format: format, into: &result)
            if let unit = part.unit {
                result.append(" ")
                result.append(UnitTextPresenter(unit: unit, plural: part.quantity.takesPlural, abbreviated: abbreviated).text)
            }
        }
    }

    static func quantityText(_ quantity: Quantity, unit: Unit?, format: TextFormat) -> String {
        QuantityPresenter(quantity, format: format, decimal: unit?.system == .metric).text
    }

    /// Appends a quantity in its unit's notation (decimals for metric) to `result`.
    static func writeQuantity(_ quantity: Quantity, unit: Unit?, format: TextFormat, into result: inout TextBuffer) {
        QuantityPresenter(quantity, format: format, decimal: unit?.system == .metric).write(into: &result)
    }
}

/// Writes a unit word: singular or plural, full or abbreviated, or the author's own spelling
/// when the unit did not change ("Tbsp.", "lbs", "litres", "packs"; another language's word,
/// "Zehen", is passed as abbreviated).
struct UnitTextPresenter {
    let unit: Unit
    let plural: Bool
    let abbreviated: Bool
    var authorText: String? = nil

    var text: String {
        if let authorText {
            if abbreviated { return authorText }
            if let own = Self.authorsSpelling(authorText, of: unit, plural: plural) { return own }
            let word = plural ? unit.plural : unit.singular
            if let first = authorText.utf8.first, first >= 0x41, first <= 0x5A {
                return ASCIICase.capitalizingFirst(word)
            }
            return word
        }
        // "cup" has no abbreviation worth printing ("c" is a typing shortcut).
        if abbreviated, unit.dimension != .count, unit != .volume(.cup) { return unit.abbreviation }
        return plural ? unit.plural : unit.singular
    }

    /// The author's own spelling of the unit's word, in number: "litres", "millilitres", "packs"
    /// (not "liters", "packages"); `nil` when the author wrote Pepin's word.
    @inline(never)
    private static func authorsSpelling(_ author: String, of unit: Unit, plural: Bool) -> String? {
        switch unit {  // the units with another spelling
        case .volume(.milliliter), .volume(.centiliter), .volume(.deciliter), .volume(.liter), .length(.millimeter), .length(.centimeter),
            .count(.package):
            break
        default: return nil
        }
        let single = Inflector.singular(author)
        let lower = ASCIICase.lowercased(single)
        let word = unit.singular
        guard lower.isSameText("pack") || lower.hasUTF8Suffix("tre") && word.hasUTF8Suffix("ter") && lower.utf8.count == word.utf8.count else { return nil }
        return plural ? Inflector.plural(single) : single
    }
}
