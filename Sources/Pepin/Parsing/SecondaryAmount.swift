/// An amount written after a line's own: "(about 2 cups)", "(6-8 lemons)", "(150 g)", "about 4
/// ounces each", "plus 1 tbsp", "or 2 tsp vanilla extract", a container's size "(15 ounce)", a temperature "at 27°C". Read once with the line,
/// and shown with it in every view (see ``SecondaryAmountPresenter``).
/// Not compared or hashed: a line's secondary amounts follow from its text, which is.
public struct SecondaryAmount: Sendable {
    enum Kind: Sendable {
        /// A part or a reading of the line's amount ("(about 2 cups)", "(6-8 lemons)"): it scales
        /// with the line.
        case scaled
        /// Another amount in the line's words: more ("plus 2 tablespoons for dusting", "plus 1
        /// yolk"), another food instead ("or 2 tsp vanilla extract"), or what it is mixed with
        /// ("dissolved in 1 tablespoon water"). It scales with the line, is never dropped, and is
        /// never a reading of the line's own amount.
        case another
        /// The size of each piece or container ("(15 ounce) cans", "(1 pound each)"): it follows
        /// the view but never scales.
        case fixed
        /// A temperature ("at 27°C", "(110 degrees F)"; "27°C (80°F)" as one): it follows the view.
        case temperature([WrittenTemperature])
    }

    let kind: Kind
    /// The amount, written in one or more units ("400g/14oz"); empty for a temperature.
    let amounts: [IngredientAmount]
    /// The bytes a presented reading replaces: from the first amount's number to the last one's unit.
    let span: Range<Int>
    /// The bytes removed when a view drops the amount (the parentheses and the space before
    /// them); `nil` when it is never dropped (words around it need it: "to make about 6 cups").
    let removal: Range<Int>?
    /// True when a word before it ("about") already says it is rounded: a converted reading adds no "≈".
    let hedged: Bool
    /// The noun a lone count counts ("lemon" in "(from about 1 lemon)"): its number follows the count.
    let noun: Range<Int>?
    /// False when the amount measures another food than the line's ("or 4 tbsp olive oil" after
    /// butter): the weight view then never weighs it by the line's food.
    var ofLineFood = true

    /// A length or a size of each, `amounts` from `span`: it follows the view, never the scale.
    /// One copy, not inlined: the WebAssembly module's size.
    @inline(never)
    static func fixed(_ amounts: [IngredientAmount], span: Range<Int>) -> SecondaryAmount {
        SecondaryAmount(kind: .fixed, amounts: amounts, span: span, removal: nil, hedged: false, noun: nil)
    }

    /// True for the author's exact other reading of the line's amount ("(130 g)"), not a size,
    /// a temperature, or an amount said with "about".
    var isExactReading: Bool {
        guard case .scaled = kind else { return false }
        return !hedged
    }

    /// True for an alternative a view keeps when it converts the line's amount: more of the
    /// food ("plus 2 tablespoons"), or one in no measure a view converts ("(1 stick)", "or 2
    /// handfuls"), which reads the same in every view.
    var staysInViews: Bool {
        guard removal != nil else { return true }
        for amount in amounts where Self.isMeasured(amount.parts[0].unit) || amount.parts[0].unit?.dimension == .length { return false }
        return true
    }

    /// True when the amount is written in US customary units ("(15 ounce)", "(about 2 cups)").
    var isInUSUnits: Bool { amounts.first?.parts.first?.unit?.system == .usCustomary }

    /// True when an amount has a measured unit (volume or weight), not a count.
    static func isMeasured(_ unit: Unit?) -> Bool {
        unit?.dimension == .volume || unit?.dimension == .mass
    }
}

/// A temperature as written in a line, by byte span: "27°C", "350-375 °F".
struct WrittenTemperature: Sendable {
    let low: Int?
    let high: Int
    let scale: TemperatureUnit
    let span: Range<Int>
}
