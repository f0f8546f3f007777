/// Finds the catalog food an ingredient name means, or says it does not know.
///
/// Curated aliases come first: the name's food words (see ``IngredientNameTokenizer``) are looked
/// up whole, then its first clause (`"unsalted butter, melted"` is looked up as `unsalted butter`).
/// A clause with alternatives is read as the first one, sharing the last one's noun when it has
/// none (`"lemon or lime juice"` is lemon juice, `"raisins or currants"` raisins).
/// Otherwise a token matcher looks for the longest alias whose words all appear in the name and
/// that ends in the same head noun (`"dry great northern beans"` contains `great northern beans`);
/// a trailing part word is then dropped (`"spinach leaves"`, `"cucumber slice"`). A token match's
/// confidence is the share of the name's words the alias explains; below ``threshold`` the answer
/// is unknown rather than a guess (`"truffle oil"` is not oil). A name that says "fresh" never
/// matches a dried food.
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
        match = Self.match(IngredientNameTokenizer(name), in: catalog)
    }

    // Words naming a part or a cut of a food rather than the food: retried without them.
    static let partWords: WordSet = WordSet("""
        leaf sprig stalk rib slice fillet wedge floret stem bunch head half segment chunk sheet
        """)

    static func match(_ name: IngredientNameTokenizer, in catalog: FoodCatalog) -> IngredientMatch? {
        let tokens = name.tokens
        guard !tokens.isEmpty else { return nil }
        if let found = exact(tokens[...], in: catalog, name: name) { return found }
        for candidate in candidates(name) {
            // The first clause is often the whole name, already looked up.
            let alreadyTried = candidate.isSameTexts(tokens[...])
            if let found = (alreadyTried ? nil : exact(candidate, in: catalog, name: name))
                ?? byTokens(candidate, in: catalog, name: name)
            {
                return found
            }
            if candidate.count > 1, let last = candidate.last, partWords.contains(last) {
                let shorter = candidate.dropLast()
                if let found = exact(shorter, in: catalog, name: name)
                    ?? byTokens(shorter, in: catalog, name: name)
                {
                    return found
                }
            }
        }
        return nil
    }

    /// The word runs to try: the first clause, or its alternatives.
    static func candidates(_ name: IngredientNameTokenizer) -> [ArraySlice<String>] {
        let clause = name.firstClause
        guard let firstEnd = name.alternativeStarts.first, let lastStart = name.alternativeStarts.last
        else { return clause.isEmpty ? [] : [clause] }
        let first = clause[..<firstEnd]
        let last = clause[lastStart...]
        guard !first.isEmpty, last.count > 1, !(first.last ?? "").isSameText(last.last ?? "") else { return [first] }
        return [first + last.dropFirst(), first]
    }

    static func exact(_ words: ArraySlice<String>, in catalog: FoodCatalog, name: IngredientNameTokenizer)
        -> IngredientMatch?
    {
        guard let index = catalog.aliasIndex[TextKey(words.joinedText(" "))] else { return nil }
        return accepted(catalog.foods[index], confidence: 100, method: .alias, name: name)
    }

    static func byTokens(_ words: ArraySlice<String>, in catalog: FoodCatalog, name: IngredientNameTokenizer)
        -> IngredientMatch?
    {
        guard let head = words.last else { return nil }
        var best: CatalogAlias? = nil
        for alias in catalog.aliasesByHead[TextKey(head)] ?? [] where alias.tokens.count > (best?.tokens.count ?? 0) {
            if alias.tokens.allSatisfy({ words.containsText($0) }) { best = alias }
        }
        guard let best else { return nil }
        let confidence = best.tokens.count * 100 / words.count
        guard confidence >= threshold else { return nil }
        return accepted(catalog.foods[best.food], confidence: confidence, method: .tokens, name: name)
    }

    static func accepted(_ food: Food, confidence: Int, method: IngredientMatch.Method, name: IngredientNameTokenizer)
        -> IngredientMatch?
    {
        if name.saysFresh && IngredientNameTokenizer.words(food.name).containsText("dried") { return nil }
        return IngredientMatch(food: food, confidence: confidence, method: method)
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
