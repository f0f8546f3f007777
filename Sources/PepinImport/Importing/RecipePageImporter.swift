import PepinCookbook
public import Pepin

/// Reads the schema.org Recipe of a web page: JSON-LD first (every shape seen in the wild,
/// leniently: CDATA, comments, trailing commas, raw line breaks), then microdata; where schema.org
/// lacks a list or holds less than the page shows, the page's visible list (``VisibleRecipeScanner``).
///
///     let recipe = try RecipePageImporter(page: html, pageName: "pancakes.html").recipe()
///     recipe.title   // "Fluffy Pancakes"
public struct RecipePageImporter: Sendable {
    /// The page as UTF-8 bytes.
    public let page: [UInt8]
    /// How the page is named in messages: its path or URL.
    public let pageName: String
    /// The page's address, used as the recipe's source when the page names none.
    public let pageURL: String?

    /// - Parameters:
    ///   - page: the HTML, as UTF-8 bytes.
    ///   - pageName: the path or URL to name in messages.
    ///   - pageURL: the address the page was fetched from, if any.
    public init(page: [UInt8], pageName: String, pageURL: String? = nil) {
        self.page = page
        self.pageName = pageName
        self.pageURL = pageURL
    }

    /// Creates an importer for HTML text.
    public init(html: String, pageName: String, pageURL: String? = nil) {
        self.init(page: Array(html.utf8), pageName: pageName, pageURL: pageURL)
    }

    /// The page's recipe: the first Recipe with ingredients or steps, else the first Recipe.
    ///
    /// - Throws: ``RecipeImportError/noRecipe(page:detail:)`` when the page has none.
    public func recipe() throws(RecipeImportError) -> Recipe {
        let page = PageEncodingNormalizer(self.page).bytes
        let scan = HTMLPageScanner(page)
        var values: [JSONValue] = []
        var problems: [String] = []
        for block in scan.jsonLDBlocks {
            do {
                values += try LenientJSONParser(Array(block)).values
            } catch {
                problems.append("a JSON-LD block could not be read: \(error)")
            }
        }
        var finder = SchemaRecipeFinder(values)
        if finder.recipes.isEmpty, Self.contains("itemscope", in: page) {
            finder = SchemaRecipeFinder(MicrodataReader(page).items)
        }
        let candidates = finder.recipes.lazy.map { node in
            // A Recipe without a name takes the recipe card's title, else the page's `<title>`.
            let named = node["name"] != nil || node["headline"] != nil
            return SchemaRecipeReader(
                node: node, nodesByID: finder.nodesByID, fallbackTitle: named ? scan.title : RecipeCardTitle(page).title ?? scan.title,
                pageURL: scan.canonicalURL ?? pageURL
            ).recipe
        }
        let schemaRecipe = candidates.first(where: { !$0.allIngredientLines.isEmpty || !$0.allSteps.isEmpty }) ?? candidates.first
        let titled = schemaRecipe?.instructionSections.contains { $0.title != nil } ?? false
        let visible = VisibleRecipeScanner(
            page, recipeName: schemaRecipe?.title, keepingText: titled, readingCardDetails: schemaRecipe.map(Self.lacksDetails) ?? true)
        guard var recipe = schemaRecipe ?? visibleRecipe(visible, title: RecipeCardTitle(page).title ?? scan.title) else {
            throw .noRecipe(page: pageName, detail: problems.first)
        }
        // Where schema.org lacks a list, or holds less than the page shows, the page's list stands.
        if VisibleListChoice(
            .ingredients, schema: recipe.allIngredientLines, visible: visible.ingredients, visibleLists: visible.ingredientLists
        ).prefersVisible {
            recipe.ingredientSections = visible.ingredientSections
        }
        if VisibleListChoice(.instructions, schema: recipe.allSteps, visible: visible.steps).prefersVisible {
            // Without schema.org the page's own numbering goes, as from schema.org's steps ("1. Preheat").
            let steps = schemaRecipe == nil ? MethodTextSplitter.withoutNumbering(visible.steps) : visible.steps
            recipe.instructionSections = [InstructionSection(steps: steps)]
        } else if recipe.instructionSections.contains(where: { $0.title != nil }) {
            dropUnshownTitles(&recipe, shown: ShownWords(text: visible.text))
        }
        // Lines the page shows as the titles of groups of ingredients title sections.
        if recipe.ingredientSections.count == 1, recipe.ingredientSections[0].lines.count >= 3,
            let sections = IngredientGroupTitles(page).sections(recipe.ingredientSections[0].lines)
        {
            recipe.ingredientSections = sections
        }
        // A list schema.org gives as one text, which the page shows in blocks, is split as the page splits it.
        if recipe.allIngredientLines.count == 1 || recipe.allSteps.count == 1 {
            splitAsThePageDoes(&recipe, blocks: PageBlockSplitter(page))
        }
        if let card = visible.cardDetails { addCardDetails(card, to: &recipe) }
        // Pages often give the image as a path: make it an address that works from the cookbook
        // (a saved page's own `Page_files/dish.png` is a file beside it: ``LocalImageFile``).
        if let image = recipe.image, let base = scan.canonicalURL ?? pageURL, pageURL != nil || !LocalImageFile.isRelativePath(image) {
            recipe.image = URLResolver(base: base).resolve(image)
        }
        return recipe
    }

    /// Whether a recipe lacks its yield or a time, which its card may show.
    private static func lacksDetails(_ recipe: Recipe) -> Bool {
        recipe.yields == nil && recipe.serves == nil || recipe.prepTime == nil || recipe.cookTime == nil || recipe.totalTime == nil
    }

    /// The yield and times the recipe card shows, where schema.org gives none (``RecipeCardDetails``).
    private func addCardDetails(_ card: RecipeCardDetails, to recipe: inout Recipe) {
        if recipe.yields == nil, recipe.serves == nil { (recipe.yields, recipe.serves) = (card.yields, card.serves) }
        recipe.prepTime = recipe.prepTime ?? card.prepTime
        recipe.cookTime = recipe.cookTime ?? card.cookTime
        recipe.totalTime = recipe.totalTime ?? card.totalTime
    }

    /// The one-text ingredient list or method of a recipe, split where the page breaks it.
    private func splitAsThePageDoes(_ recipe: inout Recipe, blocks: PageBlockSplitter) {
        if recipe.allIngredientLines.count == 1, recipe.ingredientSections.count == 1,
            let lines = blocks.split(recipe.allIngredientLines[0])
        {
            recipe.ingredientSections[0].lines = lines
        }
        if recipe.allSteps.count == 1, recipe.instructionSections.count == 1,
            let steps = blocks.split(recipe.allSteps[0])
        {
            recipe.instructionSections[0].steps = steps
        }
    }

    /// Drops the section titles of a method the page shows without them ("First instruction", a
    /// form's placeholder in the page's data). A page that shows no step (a schema.org file read as
    /// a page) keeps them all.
    private func dropUnshownTitles(_ recipe: inout Recipe, shown: ShownWords) {
        guard recipe.allSteps.contains(where: shown.shows) else { return }
        for index in recipe.instructionSections.indices {
            if let title = recipe.instructionSections[index].title, !shown.shows(title) {
                recipe.instructionSections[index].title = nil
            }
        }
    }

    /// A recipe from the page's visible lists alone, when it shows ingredients. Without a method
    /// found, the recipe has no steps and its notes say so.
    private func visibleRecipe(_ visible: VisibleRecipeScanner, title: String?) -> Recipe? {
        guard !visible.ingredients.isEmpty else { return nil }
        var recipe = Recipe(title: title ?? "Untitled recipe")
        recipe.source = pageURL
        if visible.steps.isEmpty { recipe.notes = Self.noMethodNote + (pageURL == nil ? "" : " See the source for the steps.") }
        return recipe
    }

    /// What the notes of a recipe imported without its method say (and, where it came from the
    /// web, to see the source).
    public static let noMethodNote = "Pepin found no method on the page it imported this recipe from."

    private static func contains(_ word: StaticString, in bytes: [UInt8]) -> Bool {
        HTMLByteSearch(bytes).find(word, from: 0) != nil
    }
}

/// Why a page's recipe could not be imported.
public enum RecipeImportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The page holds no schema.org Recipe (as JSON-LD or microdata), and shows no ingredient list
    /// a recipe card or a heading names.
    case noRecipe(page: String, detail: String?)

    /// A one-line message: `no recipe found in pancakes.html (no schema.org Recipe, and no
    /// ingredient list shown under a heading or in a recipe card)`.
    public var description: String {
        switch self {
        case .noRecipe(let page, let detail):
            "no recipe found in \(page) (" + (detail ?? "no schema.org Recipe, and no ingredient list shown under a heading or in a recipe card") + ")"
        }
    }
}
