/// Nutrition facts of a recipe, worked out from its ingredient lines: for each line the food's
/// USDA nutrients per 100 g times the line's grams, summed; and per serving.
///
/// Lines that cannot be counted are listed with the reason (unknown food, no amount, "to taste",
/// no weight known for the measure) and left out of the sums. A food with no USDA value for a
/// nutrient makes that total a lower bound (``isLowerBound(_:)``). A range ("2-3 cups") counts its
/// low end. The facts follow the scale; the servings scale with it, so the per-serving values stay.
///
/// ```swift
/// let lines = ["1 cup all-purpose flour", "salt to taste"].map { IngredientLineParser($0).line }
/// let facts = RecipeNutrition(lines: lines, servings: Rational(2))
/// facts.total.hundredths(of: .calories)        // 45500 (455 kcal)
/// facts.notCounted.first?.issue                // .toTaste
/// ```
public struct RecipeNutrition: Sendable {
    /// The sums for the whole (scaled) recipe, in hundredths of each nutrient's unit.
    public let total: NutrientAmounts
    /// The sums per serving, or `nil` when the servings are unknown.
    public let perServing: NutrientAmounts?
    /// The servings of the scaled recipe.
    public let servings: Rational?
    /// The lines counted, with their food and grams.
    public let counted: [CountedIngredient]
    /// The lines left out, with why.
    public let notCounted: [UncountedIngredient]
    /// The sums per 100 g of the counted ingredients, when the servings are unknown (a yield
    /// measured in millilitres or grams is no count of servings).
    public let perHundredGrams: NutrientAmounts?
    let lowerBounds: Set<Nutrient>

    /// Works out the facts of `lines` scaled by `scale`, for `servings` servings as written,
    /// matching each line's food in `catalog`.
    public init(lines: [IngredientLine], scale: Rational = .one, servings: Rational? = nil, catalog: FoodCatalog = .standard) {
        self.init(prepared: lines.map { PreparedLine($0, catalog: catalog) }, scale: scale, servings: servings)
    }

    /// Works out the facts of lines already prepared (their foods matched once), scaled by
    /// `scale`, for `servings` servings as written.
    public init(prepared lines: [PreparedLine], scale: Rational = .one, servings: Rational? = nil) {
        var counted: [CountedIngredient] = []
        var notCounted: [UncountedIngredient] = []
        var milligramsByFood: [(Int64, Food)] = []
        for line in lines {
            switch Self.weigh(line, scale: scale) {
            case .success(let found):
                // Weights stay below 10^11 mg (100 tonnes), so with values below 10^7 hundredths
                // per 100 g (salt: 3,875,800) one product stays below 10^18. A heavier line is
                // listed as not counted, never skipped without a word.
                if let milligrams = Self.milligrams(found.grams) {
                    milligramsByFood.append((milligrams, found.food))
                    counted.append(CountedIngredient(line: line.line.original, food: found.food, grams: found.grams))
                } else {
                    notCounted.append(UncountedIngredient(line: line.line.original, issue: .overflow))
                }
            case .failure(let issue):
                notCounted.append(UncountedIngredient(line: line.line.original, issue: issue))
            }
        }
        // Sums in hundredths x 100,000: value per 100 g (hundredths) x milligrams, kept unrounded
        // so that the servings divide the exact sum, not a rounded one. Int64, because Int is 32
        // bits on wasm32 and 364 kcal x 125,000 mg of flour is already 4.5e9; bounds are checked
        // by hand, since overflow-reporting 64-bit multiplication needs a 128-bit runtime helper
        // that wasm32 lacks.
        var raw: [Int64?] = []
        var lowerBounds: Set<Nutrient> = []
        for nutrient in Nutrient.allCases {
            var sum: Int64? = 0
            for (milligrams, food) in milligramsByFood {
                guard let per100g = food.nutrients.hundredths(of: nutrient) else {
                    lowerBounds.insert(nutrient)
                    continue
                }
                // A sum that does not fit is unknown, never a sum with a term left out.
                guard let partial = sum, per100g >= 0, per100g < 10_000_000 else {
                    sum = nil
                    break
                }
                let product = Int64(per100g) &* milligrams
                sum = partial <= Int64.max - product ? partial &+ product : nil
            }
            raw.append(sum)
        }
        self.total = Self.amounts(raw, numerator: 1, denominator: 100_000)
        self.counted = counted
        self.notCounted = notCounted
        self.lowerBounds = lowerBounds
        var scaledServings: Rational? = nil
        if let servings { scaledServings = try? servings.multiplied(by: scale) }
        self.servings = scaledServings
        if let scaledServings, !scaledServings.isZero, !scaledServings.isNegative,
            scaledServings.numerator <= Int64.max / 100_000
        {
            // sum / (100,000 x n/d) = sum x d / (100,000 x n)
            self.perServing = Self.amounts(
                raw, numerator: Int64(scaledServings.denominator), denominator: 100_000 &* Int64(scaledServings.numerator))
        } else {
            self.perServing = nil
        }
        // Per 100 g: sum / (100,000 x grams / 100) = sum / milligrams.
        let milligrams = milligramsByFood.reduce(Int64(0)) { $0 <= Int64.max / 2 ? $0 &+ $1.0 : $0 }
        perHundredGrams = perServing == nil && milligrams > 0 ? Self.amounts(raw, numerator: 1, denominator: milligrams) : nil
    }

    /// Facts made whole, for ``scaled(by:)``.
    init(
        total: NutrientAmounts, perServing: NutrientAmounts?, servings: Rational?, counted: [CountedIngredient],
        notCounted: [UncountedIngredient], perHundredGrams: NutrientAmounts?, lowerBounds: Set<Nutrient>
    ) {
        self.total = total
        self.perServing = perServing
        self.servings = servings
        self.counted = counted
        self.notCounted = notCounted
        self.perHundredGrams = perHundredGrams
        self.lowerBounds = lowerBounds
    }

    /// Each raw sum times `numerator / denominator`, rounded half away from zero to a whole
    /// hundredth; unknown when it does not fit.
    static func amounts(_ raw: [Int64?], numerator: Int64, denominator: Int64) -> NutrientAmounts {
        var values: [Int?] = []
        for sum in raw {
            guard let sum, numerator > 0, denominator > 0, denominator <= Int64.max / 4, sum >= 0,
                sum <= (Int64.max / 4) / numerator
            else {
                values.append(nil)
                continue
            }
            let scaled = sum &* numerator
            values.append(Int(exactly: (2 &* scaled &+ denominator) / (2 &* denominator)))
        }
        return NutrientAmounts(hundredths: values)
    }

    /// The weight in whole milligrams, or `nil` at 100 tonnes and above (or below zero).
    static func milligrams(_ grams: Rational) -> Int64? {
        guard let milligrams = try? grams.multiplied(by: Rational(1000)).rounded(toMultipleOf: .one),
            milligrams.numerator >= 0, milligrams.numerator < 100_000_000_000
        else { return nil }
        return milligrams.numerator
    }

    /// True when some counted food has no USDA value for `nutrient`: the total is at least this.
    public func isLowerBound(_ nutrient: Nutrient) -> Bool { lowerBounds.contains(nutrient) }

    /// The food and grams of one line, or why it cannot be counted.
    static func weigh(_ prepared: PreparedLine, scale: Rational) -> Weighing {
        let line = prepared.line
        guard line.isParsed else { return .failure(.notParsed) }
        guard let amount = line.amount else {
            return .failure(Self.saysToTaste(line) ? .toTaste : .noAmount)
        }
        guard let food = prepared.food else { return .failure(.unknownIngredient) }
        let measures = FoodMeasures(food)
        var issue = ConversionIssue.notMeasured
        // The main amount first, then the author's other amounts: "1 whole chicken (about 1.6 kg)".
        for candidate in [amount] + line.alternatives {
            let part = candidate.parts[0]
            if case .count(let count) = part.unit, MeasuringTools.spoonful(count) == nil,
                MeasuringTools.handMeasures.contains(count)
            {
                continue
            }
            do throws(ConversionIssue) {
                let low = try exactly { () throws(QuantityError) in try candidate.total().low.multiplied(by: scale) }
                let grams = try measures.grams(of: low, unit: part.unit, size: line.size, containerSize: candidate.containerSize)
                return .success(WeighedFood(food: food, grams: grams))
            } catch {
                if candidate == amount { issue = error }
            }
        }
        // The author's weight or measure after the name: "1 chicken (1.5 kg)" weighs the line,
        // "4 chicken breasts (about 6 ounces each)" each thing it counts.
        for secondary in line.secondaries where secondary.ofLineFood {
            guard let other = secondary.amounts.first, SecondaryAmount.isMeasured(other.parts[0].unit) else { continue }
            var each = false
            switch secondary.kind {
            case .scaled: break
            case .fixed where amount.parts.count == 1 && IngredientViewPresenter.isCounted(amount.parts[0].unit): each = true
            default: continue
            }
            do throws(ConversionIssue) {
                let quantity = try exactly { () throws(QuantityError) in
                    let weighed = try other.total().low.multiplied(by: scale)
                    return each ? try weighed.multiplied(by: amount.total().low) : weighed
                }
                return .success(WeighedFood(food: food, grams: try measures.grams(of: quantity, unit: other.parts[0].unit)))
            } catch {
                continue
            }
        }
        return .failure(issue)
    }

    static func saysToTaste(_ line: IngredientLine) -> Bool {
        let words = IngredientNameTokenizer.words(line.original)
        return zip(words, words.dropFirst()).contains { $0 == "to" && $1 == "taste" }
    }
}

/// A line's food and grams, or why it has none.
enum Weighing {
    case success(WeighedFood)
    case failure(ConversionIssue)
}

/// A food and its weight in grams.
struct WeighedFood {
    let food: Food
    let grams: Rational
}

/// A line counted in the nutrition facts.
public struct CountedIngredient: Hashable, Sendable {
    /// The line as written.
    public let line: String
    /// The food it was matched to.
    public let food: Food
    /// Its weight in grams, scaled.
    public let grams: Rational
}

/// A line left out of the nutrition facts, and why.
public struct UncountedIngredient: Hashable, Sendable {
    /// The line as written.
    public let line: String
    /// Why it was not counted.
    public let issue: ConversionIssue
}
