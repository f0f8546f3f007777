/// The facts at another scale, and how many servings a recipe's own words give.
extension RecipeNutrition {
    /// The facts of the recipe scaled by `factor`: the servings scale with it, so the values per
    /// serving and per 100 g stay, and each total is the one at 1x times the factor
    /// (``scaledHundredths(_:by:)``, the arithmetic the page's script asks the core for too).
    public func scaled(by factor: Rational) -> RecipeNutrition {
        guard factor != .one else { return self }
        let totals = Nutrient.allCases.map { total.hundredths(of: $0).flatMap { Self.scaledHundredths($0, by: factor) } }
        return RecipeNutrition(
            total: NutrientAmounts(hundredths: totals), perServing: perServing,
            servings: servings.flatMap { try? $0.multiplied(by: factor) },
            counted: counted.map { CountedIngredient(line: $0.line, food: $0.food, grams: (try? $0.grams.multiplied(by: factor)) ?? $0.grams) },
            notCounted: notCounted, perHundredGrams: perHundredGrams, lowerBounds: lowerBounds)
    }

    /// `hundredths` times `factor`, to the nearest hundredth (halves up); `nil` when it does not fit.
    public static func scaledHundredths(_ hundredths: Int, by factor: Rational) -> Int? {
        guard hundredths >= 0, let product = try? Rational(Int64(hundredths)).multiplied(by: factor),
            let rounded = try? product.rounded(toMultipleOf: .one)
        else { return nil }
        return Int(exactly: rounded.numerator)
    }

    /// How many servings a recipe's words give: its `serves` ("4-6" counts 4), else a yield that
    /// counts things ("12 cookies"); `nil` for a yield measured in a unit ("250 ml", "2 cups"),
    /// whose facts read per 100 g instead.
    public static func servings(serves: String?, yields: String?) -> Rational? {
        if let serves, let read = YieldParser(serves).yield { return read.quantity.low }
        guard let yields, let read = YieldParser(yields).yield else { return nil }
        if case .volume? = IngredientLineParser(yields).line.unit { return nil }
        if case .mass? = IngredientLineParser(yields).line.unit { return nil }
        return read.quantity.low
    }
}
