public import Pepin

/// Writes one recipe as a Cooklang file (`.cook`) that ``CooklangReader`` reads back as the same
/// recipe, for every field Cooklang carries:
///
/// - **Metadata** in `---` front matter, one `key: value` a line: title, description, source,
///   author, image, servings, yield, prep time, cook time, time required (times as "1 hr 30 min")
///   and tags ("Soup, Winter"). A value is one line (line breaks become spaces).
/// - **Ingredients** are never marked inside steps (a step says "the tomatoes", not the line, and
///   marking would reorder lines and lose sections). Each ingredient section is a paragraph
///   before the steps, its title a line ending in ":", then one whole mark a line: the line's
///   amount, unit and name as `@tomatoes{1%kg}` when reading the mark gives the line back word
///   for word, else the whole line as the mark's name, `@salt, to taste{}`. Cooklang apps list
///   these marks as the ingredients; ``CooklangReader`` reads such a paragraph as an ingredient
///   section, not a step.
/// - **Steps** are paragraphs; instruction sections are `= Title` lines (a bare `=` starts an
///   untitled section after the first). Characters that would read as marks, comments, notes or
///   sections are escaped with a backslash (``CooklangEscape``).
/// - **Notes** are `>` lines, one a line of the note; a blank line between paragraphs.
///
/// Not carried: nutrition, empty ingredient sections and empty lines, a title's trailing ":" in
/// an ingredient section, commas inside a tag, and blank lines beyond one and indentation inside
/// notes. A metadata value that starts with a quote is written in double quotes
/// (``CooklangMetadataValue``).
///
///     CooklangRecipeWriter(recipe).text   // "---\ntitle: Tomato Soup\n...---\n\n@tomatoes{1%kg}\n..."
public struct CooklangRecipeWriter: Sendable {
    /// The `.cook` text, ending with a line break.
    public let text: String

    public init(_ recipe: Recipe) {
        var lines = ["---"]
        let metadata: [(String, String?)] = [
            ("title", recipe.title), ("description", recipe.description), ("source", recipe.source),
            ("author", recipe.author), ("image", recipe.image), ("servings", recipe.serves),
            ("yield", recipe.yields), ("prep time", recipe.prepTime?.text), ("cook time", recipe.cookTime?.text),
            ("time required", recipe.totalTime?.text),
            ("tags", recipe.tags.isEmpty ? nil : recipe.tags.joined(separator: ", ")),
        ]
        for case (let key, let value?) in metadata where !value.isEmpty {
            lines.append("\(key): \(CooklangMetadataValue.written(Self.oneLine(value)))")
        }
        lines.append("---")
        for section in recipe.ingredientSections {
            let marks = section.lines.filter { !$0.trimmingSpaces.isEmpty }.map(Self.mark)
            guard !marks.isEmpty else { continue }
            lines.append("")
            if let title = section.title, !title.isEmpty { lines.append(CooklangEscape.escaped(title) + ":") }
            lines += marks
        }
        for (index, section) in recipe.instructionSections.enumerated() {
            if section.title != nil || index > 0 {
                lines += ["", "= " + CooklangEscape.escaped(section.title ?? "")]
            }
            for step in section.steps where !step.trimmingSpaces.isEmpty {
                lines += ["", CooklangEscape.escaped(Self.oneLine(step))]
            }
        }
        for paragraph in (recipe.notes ?? "").split(separator: "\n\n") {
            let noteLines = paragraph.split(whereSeparator: \.isNewline).filter { !$0.trimmingSpaces.isEmpty }
            guard !noteLines.isEmpty else { continue }
            lines.append("")
            lines += noteLines.map { "> " + CooklangEscape.escaped($0.trimmingSpaces) }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// The mark for an ingredient line: `@name{quantity%unit}(note)` (leading numbers the
    /// quantity, a unit word the parser knows the unit, a last parenthesis the note) when that
    /// reads back as the line, else `@line{}`.
    static func mark(_ line: String) -> String {
        let line = line.trimmingSpaces
        let braces: Set<Character> = ["{", "}"]
        var head = Substring(line)
        var note = ""
        if line.hasSuffix(")"), let open = line.range(of: " (", options: .backwards) {
            head = line[..<open.lowerBound]
            note = String(line[open.upperBound...].dropLast())
        }
        var words = head.split(separator: " ")
        var quantity: [Substring] = []
        while let word = words.first, word.first?.isNumber == true {
            quantity.append(word)
            words.removeFirst()
        }
        var unit = ""
        if !quantity.isEmpty, words.count >= 2, words[0].allSatisfy(\.isLetter), IngredientLineParser(line).line.unit != nil {
            unit = String(words.removeFirst())
        }
        if !quantity.isEmpty, !words.isEmpty {
            var mark = "@" + CooklangEscape.escaped(words.joined(separator: " "), also: braces) + "{"
                + CooklangEscape.escaped(quantity.joined(separator: " "), also: braces.union(["%"]))
            if !unit.isEmpty { mark += "%" + CooklangEscape.escaped(unit, also: braces.union(["%"])) }
            mark += "}" + (note.isEmpty ? "" : "(" + CooklangEscape.escaped(note, also: braces) + ")")
            if CooklangStepReader.listedIngredient(Substring(mark)) == line { return mark }
        }
        return "@" + CooklangEscape.escaped(line, also: braces) + "{}"
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
    }
}
