import PepinCookbook
public import Pepin

/// Reads one Paprika recipe (the JSON inside a `.paprikarecipe`): name, ingredients and
/// directions as texts with one line or step a line, servings, source, times ("15 mins"),
/// categories, description and notes.
///
///     PaprikaRecipeReader(Array(json.utf8))?.recipe.title   // "Tomato Soup"
public struct PaprikaRecipeReader: Sendable {
    /// The recipe.
    public let recipe: Recipe

    /// Reads the JSON's bytes; `nil` when they hold no object with a name.
    public init?(_ json: [UInt8]) {
        guard case .object(let object)? = try? LenientJSONParser(json).values.first,
            let name = Self.text(object["name"])
        else { return nil }
        var recipe = Recipe(title: name)
        recipe.description = Self.text(object["description"])
        recipe.source = Self.text(object["source_url"]) ?? Self.text(object["source"])
        recipe.serves = Self.text(object["servings"])
        recipe.prepTime = Self.text(object["prep_time"]).flatMap { DurationParser($0).time }
        recipe.cookTime = Self.text(object["cook_time"]).flatMap { DurationParser($0).time }
        recipe.totalTime = Self.text(object["total_time"]).flatMap { DurationParser($0).time }
        if case .array(let categories)? = object["categories"] {
            recipe.tags = categories.compactMap { Self.text($0) }
        }
        let fields = SchemaFieldReader(nodesByID: [:])
        let ingredients = Self.text(object["ingredients"], keepingLines: true).map { JSONValue.string($0) }
        recipe.ingredientSections = SchemaIngredientReader(ingredients, fields: fields).sections
        let directions = Self.text(object["directions"], keepingLines: true).map { JSONValue.string($0) }
        recipe.instructionSections = SchemaInstructionReader(directions, fields: fields).sections
        recipe.notes = Self.text(object["notes"], keepingLines: true)
        self.recipe = recipe
    }

    private static func text(_ value: JSONValue?, keepingLines: Bool = false) -> String? {
        guard let raw = value?.scalarText else { return nil }
        let text = keepingLines ? raw.trimmingSpaces : TextCleaner(raw).line
        return text.isEmpty ? nil : text
    }
}
