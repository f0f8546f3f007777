import PepinCookbook
public import Pepin

/// Writes one recipe as Paprika's recipe JSON (what a `.paprikarecipe` holds, before gzip): the
/// fields ``PaprikaRecipeReader`` reads back. Ingredients are one line each, a section's title as
/// a line "Title:" before its lines; directions are one step a line (instruction sections are
/// flattened: Paprika has none); times as text ("1 hr 30 min").
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
        let ingredients = recipe.ingredientSections.flatMap { section in
            (section.title.map { [$0.hasSuffix(":") ? $0 : $0 + ":"] } ?? []) + section.lines
        }
        let fields: [(StaticString, String?)] = [
            ("ingredients", ingredients.isEmpty ? nil : ingredients.joined(separator: "\n")),
            ("directions", recipe.allSteps.isEmpty ? nil : recipe.allSteps.joined(separator: "\n")),
            ("servings", recipe.serves), ("description", recipe.description), ("notes", recipe.notes),
            ("source_url", recipe.source), ("image_url", recipe.image),
            ("prep_time", recipe.prepTime?.text), ("cook_time", recipe.cookTime?.text),
            ("total_time", recipe.totalTime?.text),
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
