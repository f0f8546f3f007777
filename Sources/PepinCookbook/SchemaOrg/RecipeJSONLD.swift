public import Pepin

/// Writes a recipe as a schema.org/Recipe JSON-LD document, as search engines and recipe apps
/// read it: name, description, recipeIngredient, recipeInstructions (HowToStep, or HowToSection
/// for titled sections), recipeYield, prepTime/cookTime/totalTime as ISO 8601 (the total is prep
/// plus cook when the recipe gives none), image, author,
/// keywords, url, nutrition. Absent fields are left out.
///
/// ```swift
/// RecipeJSONLD(recipe).text  // {"@context":"https://schema.org","@type":"Recipe","name":...}
/// ```
/// The text is safe to place inside `<script type="application/ld+json">` as is.
public struct RecipeJSONLD: Sendable {
    /// The recipe.
    public let recipe: Recipe
    /// The page's address, when known.
    public let url: String?
    /// Ingredient lines to publish instead of the recipe's own (a scaled page publishes scaled lines).
    public let ingredientLines: [String]?
    /// The yield to publish instead of the recipe's own.
    public let yieldText: String?
    /// How many it serves, to publish instead of the recipe's own ("8" on a page at 2x).
    public let servesText: String?
    /// The image address to publish instead of the recipe's own (where the site put it).
    public let imageURL: String?

    /// Prepares the document for `recipe`.
    public init(
        _ recipe: Recipe, url: String? = nil, ingredientLines: [String]? = nil, yieldText: String? = nil,
        servesText: String? = nil, imageURL: String? = nil
    ) {
        self.servesText = servesText
        self.imageURL = imageURL
        self.recipe = recipe
        self.url = url
        self.ingredientLines = ingredientLines
        self.yieldText = yieldText
    }

    /// The document as a JSON value.
    public var value: JSONValue {
        var members: [(String, JSONValue)] = [
            ("@context", .string("https://schema.org")), ("@type", .string("Recipe")), ("name", .string(recipe.title)),
        ]
        func add(_ key: String, _ value: String?) {
            if let value, !value.isEmpty { members.append((key, .string(value))) }
        }
        add("description", recipe.description)
        add("url", url)
        add("image", imageURL ?? recipe.image)
        if let author = recipe.author, !author.isEmpty {
            members.append(("author", .object([("@type", .string("Person")), ("name", .string(author))])))
        }
        if let source = recipe.source, !source.isEmpty {
            members.append(("isBasedOn", .string(source)))
        }
        if !recipe.tags.isEmpty { members.append(("keywords", .string(recipe.tags.joined(separator: ", ")))) }
        let yields = [yieldText ?? recipe.yields, (servesText ?? recipe.serves).map { "serves " + $0 }].compactMap { $0 }
        if !yields.isEmpty { members.append(("recipeYield", .array(yields.map(JSONValue.string)))) }
        add("prepTime", recipe.prepTime?.iso8601)
        add("cookTime", recipe.cookTime?.iso8601)
        add("totalTime", recipe.totalTimeOrSum?.iso8601)
        let lines = ingredientLines ?? recipe.allIngredientLines
        members.append(("recipeIngredient", .array(lines.map(JSONValue.string))))
        members.append(("recipeInstructions", .array(instructions)))
        if !recipe.nutrition.isEmpty {
            var facts: [(String, JSONValue)] = [("@type", .string("NutritionInformation"))]
            for fact in recipe.nutrition {
                facts.append((Self.nutritionKey(fact.name), .string(fact.value)))
            }
            members.append(("nutrition", .object(JSONObject(facts))))
        }
        return .object(JSONObject(members))
    }

    /// The document as compact JSON text.
    public var text: String { value.text }

    private var instructions: [JSONValue] {
        var items: [JSONValue] = []
        for section in recipe.instructionSections {
            let steps = section.steps.map { JSONValue.object([("@type", .string("HowToStep")), ("text", .string($0))]) }
            if let title = section.title {
                items.append(
                    .object([
                        ("@type", .string("HowToSection")), ("name", .string(title)), ("itemListElement", .array(steps)),
                    ]))
            } else {
                items += steps
            }
        }
        return items
    }

    /// "calories" → "calories", "saturated fat" → "saturatedFatContent", "fat" → "fatContent".
    static func nutritionKey(_ name: String) -> String {
        let words = name.lowercased().split { !$0.isLetter }
        guard let first = words.first else { return "nutrition" }
        let camel = String(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if camel == "calories" || camel == "servingSize" || camel.hasSuffix("Content") { return camel }
        return camel + "Content"
    }
}
