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
    /// The facts Pepin worked out, published per serving when the recipe gives none of its own.
    public let computedNutrition: RecipeNutrition?

    /// Prepares the document for `recipe`.
    public init(
        _ recipe: Recipe, url: String? = nil, ingredientLines: [String]? = nil, yieldText: String? = nil,
        servesText: String? = nil, imageURL: String? = nil, computedNutrition: RecipeNutrition? = nil
    ) {
        self.computedNutrition = computedNutrition
        self.servesText = servesText
        self.imageURL = imageURL
        self.recipe = recipe
        self.url = url
        self.ingredientLines = ingredientLines
        self.yieldText = yieldText
    }

    /// The members that do not change with the scale, written once: a page at a new scale writes
    /// only its yield and its ingredient lines between them (``Frame/write(yields:ingredientLines:into:)``).
    public struct Frame: Sendable {
        /// `{"@context":…` through the keywords.
        let opening: [UInt8]
        /// The prep, cook and total times.
        let times: [UInt8]
        /// The instructions and the nutrition, and the closing `}`.
        let closing: [UInt8]

        /// The whole document with `yields` and `ingredientLines`.
        public func write(yields: [String], ingredientLines: [String], into writer: inout JSONWriter) {
            writer.raw(opening)
            if !yields.isEmpty { RecipeJSONLD.member("recipeYield", .array(yields.map(JSONValue.string)), into: &writer) }
            writer.raw(times)
            writer.raw(",\"recipeIngredient\":[")
            for (index, line) in ingredientLines.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(line)
            }
            writer.raw("]")
            writer.raw(closing)
        }

        /// The bytes of the fixed members.
        var byteCount: Int { opening.count + times.count + closing.count }
    }

    /// The members that do not change with the scale.
    public var frame: Frame {
        var opening = JSONWriter(capacity: 1024)
        opening.raw("{\"@context\":\"https://schema.org\",\"@type\":\"Recipe\"")
        Self.member("name", .string(recipe.title), into: &opening)
        func add(_ key: String, _ value: String?, into writer: inout JSONWriter) {
            if let value, !value.isEmpty { Self.member(key, .string(value), into: &writer) }
        }
        add("description", recipe.description, into: &opening)
        add("url", url, into: &opening)
        add("image", imageURL ?? recipe.image, into: &opening)
        if let author = recipe.author, !author.isEmpty {
            Self.member("author", .object([("@type", .string("Person")), ("name", .string(author))]), into: &opening)
        }
        add("isBasedOn", recipe.source, into: &opening)
        if !recipe.tags.isEmpty { Self.member("keywords", .string(recipe.tags.joined(separator: ", ")), into: &opening) }
        var times = JSONWriter(capacity: 128)
        add("prepTime", recipe.prepTime?.iso8601, into: &times)
        add("cookTime", recipe.cookTime?.iso8601, into: &times)
        add("totalTime", recipe.totalTimeOrSum?.iso8601, into: &times)
        var closing = JSONWriter(capacity: 2048)
        Self.member("recipeInstructions", .array(instructions), into: &closing)
        if let nutrition = Self.nutrition(given: recipe.nutrition, computed: computedNutrition) {
            Self.member("nutrition", nutrition, into: &closing)
        }
        closing.raw("}")
        return Frame(opening: opening.bytes, times: times.bytes, closing: closing.bytes)
    }

    /// The yield as schema.org lists it: what it makes, and how many it serves ("4 servings").
    public var yields: [String] {
        Self.yields(yieldText ?? recipe.yields, serves: servesText ?? recipe.serves)
    }

    /// What a recipe makes and how many it serves, as `recipeYield` lists them: a count of
    /// servings reads "4 servings" ("4-6 servings", "about 3 servings"), as schema.org's examples
    /// and search engines write it; other words stay after "serves" ("serves a crowd").
    ///
    ///     RecipeJSONLD.yields("12 tortillas", serves: "4")   // ["12 tortillas", "4 servings"]
    public static func yields(_ yields: String?, serves: String?) -> [String] {
        let servings = serves.map { $0.last?.isNumber == true ? $0 + " servings" : "serves " + $0 }
        return [yields, servings].compactMap { $0 }
    }

    /// The document as compact JSON text.
    public var text: String {
        var writer = JSONWriter(capacity: 4096)
        frame.write(yields: yields, ingredientLines: ingredientLines ?? recipe.allIngredientLines, into: &writer)
        return writer.text
    }

    /// `,"name":value`: every member after the first.
    private static func member(_ name: String, _ value: JSONValue, into writer: inout JSONWriter) {
        writer.raw(",")
        writer.string(name)
        writer.raw(":")
        value.write(into: &writer)
    }

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

    /// The schema.org NutritionInformation of a recipe: the author's own facts when it gives
    /// them, else Pepin's per serving, written as the label writes them ("267 calories", "16 g");
    /// `nil` when there are neither. The API answers with the same object.
    public static func nutrition(given: [NutritionFact], computed: RecipeNutrition?) -> JSONValue? {
        var facts: [(String, JSONValue)] = [("@type", .string("NutritionInformation"))]
        if !given.isEmpty {
            for fact in given { facts.append((nutritionKey(fact.name), .string(fact.value))) }
            return .object(JSONObject(facts))
        }
        guard let computed, !computed.counted.isEmpty, let perServing = computed.perServing else { return nil }
        let presenter = NutritionLabelPresenter(computed)
        for nutrient in Nutrient.allCases where perServing.hundredths(of: nutrient) != nil {
            let value = presenter.value(nutrient, in: perServing)
            facts.append((schemaKey(nutrient), .string(nutrient == .calories ? value + " calories" : value)))
        }
        return .object(JSONObject(facts))
    }

    /// The NutritionInformation property of a label nutrient.
    static func schemaKey(_ nutrient: Nutrient) -> String {
        switch nutrient {
        case .calories: "calories"
        case .fat: "fatContent"
        case .saturatedFat: "saturatedFatContent"
        case .cholesterol: "cholesterolContent"
        case .sodium: "sodiumContent"
        case .carbohydrate: "carbohydrateContent"
        case .fiber: "fiberContent"
        case .sugars: "sugarContent"
        case .protein: "proteinContent"
        }
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
