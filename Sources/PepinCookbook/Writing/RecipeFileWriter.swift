public import Pepin

/// Writes a ``Recipe`` as a recipe file: Markdown with YAML front matter, in the format of
/// `docs/RecipeFormat.md`, which the cookbook loader reads back as the same recipe.
///
/// Strings are quoted only where YAML needs it; sections become one-key mappings; nutrition a
/// mapping; the notes the Markdown body.
///
///     RecipeFileWriter(Recipe(title: "Toast", ingredientSections: [.init(lines: ["1 slice bread"])])).text
///     // ---
///     // title: Toast
///     // ingredients:
///     //   - 1 slice bread
///     // ---
public struct RecipeFileWriter: Sendable {
    /// The whole file.
    public let text: String

    /// Writes `recipe`.
    public init(_ recipe: Recipe) {
        var out = "---\n"
        func field(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty else { return }
            out += "\(key): \(YAMLScalarWriter(value).text)\n"
        }
        field("title", recipe.title)
        field("description", recipe.description)
        field("source", recipe.source)
        field("author", recipe.author)
        field("image", recipe.image)
        if !recipe.tags.isEmpty {
            out += "tags: [" + recipe.tags.map { YAMLScalarWriter($0, inFlow: true).text }.joined(separator: ", ") + "]\n"
        }
        // A plain count reads back as written (the loader keeps a number's text): `serves: 4`.
        func count(_ key: String, _ value: String?) {
            guard let value, !value.isEmpty, value.count < 10, value.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return field(key, value)
            }
            out += "\(key): \(value)\n"
        }
        count("yields", recipe.yields)
        count("serves", recipe.serves)
        field("prep_time", recipe.prepTime.map(Self.time))
        field("cook_time", recipe.cookTime.map(Self.time))
        field("total_time", recipe.totalTime.map(Self.time))
        out += Self.sections(
            "ingredients", recipe.ingredientSections.map { ($0.title, $0.lines) })
        out += Self.sections(
            "instructions", recipe.instructionSections.map { ($0.title, $0.steps) })
        if !recipe.nutrition.isEmpty {
            out += "nutrition:\n"
            for fact in recipe.nutrition {
                out += "  \(YAMLScalarWriter(fact.name).text): \(YAMLScalarWriter(fact.value).text)\n"
            }
        }
        out += "---\n"
        if let notes = recipe.notes, !notes.isEmpty {
            out += notes.hasSuffix("\n") ? notes : notes + "\n"
        }
        text = out
    }

    /// A time as the format writes it: `1 hr 30 min`, `45 min`.
    private static func time(_ time: RecipeTime) -> String {
        time.text
    }

    private static func sections(_ key: String, _ sections: [(title: String?, lines: [String])]) -> String {
        let lineCount = sections.reduce(0) { $0 + $1.lines.count }
        guard lineCount > 0 || sections.contains(where: { $0.title != nil }) else { return "" }
        var out = "\(key):\n"
        for section in sections {
            if let title = section.title {
                out += "  - \(YAMLScalarWriter(title).text):"
                if section.lines.isEmpty {
                    out += " []\n"
                    continue
                }
                out += "\n"
                for line in section.lines { out += "      - \(YAMLScalarWriter(line).text)\n" }
            } else {
                for line in section.lines { out += "  - \(YAMLScalarWriter(line).text)\n" }
            }
        }
        return out
    }
}
