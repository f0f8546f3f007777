/// Finds the catalog food an ingredient name means, or says it does not know.
///
/// Curated aliases come first: the name's food words (see ``IngredientNameTokenizer``) are looked
/// up whole, then its first clause (`"unsalted butter, melted"` is looked up as `unsalted butter`).
/// Otherwise a token matcher looks for the longest alias whose words all appear in the name's first
/// clause and that ends in the same head noun (`"dry great northern beans"` contains
/// `great northern beans`). Its confidence is the share of the name's words the alias explains;
/// below ``threshold`` the answer is unknown rather than a guess (`"truffle oil"` is not oil).
///
/// ```swift
/// IngredientMatcher("AP flour", catalog: .standard).match?.food.key       // "20081"
/// IngredientMatcher("large eggs", catalog: .standard).match?.confidence   // 100
/// IngredientMatcher("dragon fruit", catalog: .standard).match             // nil
/// ```
public struct IngredientMatcher: Sendable {
    /// The lowest confidence, in percent, the matcher answers with.
    public static let threshold = 60

    /// The food the name means, or `nil` when unknown.
    public let match: IngredientMatch?

    /// Matches `name` against `catalog`.
    public init(_ name: String, catalog: FoodCatalog) {
        let tokenizer = IngredientNameTokenizer(name)
        match = Self.match(tokenizer, in: catalog)
    }

    static func match(_ tokenizer: IngredientNameTokenizer, in catalog: FoodCatalog)
        -> IngredientMatch?
    {
        let tokens = tokenizer.tokens
        guard !tokens.isEmpty else { return nil }
        if let index = catalog.aliasIndex[tokens.joined(separator: " ")] {
            return IngredientMatch(food: catalog.foods[index], confidence: 100, method: .alias)
        }
        let clause = tokenizer.firstClause
        guard let head = clause.last else { return nil }
        if clause.count < tokens.count, let index = catalog.aliasIndex[clause.joined(separator: " ")] {
            return IngredientMatch(food: catalog.foods[index], confidence: 100, method: .alias)
        }
        var best: CatalogAlias? = nil
        for alias in catalog.aliasesByHead[head] ?? [] where alias.tokens.count > (best?.tokens.count ?? 0) {
            if alias.tokens.allSatisfy({ clause.contains($0) }) { best = alias }
        }
        guard let best else { return nil }
        let confidence = best.tokens.count * 100 / clause.count
        guard confidence >= threshold else { return nil }
        return IngredientMatch(food: catalog.foods[best.food], confidence: confidence, method: .tokens)
    }
}

/// A food found for an ingredient name, with how sure the matcher is.
public struct IngredientMatch: Hashable, Sendable {
    /// The food.
    public let food: Food
    /// 100 for a curated alias; for a token match, the share of the name's words explained.
    public let confidence: Int
    /// How the food was found.
    public let method: Method

    /// How a match was found.
    public enum Method: Hashable, Sendable {
        /// The name, or its first clause, is a curated alias.
        case alias
        /// An alias's words all appear in the name, ending in the same head noun.
        case tokens
    }
}
