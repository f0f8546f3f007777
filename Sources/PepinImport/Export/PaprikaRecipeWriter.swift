import Foundation
import PepinCookbook
public import Pepin

/// Writes one recipe as Paprika's recipe JSON (what a `.paprikarecipe` holds, before gzip): the
/// fields ``PaprikaRecipeReader`` reads back. Ingredients are one line each and directions one
/// step a line, a section's title as a line "Title:" before its lines (Paprika has no sections);
/// times as text ("1 hr 30 min"); the author as Paprika's `source` (a name), the address as
/// `source_url`; nutrition as `nutritional_info` lines "name: value". Paprika has servings only:
/// they read `serves`, or the yield when there is no `serves`; the yield also goes in a `yield`
/// key of its own, which Paprika ignores and Pepin reads back. A photo goes in `photo_data`
/// (base64, as Paprika writes it); `image_url` holds the image only when it is a web address.
/// `uid` is the same for the same title and source on every export, so Paprika sees one recipe.
///
///     PaprikaRecipeWriter(recipe).json   // {"name":"Tomato Soup","ingredients":"1 kg tomatoes\n...",...}
public struct PaprikaRecipeWriter: Sendable {
    /// The JSON text.
    public let json: String

    /// Writes `recipe`, with `photo` (an image file's bytes) packed in when given.
    public init(_ recipe: Recipe, photo: [UInt8]? = nil) {
        var writer = JSONWriter(capacity: 1_024 + (photo?.count ?? 0) * 4 / 3)
        writer.raw("{")
        writer.key("uid")
        writer.string(Self.uid(recipe))
        writer.raw(",")
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
            ("source", recipe.author), ("source_url", recipe.source), ("image_url", recipe.image.flatMap(Self.webAddress)),
            ("photo_data", photo.flatMap { $0.isEmpty ? nil : Data($0).base64EncodedString() }),
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

    /// `image` when it is a web address (`https://…`), not a path on the cook's disk.
    private static func webAddress(_ image: String) -> String? {
        let lowered = image.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") ? image : nil
    }

    /// A UUID-shaped uid from the title and source (FNV-1a, two seeds), as Paprika's uids look:
    /// `9A3F…-…`, upper case. The same recipe gets the same uid on every export.
    static func uid(_ recipe: Recipe) -> String {
        let bytes = Array((recipe.title + "\n" + (recipe.source ?? "")).utf8)
        func fnv(_ seed: UInt64) -> UInt64 {
            bytes.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        }
        let hex = [fnv(0xCBF2_9CE4_8422_2325), fnv(0x8422_2325_CBF2_9CE4)]
            .map { value in String((0..<16).reversed().map { Array("0123456789ABCDEF")[Int(value >> ($0 * 4) & 0xF)] }) }
            .joined()
        let cuts = [8, 4, 4, 4, 12]
        var parts: [String] = []
        var rest = Substring(hex)
        for cut in cuts {
            parts.append(String(rest.prefix(cut)))
            rest = rest.dropFirst(cut)
        }
        return parts.joined(separator: "-")
    }
}
