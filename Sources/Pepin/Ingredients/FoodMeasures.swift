/// Converts amounts of one food between volume, weight and pieces, exactly, through the catalog's
/// grams per cup and piece weights.
///
/// ```swift
/// let flour = FoodCatalog.standard.food(key: "20081")!
/// try FoodMeasures(flour).grams(of: Rational(1), unit: .volume(.cup))          // 125
/// try FoodMeasures(flour).teaspoons(ofGrams: Rational(125))                    // 48 (1 cup)
/// ```
public struct FoodMeasures: Sendable {
    /// The food measured.
    public let food: Food

    /// Measures of `food`.
    public init(_ food: Food) { self.food = food }

    /// The weight in grams of `amount` of `unit` (`nil` for a bare count: "3 eggs").
    ///
    /// - Parameters:
    ///   - size: the size word of a count ("large"); the default piece when `nil` or unknown.
    ///   - containerSize: the stated size of a counted container, "14.5 ounce" in
    ///     "1 (14.5 ounce) can".
    /// - Throws: ``ConversionIssue`` saying what the catalog lacks.
    public func grams(of amount: Rational, unit: Unit?, size: String? = nil, containerSize: String? = nil)
        throws(ConversionIssue) -> Rational
    {
        switch unit {
        case .mass(let mass):
            return try exactly { () throws(QuantityError) in try Measure(amount, mass).grams }
        case .volume(let volume):
            guard let gramsPerTeaspoon else { throw .noDensity }
            return try exactly { () throws(QuantityError) in
                try Self.teaspoons(amount, volume).multiplied(by: gramsPerTeaspoon)
            }
        case .count(let count):
            if let teaspoons = MeasuringTools.spoonful(count) {
                return try grams(of: exactly { () throws(QuantityError) in try amount.multiplied(by: teaspoons) }, unit: .volume(.teaspoon))
            }
            if count.isContainer, let containerSize {
                let each = try containerGrams(containerSize)
                return try exactly { () throws(QuantityError) in try amount.multiplied(by: each) }
            }
            guard let piece = food.piece(named: count.names.singular) else { throw .noPieceWeight }
            return try exactly { () throws(QuantityError) in try amount.multiplied(by: Rational(piece.gramsTenths, 10)) }
        case nil:
            guard let piece = piece(size: size) else { throw .noPieceWeight }
            return try exactly { () throws(QuantityError) in try amount.multiplied(by: Rational(piece.gramsTenths, 10)) }
        case .length:
            throw .noPieceWeight
        }
    }

    /// The US volume, in teaspoons, that weighs `grams`: 200 g of sugar is 48 teaspoons (1 cup).
    /// - Throws: ``ConversionIssue/noDensity`` or ``ConversionIssue/overflow``.
    public func teaspoons(ofGrams grams: Rational) throws(ConversionIssue) -> Rational {
        guard let gramsPerTeaspoon else { throw .noDensity }
        return try exactly { () throws(QuantityError) in try grams.divided(by: gramsPerTeaspoon) }
    }

    /// Grams in one US teaspoon: grams per cup / 48.
    var gramsPerTeaspoon: Rational? {
        guard let tenths = food.gramsPerCupTenths, tenths > 0 else { return nil }
        return Rational(tenths, 480)
    }

    /// A volume in US teaspoons, whatever its system.
    static func teaspoons(_ amount: Rational, _ unit: VolumeUnit) throws(QuantityError) -> Rational {
        let base = try amount.multiplied(by: unit.inSystemBase)
        return unit.system == .metric ? try base.divided(by: VolumeUnit.millilitersPerTeaspoon) : base
    }

    /// The piece a size word means: "large", "extra-large"; the default piece otherwise.
    func piece(size: String?) -> FoodPiece? {
        guard let size else { return food.piece(named: nil) }
        let words = IngredientNameTokenizer.words(size)
        return food.piece(named: words.joinedText(" ")) ?? food.piece(named: nil)
    }

    /// The weight of one container from its stated size ("14.5 ounce", "400 g", "2 cups").
    func containerGrams(_ text: String) throws(ConversionIssue) -> Rational {
        guard let (value, unit) = Self.containerMeasure(text) else { throw .noPieceWeight }
        return try grams(of: value, unit: unit)
    }

    /// A container's size as written ("14.5 ounce", "400g") read as an amount; `nil` when it is
    /// not a measure.
    static func containerMeasure(_ text: String) -> (value: Rational, unit: Unit)? {
        let line = IngredientLineParser(text + " x").line
        guard let value = line.quantity?.low, let unit = line.unit, unit.dimension != .count else { return nil }
        return (value, unit)
    }

    /// What a container sized by weight ("16 ounce") weighs, whatever it holds; `nil` for
    /// another size.
    static func containerWeight(_ text: String) -> Rational? {
        guard let (value, unit) = containerMeasure(text), case .mass(let mass) = unit else { return nil }
        return try? Measure(value, mass).grams
    }
}

/// Runs exact arithmetic, reporting an overflow as a ``ConversionIssue``.
func exactly<T>(_ body: () throws(QuantityError) -> T) throws(ConversionIssue) -> T {
    do { return try body() } catch { throw .overflow }
}

/// Why an amount could not be converted or counted; the line then stays as written.
public enum ConversionIssue: Error, Hashable, Sendable {
    /// The ingredient is not in the catalog (or the matcher is not sure).
    case unknownIngredient
    /// The food has no volume measure in USDA's data.
    case noDensity
    /// The food has no weight for this kind of piece or container.
    case noPieceWeight
    /// The line has no amount ("salt to taste", "oil for frying").
    case noAmount
    /// The amount is a pinch, a dash or a handful, or vague ("a few tablespoons"): not weighed.
    case notMeasured
    /// "Salt to taste": the cook decides.
    case toTaste
    /// The line was not understood.
    case notParsed
    /// The arithmetic does not fit in 64-bit integers.
    case overflow

    /// A short reason for a reader: "unknown ingredient".
    public var reason: String {
        switch self {
        case .unknownIngredient: "unknown ingredient"
        case .noDensity: "no weight per cup known"
        case .noPieceWeight: "no weight per piece known"
        case .noAmount: "no amount"
        case .notMeasured: "not measured"
        case .toTaste: "to taste"
        case .notParsed: "line not understood"
        case .overflow: "amount too large"
        }
    }
}
