public import Pepin

/// Writes one recipe as a Cooklang file (`.cook`) that ``CooklangReader`` reads back as the same
/// recipe, for every field Cooklang carries:
///
/// - **Metadata** in `---` front matter, one `key: value` a line: title, description, source,
///   author, image, servings, yield, prep time, cook time, time required (times as "1 hr 30 min")
///   and tags ("Soup, Winter"). A value is one line (line breaks become spaces).
/// - **Ingredients** are never marked inside steps (a step says "the tomatoes", not the line, and
///   marking would reorder lines and lose sections). Each ingredient section is a paragraph
///   before the steps, after its title as a Cooklang section line (`= For the croutons`), one
///   whole mark a line: the line's amount, unit, name and preparation (what follows the first
///   comma) as `@butter{2%tbsp}(softened)` when reading the mark gives the line back word for
///   word, else the line before the comma as the mark's name (`@salt{}(to taste)`), else the
///   whole line. Cooklang apps list these marks as the ingredients; ``CooklangReader`` reads such
///   a paragraph as an ingredient section, not a step.
/// - **Steps** are paragraphs; instruction sections are `= Title` lines (a bare `=` starts an
///   untitled section after the first, or after a titled ingredient section). Characters that
///   would read as marks, comments, notes or sections are escaped with a backslash
///   (``CooklangEscape``).
/// - **Notes** are `>` lines, one a line of the note; a blank line between paragraphs.
///
/// Not carried: nutrition, empty ingredient sections and empty lines, commas inside a tag, and
/// blank lines beyond one and indentation inside notes. A metadata value that starts with a quote is written in double quotes
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
        // Whether a titled section is open: Cooklang apps put what follows in it until the next `=`.
        var inTitledSection = false
        for section in recipe.ingredientSections {
            let marks = section.lines.filter { !$0.trimmingSpaces.isEmpty }.map(Self.mark)
            guard !marks.isEmpty else { continue }
            if let title = section.title, !title.isEmpty {
                lines += ["", Self.sectionLine(title)]
                inTitledSection = true
            } else if inTitledSection {
                lines += ["", "="]
                inTitledSection = false
            }
            lines.append("")
            lines += marks
        }
        for (index, section) in recipe.instructionSections.enumerated() {
            if section.title != nil || index > 0 || inTitledSection {
                lines += ["", Self.sectionLine(section.title ?? "")]
                inTitledSection = false
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

    /// The mark for an ingredient line, the first of these that reads back as the line word for
    /// word: `@name{quantity%unit}(preparation)` (leading numbers the quantity, a unit word the
    /// parser knows the unit, what follows the first ", " the preparation, as Cooklang's
    /// shorthand for preparations has it), then `@name{}(preparation)`, then `@line{}`.
    ///
    ///     CooklangRecipeWriter.mark("2 tbsp butter, softened")   // "@butter{2%tbsp}(softened)"
    static func mark(_ line: String) -> String {
        let line = line.trimmingSpaces
        let (head, preparation) = Self.preparationSplit(line)
        var candidates: [(name: String, quantity: String, unit: String, note: String)] = []
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
            let (name, amount) = (words.joined(separator: " "), quantity.joined(separator: " "))
            candidates.append((name, amount, unit, preparation))
        }
        if !preparation.isEmpty { candidates.append((head, "", "", preparation)) }
        candidates.append((line, "", "", ""))
        let braces: Set<Character> = ["{", "}"]
        var mark = ""
        for candidate in candidates {
            mark = "@" + CooklangEscape.escapedName(candidate.name) + "{"
                + CooklangEscape.escaped(candidate.quantity, also: braces.union(["%"]))
            if !candidate.unit.isEmpty { mark += "%" + CooklangEscape.escaped(candidate.unit, also: braces.union(["%"])) }
            mark += "}"
            if !candidate.note.isEmpty { mark += "(" + CooklangEscape.escaped(candidate.note, also: braces.union(["(", ")"])) + ")" }
            if CooklangStepReader.listedIngredient(Substring(mark)) == line { return mark }
        }
        return mark
    }

    /// The line before its first ", " outside parentheses, and what follows it: "butter" and
    /// "softened" in "butter, softened"; the whole line and "" when there is none.
    static func preparationSplit(_ line: String) -> (head: String, preparation: String) {
        var depth = 0
        var previous: Character?
        for index in line.indices {
            let character = line[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if character == " ", previous == ",", depth == 0 {
                let head = line[..<line.index(before: index)].trimmingSpaces
                let rest = line[line.index(after: index)...].trimmingSpaces
                if !head.isEmpty, !rest.isEmpty { return (head, rest) }
            }
            previous = character
        }
        return (line, "")
    }

    /// `= Title`, its `=` signs escaped (a bare `=` for an untitled section).
    private static func sectionLine(_ title: String) -> String {
        title.isEmpty ? "=" : "= " + CooklangEscape.escaped(title, also: ["="])
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces }.joined(separator: " ")
    }
}
