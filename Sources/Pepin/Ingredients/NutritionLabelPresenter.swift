/// Writes nutrition facts in the familiar label layout, per serving and for the whole recipe,
/// followed by the lines not counted and why.
///
/// Values read as on a label: calories and milligrams whole, grams with one decimal below 10 g;
/// a total that misses some food's value is a lower bound, written "≥ 12 g".
///
/// ```swift
/// NutritionLabelPresenter(facts).text
/// // Nutrition Facts
/// // Servings: 2
/// //                      Per serving     Recipe
/// // Calories                     228        455
/// // ...
/// ```
public struct NutritionLabelPresenter: Sendable {
    /// The facts shown (at the scale).
    public let nutrition: RecipeNutrition
    /// The facts at 1x, whose totals the HTML carries so a page's script can follow the scale.
    let unscaled: RecipeNutrition
    /// The scale of the facts shown.
    let scale: Rational
    /// `.text` for a terminal, `.html` for a page (everything escaped).
    public let format: TextFormat

    /// Presents `nutrition` (the facts at 1x) at `scale`, as plain text or HTML.
    public init(_ nutrition: RecipeNutrition, scale: Rational = .one, format: TextFormat = .text) {
        self.unscaled = nutrition
        self.scale = scale
        self.nutrition = nutrition.scaled(by: scale)
        self.format = format
    }

    /// The column beside the recipe's: per serving, or per 100 g when the servings are unknown.
    private var perPortion: (title: String, amounts: NutrientAmounts)? {
        if let perServing = nutrition.perServing { return ("Per serving", perServing) }
        if let perHundredGrams = nutrition.perHundredGrams { return ("Per 100 g", perHundredGrams) }
        return nil
    }

    /// The label.
    public var text: String { format == .html ? html : plain }

    /// One nutrient's value as a label writes it: "455", "1.2 g", "≥ 3 mg".
    public func value(_ nutrient: Nutrient, in amounts: NutrientAmounts) -> String {
        Self.value(nutrient, hundredths: amounts.hundredths(of: nutrient), lowerBound: nutrition.isLowerBound(nutrient))
    }

    /// A value as a label writes it, from its hundredths; "unknown" for `nil`.
    public static func value(_ nutrient: Nutrient, hundredths: Int?, lowerBound: Bool) -> String {
        guard let hundredths else { return "unknown" }
        let prefix = lowerBound ? "≥ " : ""
        switch nutrient {
        case .calories: return prefix + String(Self.rounded(hundredths, step: 100))
        case .cholesterol, .sodium: return prefix + String(Self.rounded(hundredths, step: 100)) + " mg"
        default:
            if hundredths >= 1_000 { return prefix + String(Self.rounded(hundredths, step: 100)) + " g" }
            let tenths = Self.rounded(hundredths, step: 10)
            return prefix + String(tenths / 10) + "." + String(tenths % 10) + " g"
        }
    }

    static func rounded(_ hundredths: Int, step: Int) -> Int { (hundredths + step / 2) / step }

    static func indented(_ nutrient: Nutrient) -> Bool {
        nutrient == .saturatedFat || nutrient == .fiber || nutrient == .sugars
    }

    private var plain: String {
        var lines = ["Nutrition Facts"]
        let portion = perPortion
        if let servings = nutrition.servings {
            lines.append("Servings: " + QuantityPresenter(.exact(servings)).text)
        }
        lines.append(Self.padded("", 22) + (portion.map { Self.leftPadded($0.title, 12) } ?? "") + Self.leftPadded("Recipe", 12))
        for nutrient in Nutrient.allCases {
            let label = (Self.indented(nutrient) ? "  " : "") + nutrient.label
            var row = Self.padded(label, 22)
            if let portion { row += Self.leftPadded(value(nutrient, in: portion.amounts), 12) }
            row += Self.leftPadded(value(nutrient, in: nutrition.total), 12)
            lines.append(row)
        }
        if !nutrition.notCounted.isEmpty {
            lines.append("Not counted:")
            for item in nutrition.notCounted { lines.append("  " + item.line + " (" + item.issue.reason + ")") }
        }
        lines.append("Source: USDA National Nutrient Database for Standard Reference, Release 28.")
        return lines.joinedText("\n")
    }

    /// The label as a table; the recipe's column and the servings carry their values at 1x
    /// (`data-hundredths`, `data-servings`) for a page's script to scale through the core.
    private var html: String {
        NutritionLabelTemplate(unscaled).html(scale: scale)
    }

    static func padded(_ text: String, _ width: Int) -> String {
        let count = text.unicodeScalars.count
        return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
    }

    static func leftPadded(_ text: String, _ width: Int) -> String {
        let count = text.unicodeScalars.count
        return count >= width ? " " + text : String(repeating: " ", count: width - count) + text
    }
}
