import Foundation
import PepinCookbook
public import Pepin

/// Reads one Paprika recipe (the JSON inside a `.paprikarecipe`): name, ingredients and
/// directions as texts with one line or step a line, servings, source, times ("15 mins"),
/// categories, description and notes; the photo and the image's address apart from the recipe
/// (`pepin import --images` saves them).
///
///     PaprikaRecipeReader(Array(json.utf8))?.recipe.title   // "Tomato Soup"
public struct PaprikaRecipeReader: Sendable {
    /// The recipe.
    public let recipe: Recipe
    /// The photo Paprika keeps in the recipe (`photo_data`, base64), unchecked.
    public let photo: [UInt8]?
    /// Where the photo came from (`image_url`).
    public let imageURL: String?

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
        imageURL = Self.text(object["image_url"])
        photo = object["photo_data"]?.scalarText.flatMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
            .flatMap { $0.isEmpty ? nil : Array($0) }
    }

    private static func text(_ value: JSONValue?, keepingLines: Bool = false) -> String? {
        guard let raw = value?.scalarText else { return nil }
        let text = keepingLines ? raw.trimmingSpaces : TextCleaner(raw).line
        return text.isEmpty ? nil : text
    }
}
