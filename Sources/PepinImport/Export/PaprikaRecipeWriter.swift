import PepinCookbook
public import Pepin

/// Writes one recipe as Paprika's recipe JSON (what a `.paprikarecipe` holds, before gzip): the
/// fields ``PaprikaRecipeReader`` reads back. Ingredients are one line each and directions one
/// step a line, a section's title as a line "Title:" before its lines (Paprika has no sections);
/// times as text ("1 hr 30 min"); the author as Paprika's `source` (a name), the address as
/// `source_url`; nutrition as `nutritional_info` lines "name: value". Paprika has servings only:
/// they read `serves`, or the yield when there is no `serves`; the yield also goes in a `yield`
/// key of its own, which Paprika ignores and Pepin reads back.
///
///     PaprikaRecipeWriter(recipe).json   // {"name":"Tomato Soup","ingredients":"1 kg tomatoes\n...",...}
public struct PaprikaRecipeWriter: Sendable {
    /// The JSON text.
    public let json: String

    public init(_ recipe: Recipe) {
        var writer = JSONWriter(capacity: 1_024)
        writer.raw("{")
        writer.key("name")
        writer.string(recipe.title)
        // A section's title is a line "Title:" before its lines (Paprika has no sections).
        func heading(_ title: String?) -> [String] { title.map { [$0.hasSuffix(":") ? $0 : $0 + ":"] } ?? [] }
        let ingredients = recipe.ingredientSections.flatMap { heading($0.title) + $0.lines }
        let directions = recipe.instructionSections.flatMap { heading($0.title) + $0.steps }
        let nutrition = recipe.nutrition.map { "\($0.name): \($0.value)" }
        let fields: [(StaticString, String?)] = [
            ("ingredients", ingredients.isEmpty ? nil : ingredients.joined(separator: "\n")),
            ("directions", directions.isEmpty ? nil : directions.joined(separator: "\n")),
            ("servings", recipe.serves ?? recipe.yields), ("yield", recipe.yields),
            ("description", recipe.description), ("notes", recipe.notes),
            ("source", recipe.author), ("source_url", recipe.source), ("image_url", recipe.image),
            ("prep_time", recipe.prepTime?.text), ("cook_time", recipe.cookTime?.text),
            ("total_time", recipe.totalTime?.text),
            ("nutritional_info", nutrition.isEmpty ? nil : nutrition.joined(separator: "\n")),
        ]
        for (key, value) in fields {
            guard let value else { continue }
            writer.raw(",")
            writer.key(key)
            writer.string(value)
        }
        writer.raw(",")
        writer.key("categories")
        writer.raw("[")
        for (index, tag) in recipe.tags.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(tag)
        }
        writer.raw("]}")
        json = writer.text
    }
}
