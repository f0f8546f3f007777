import Foundation
import PepinCookbook
public import Pepin

/// Reads one Paprika recipe (the JSON inside a `.paprikarecipe`): name, ingredients and
/// directions as texts with one line or step a line ("Title:" lines start sections), servings
/// ("serves 2" serves 2, "Makes 24" is the yield), the source's name (the author) and address,
/// the image's address, times ("15 mins"; a time not wholly read, "overnight", is also kept in
/// the notes as "Prep time: overnight"), categories, description, notes and `nutritional_info`
/// ("Calories: 229" lines); the photo apart from the recipe (`pepin import --images` saves it).
///
///     PaprikaRecipeReader(Array(json.utf8))?.recipe.title   // "Tomato Soup"
public struct PaprikaRecipeReader: Sendable {
    /// The recipe.
    public let recipe: Recipe
    /// The photo Paprika keeps in the recipe (`photo_data`, base64), unchecked.
    public let photo: [UInt8]?
    /// Where the photo came from (`image_url`).
    public let imageURL: String?

    /// Why `json` is no recipe: "not JSON" (no JSON object) or "no name".
    static func problem(in json: [UInt8]) -> String {
        guard case .object? = try? LenientJSONParser(json).values.first else { return "not JSON" }
        return "no name"
    }

    /// Reads the JSON's bytes; `nil` when they hold no object with a name.
    public init?(_ json: [UInt8]) {
        guard case .object(let object)? = try? LenientJSONParser(json).values.first,
            let name = Self.text(object["name"])
        else { return nil }
        var recipe = Recipe(title: name)
        recipe.description = Self.text(object["description"])
        // Paprika's `source` is a name ("Smitten Kitchen"); an address there, with no `source_url`,
        // is the source's address.
        let sourceName = Self.text(object["source"])
        let sourceURL = Self.text(object["source_url"])
        let isAddress = sourceURL == nil && (sourceName.map { $0.hasPrefix("http://") || $0.hasPrefix("https://") } ?? false)
        recipe.source = sourceURL ?? (isAddress ? sourceName : nil)
        recipe.author = isAddress ? nil : sourceName
        recipe.image = Self.text(object["image_url"])
        // Servings read as schema.org's yield is ("serves 2" serves 2, "Makes 24" is a yield), and
        // the yield Pepin writes beside them (servings stand for a yield alone).
        let servings = Self.text(object["servings"])
        let yieldReading = servings.map { SchemaYieldReader([$0]) }
        recipe.yields = Self.text(object["yield"]) ?? yieldReading?.yields
        recipe.serves = yieldReading?.serves ?? servings.flatMap { $0 == recipe.yields ? nil : $0 }
        // A time not wholly read ("overnight", "20 minutes plus chilling") keeps what reads as
        // one, and its text goes in the notes: nothing the cook wrote is lost.
        var unreadTimes: [String] = []
        func time(_ key: String, _ label: String) -> RecipeTime? {
            guard let text = Self.text(object[key]) else { return nil }
            if let time = DurationParser(text).time { return time }
            unreadTimes.append("\(label): \(text)")
            return SchemaFieldReader.time(text)
        }
        recipe.prepTime = time("prep_time", "Prep time")
        recipe.cookTime = time("cook_time", "Cook time")
        recipe.totalTime = time("total_time", "Total time")
        if case .array(let categories)? = object["categories"] {
            recipe.tags = categories.compactMap { Self.text($0) }
        }
        let fields = SchemaFieldReader(nodesByID: [:])
        let ingredients = Self.text(object["ingredients"], keepingLines: true).map { JSONValue.string($0) }
        recipe.ingredientSections = SchemaIngredientReader(ingredients, fields: fields).sections
        recipe.instructionSections = Self.sections(Self.text(object["directions"], keepingLines: true), fields: fields)
        recipe.notes = Self.text(object["notes"], keepingLines: true)
        let (facts, otherLines) = Self.nutrition(Self.text(object["nutritional_info"], keepingLines: true))
        recipe.nutrition = facts
        // Times and nutrition written as prose stay, in the notes.
        for lines in [unreadTimes, otherLines] where !lines.isEmpty {
            recipe.notes = [recipe.notes, lines.joined(separator: "\n")].compactMap { $0 }.joined(separator: "\n\n")
        }
        self.recipe = recipe
        imageURL = recipe.image
        photo = object["photo_data"]?.scalarText.flatMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
            .flatMap { $0.isEmpty ? nil : Array($0) }
    }

    /// The directions' steps, a short line ending in ":" starting a section of that title. Unlike
    /// an ingredient heading (``SchemaIngredientReader/heading(_:)``) it may hold numbers: "Day 1
    /// (Morning):", "1-Minute Microwave Instructions:".
    private static func sections(_ directions: String?, fields: SchemaFieldReader) -> [InstructionSection] {
        guard let directions else { return [] }
        var chunks: [(title: String?, lines: [Substring])] = [(nil, [])]
        for line in directions.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingSpaces
            if trimmed.hasSuffix(":"), trimmed.count > 1, trimmed.split(separator: " ").count <= 8 {
                chunks.append((String(trimmed.dropLast()).trimmingSpaces, []))
            } else {
                chunks[chunks.count - 1].lines.append(line)
            }
        }
        return chunks.compactMap { chunk in
            let text = chunk.lines.joined(separator: "\n")
            let steps = SchemaInstructionReader(text.isEmpty ? nil : .string(text), fields: fields).sections.flatMap(\.steps)
            return chunk.title == nil && steps.isEmpty ? nil : InstructionSection(title: chunk.title, steps: steps)
        }
    }

    /// `nutritional_info` lines "Name: value" as facts, and the lines that are not.
    private static func nutrition(_ text: String?) -> ([NutritionFact], [String]) {
        var facts: [NutritionFact] = []
        var others: [String] = []
        for line in (text ?? "").split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, !parts[0].trimmingSpaces.isEmpty, !parts[1].trimmingSpaces.isEmpty {
                facts.append(NutritionFact(name: parts[0].trimmingSpaces, value: parts[1].trimmingSpaces))
            } else if !line.trimmingSpaces.isEmpty {
                others.append(line.trimmingSpaces)
            }
        }
        return (facts, others)
    }

    private static func text(_ value: JSONValue?, keepingLines: Bool = false) -> String? {
        guard let raw = value?.scalarText else { return nil }
        let text = keepingLines ? raw.trimmingSpaces : TextCleaner(raw).line
        return text.isEmpty ? nil : text
    }
}
