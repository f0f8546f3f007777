import Pepin

/// Reads the recipe lists a page shows, for pages whose schema.org data lacks them or is thinner
/// than the page: the markup of recipe plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create,
/// Zip Recipes, EasyRecipe) and the hRecipe microformat, else the lists after a heading such as
/// "Ingredients" or "Zubereitung".
///
/// Lists of different marks are never mixed: ``ingredients`` and ``steps`` are the plugin's lists
/// when the page has them, else those of classes naming them (`recipe_ingredients`), else those
/// after a heading.
struct VisibleRecipeScanner {
    /// The ingredient lines the page shows, in page order; empty when none were found.
    let ingredients: [String]
    /// For each of ``ingredients``, where the list element it is in starts: lines of one list share it.
    let ingredientLists: [Int]
    /// The titles of groups of ``ingredients`` the page shows ("Dough", "Glaze"), by the index of
    /// each group's first line.
    let ingredientTitles: [Int: String]
    /// The steps the page shows, in page order; empty when none were found.
    let steps: [String]
    /// All the text the page shows (between its tags, not in scripts), a line for each piece,
    /// references not yet decoded, what ``ShownWords`` reads; empty unless asked for.
    let text: [UInt8]
    /// The yield and times the page's recipe card shows, when asked for.
    let cardDetails: RecipeCardDetails?

    /// - Parameters:
    ///   - bytes: the page.
    ///   - recipeName: the recipe's name, which a page may repeat as the heading of its method.
    ///   - keepingText: whether to keep the page's ``text``.
    ///   - readingCardDetails: whether to read the card's yield and times (``cardDetails``).
    init(_ bytes: [UInt8], recipeName: String? = nil, keepingText: Bool = false, readingCardDetails: Bool = false) {
        var state = VisibleListState(bytes: bytes, recipeName: recipeName)
        var text: [UInt8] = []
        var details = readingCardDetails ? RecipeCardDetails() : nil
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            details?.read(token, in: bytes)
            switch token.kind {
            case .startTag(let selfClosing):
                state.open(token, selfClosing: selfClosing)
            case .endTag:
                state.close(token.name, at: token.range.upperBound)
            case .text:
                state.appendText(bytes[token.range])
                if keepingText {
                    text += bytes[token.range]
                    text.append(UInt8(ascii: "\n"))
                }
            case .rawText, .comment:
                break
            }
        }
        state.closeAll()
        details?.finish()
        cardDetails = details
        self.text = text
        // A list of steps none of which reads as one ("35 min", "Serves 4") is no method.
        func source(_ kind: VisibleListKind) -> VisibleListSource? {
            VisibleListSource.allCases.first { source in
                guard let lines = state.found[source]?[kind] else { return false }
                return kind == .ingredients ? !lines.isEmpty : lines.contains(where: VisibleListMarks.readsAsStep)
            }
        }
        let ingredientSource = source(.ingredients)
        let lines = Self.once(ingredientSource.flatMap { state.found[$0]?[.ingredients] } ?? [])
        ingredients = lines
        ingredientLists = Array((ingredientSource.flatMap { state.lists[$0]?[.ingredients] } ?? []).prefix(lines.count))
        ingredientTitles = ingredientSource.flatMap { state.groupTitles[$0]?[.ingredients] }?
            .filter { $0.key < lines.count } ?? [:]
        // A line break or paragraph inside a sentence ("water;<br>simmer") does not end a step.
        steps = MethodTextSplitter.joiningFragments(Self.once(source(.instructions).flatMap { state.found[$0]?[.instructions] } ?? []))
    }

    /// The ingredient lines in sections, one for each group title the page shows.
    var ingredientSections: [IngredientSection] {
        var sections = [IngredientSection(lines: [])]
        for (index, line) in ingredients.enumerated() {
            if let title = ingredientTitles[index] { sections.append(IngredientSection(title: title, lines: [])) }
            sections[sections.count - 1].lines.append(line)
        }
        return sections.filter { !$0.lines.isEmpty }
    }

    /// A list the page shows more than once (a recipe card and its print copy) is one list:
    /// `[a, b, a, b]` reads `[a, b]`. One line over and over (`[a, a, a]`) stays as it is.
    static func once(_ lines: [String]) -> [String] {
        for period in stride(from: 1, through: lines.count / 2, by: 1) where lines.count % period == 0 {
            if lines.indices.allSatisfy({ lines[$0] == lines[$0 % period] }) {
                return period == 1 ? lines : Array(lines[..<period])
            }
        }
        return lines
    }
}
