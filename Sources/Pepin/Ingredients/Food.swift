/// A food the catalog knows: a USDA SR28 food, or a curated one USDA lacks (kosher salt).
///
/// Weights are kept as the catalog stores them, in tenths of a gram, so they stay exact integers:
/// all-purpose flour has `gramsPerCupTenths == 1250` (1 US cup = 125 g, USDA 20081).
public struct Food: Hashable, Sendable {
    /// The USDA NDB number ("20081") or a curated key ("x-kosher-salt").
    public let key: String
    /// The USDA description ("Wheat flour, white, all-purpose, enriched, bleached").
    public let name: String
    /// Whether the food pours (liquid), scoops (dry) or neither (butter, meat, vegetables).
    public let state: FoodState
    /// Grams in one US cup, in tenths of a gram, or `nil` when USDA gives no volume measure.
    public let gramsPerCupTenths: Int?
    /// Weights of one piece ("large" egg, "clove" of garlic, "stick" of butter); the first one is
    /// what a bare count means ("3 eggs" are 3 large eggs).
    public let pieces: [FoodPiece]
    /// Nutrients per 100 g edible portion.
    public let nutrients: NutrientAmounts

    /// Creates a food; the catalog normally does this from its packed data.
    public init(
        key: String, name: String, state: FoodState, gramsPerCupTenths: Int?, pieces: [FoodPiece],
        nutrients: NutrientAmounts
    ) {
        self.key = key
        self.name = name
        self.state = state
        self.gramsPerCupTenths = gramsPerCupTenths
        self.pieces = pieces
        self.nutrients = nutrients
    }

    /// True for foods that are measured in pints, quarts and gallons when the amount is large.
    /// Dry goods and solid fats never are: nobody measures "1 quart flour".
    public var usesLiquidMeasures: Bool { state == .liquid }

    /// The piece named `name` ("large", "clove"), or the default piece when `name` is `nil`.
    public func piece(named name: String?) -> FoodPiece? {
        guard let name else { return pieces.first }
        return pieces.first { $0.name.isSameText(name) }
    }
}

/// How a food is measured: poured, scooped, or neither.
public enum FoodState: Hashable, Sendable {
    /// Poured: milk, oil, honey, water. Large amounts read in pints, quarts, gallons.
    case liquid
    /// Scooped: flour, sugar, spices, grains.
    case dry
    /// Everything else: butter, cheese, meat, vegetables; measured as solids (never in quarts).
    case other
}

/// The weight of one piece of a food as USDA measures it: `large` egg = 50 g.
public struct FoodPiece: Hashable, Sendable {
    /// The size or piece word: "large", "medium", "clove", "stick", "fruit".
    public let name: String
    /// The weight of one piece in tenths of a gram.
    public let gramsTenths: Int

    /// Creates a piece weight.
    public init(name: String, gramsTenths: Int) {
        self.name = name
        self.gramsTenths = gramsTenths
    }
}
