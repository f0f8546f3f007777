/// A nutrient of the familiar nutrition facts label.
public enum Nutrient: Int, CaseIterable, Hashable, Sendable {
    case calories, fat, saturatedFat, cholesterol, sodium, carbohydrate, fiber, sugars, protein

    /// The label's wording: "Saturated fat".
    public var label: String {
        switch self {
        case .calories: "Calories"
        case .fat: "Total fat"
        case .saturatedFat: "Saturated fat"
        case .cholesterol: "Cholesterol"
        case .sodium: "Sodium"
        case .carbohydrate: "Total carbohydrate"
        case .fiber: "Dietary fiber"
        case .sugars: "Total sugars"
        case .protein: "Protein"
        }
    }

    /// The unit the label prints: "kcal", "g" or "mg".
    public var unitSymbol: String {
        switch self {
        case .calories: "kcal"
        case .cholesterol, .sodium: "mg"
        default: "g"
        }
    }
}

/// Amounts of the nine label nutrients, each in hundredths of its unit (kcal, g or mg), or `nil`
/// when unknown. USDA leaves a value empty when it has none; that is unknown, not zero.
///
/// Per 100 g of all-purpose flour: `hundredths(of: .calories) == 36400` (364 kcal).
public struct NutrientAmounts: Hashable, Sendable {
    var values: [Int?]

    /// Amounts in the order of ``Nutrient/allCases``; missing trailing values are unknown.
    public init(hundredths values: [Int?]) {
        var padded = Array(values.prefix(Nutrient.allCases.count))
        while padded.count < Nutrient.allCases.count { padded.append(nil) }
        self.values = padded
    }

    /// All nine amounts zero: the start of a sum.
    public static var zero: NutrientAmounts {
        NutrientAmounts(hundredths: Array(repeating: 0, count: Nutrient.allCases.count))
    }

    /// The amount of `nutrient` in hundredths of its unit, or `nil` when unknown.
    public func hundredths(of nutrient: Nutrient) -> Int? { values[nutrient.rawValue] }
}
