public import Pepin

/// Reads a Cooklang recipe (`.cook`): metadata (`>> servings: 4` lines or `---` front matter),
/// steps as paragraphs with `@ingredient{qty%unit}(preparation)`, `#cookware{}` and
/// `~timer{qty%unit}` marks, sections (`= Dough`, `== Dough ==`), notes (`> ...`), comments
/// (`-- ...`, `[- ... -]`).
///
/// Each paragraph is a step, its marks written as plain words ("Add @milk{200%ml}" reads "Add
/// milk"); each ingredient mark is an ingredient line ("200 ml milk", "2 tbsp butter, softened"
/// for `@butter{2%tbsp}(softened)`), in order of appearance. A paragraph whose every line is one
/// whole ingredient mark is an ingredient list, not a step (what ``CooklangRecipeWriter``
/// writes): its marks are an ingredient section, titled by the section line right before it (or
/// by a first line ending in ":", as Pepin wrote them before; the steps after it keep that
/// title), and when a file has such lists they are its ingredients (marks in steps are then only
/// words). Consecutive note lines are one note, and a backslash makes a mark, comment, note or
/// section character plain (``CooklangEscape``).
///
///     CooklangReader("Boil @eggs{3} for ~{7%minutes}.", name: "Eggs").recipe.allIngredientLines   // ["3 eggs"]
public struct CooklangReader: Sendable {
    /// The recipe.
    public let recipe: Recipe

    /// - Parameters:
    ///   - text: the `.cook` file's text.
    ///   - name: the title when the metadata gives none (the file's name without extension).
    public init(_ text: String, name: String) {
        var metadata: [(String, String)] = []
        var body = Substring(text)
        if body.hasPrefix("---"), let end = body.dropFirst(3).range(of: "\n---") {
            for line in body[body.index(body.startIndex, offsetBy: 3)..<end.lowerBound].split(whereSeparator: \.isNewline) {
                if let pair = Self.pair(line) { metadata.append(pair) }
            }
            body = body[end.upperBound...]
        }
        body = Substring(Self.withoutBlockComments(body))
        var sections: [InstructionSection] = [InstructionSection(steps: [])]
        var ingredients: [String] = []
        var listed: [IngredientSection] = []
        var notes: [String] = []
        var note: [String] = []
        var paragraph: [Substring] = []
        // Whether the last section's title also titles the ingredient list right after it.
        var titleListed = false
        func closeParagraph() {
            if !note.isEmpty { notes.append(note.joined(separator: "\n")) }
            note = []
            guard !paragraph.isEmpty else { return }
            if var section = Self.ingredientList(paragraph) {
                // A list right after a section line (`= Dough`) is that section's ingredients.
                let last = sections.count - 1
                if section.title == nil, !titleListed, sections[last].steps.isEmpty, let title = sections[last].title {
                    section.title = title
                    titleListed = true
                }
                listed.append(section)
                paragraph = []
                return
            }
            let step = CooklangStepReader(paragraph.joined(separator: " "))
            if !step.text.isEmpty { sections[sections.count - 1].steps.append(step.text) }
            ingredients += step.ingredients
            paragraph = []
        }
        for rawLine in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "--") { line = line[..<comment.lowerBound] }
            let trimmed = Substring(line.trimmingSpaces)
            if trimmed.isEmpty {
                closeParagraph()
            } else if trimmed.hasPrefix(">>") {
                closeParagraph()
                if let pair = Self.pair(trimmed.dropFirst(2)) { metadata.append(pair) }
            } else if trimmed.hasPrefix(">") {
                let text = CooklangEscape.unescaped(trimmed.dropFirst().trimmingSpaces)
                if note.isEmpty { closeParagraph() }
                note.append(text)
            } else if trimmed.hasPrefix("=") {
                closeParagraph()
                let title = Self.sectionTitle(trimmed)
                // A section with no step yet, untitled or titling only a list, takes the new title.
                if sections[sections.count - 1].steps.isEmpty, sections[sections.count - 1].title == nil || titleListed {
                    sections[sections.count - 1].title = title
                    titleListed = false
                } else {
                    sections.append(InstructionSection(title: title, steps: []))
                }
            } else {
                if !note.isEmpty { closeParagraph() }
                paragraph.append(trimmed)
            }
        }
        closeParagraph()
        if titleListed, sections[sections.count - 1].steps.isEmpty { sections[sections.count - 1].title = nil }
        func value(_ keys: String...) -> String? {
            metadata.first { keys.contains($0.0) }.map(\.1)
        }
        var recipe = Recipe(title: value("title") ?? name)
        recipe.description = value("description")
        recipe.source = value("source", "source.url", "url")
        recipe.author = value("author", "source.author")
        recipe.image = value("image", "image url")
        recipe.serves = value("servings", "serves")
        recipe.yields = value("yield", "makes")
        recipe.tags = (value("tags") ?? "").split(separator: ",").map { $0.trimmingCharacters("[] \"") }.filter { !$0.isEmpty }
        recipe.prepTime = value("prep time", "time.prep").flatMap { DurationParser($0).time }
        recipe.cookTime = value("cook time", "time.cook").flatMap { DurationParser($0).time }
        recipe.totalTime = value("time required", "time", "duration", "total time").flatMap { DurationParser($0).time }
        recipe.ingredientSections = !listed.isEmpty ? listed : ingredients.isEmpty ? [] : [IngredientSection(lines: ingredients)]
        recipe.instructionSections = sections.filter { !$0.steps.isEmpty || $0.title != nil }
        recipe.notes = notes.isEmpty ? nil : notes.joined(separator: "\n\n")
        self.recipe = recipe
    }

    /// The ingredient section a paragraph lists: an optional "Title:" line, then lines that are
    /// each one whole ingredient mark; `nil` when the paragraph is a step.
    private static func ingredientList(_ paragraph: [Substring]) -> IngredientSection? {
        var lines = paragraph[...]
        var title: String?
        if let first = lines.first, first.hasSuffix(":"), !first.hasPrefix("@"), lines.count > 1 {
            title = CooklangEscape.unescaped(first.dropLast()).trimmingSpaces
            lines = lines.dropFirst()
        }
        var ingredients: [String] = []
        for line in lines {
            guard let ingredient = CooklangStepReader.listedIngredient(line) else { return nil }
            ingredients.append(ingredient)
        }
        return IngredientSection(title: title?.isEmpty == true ? nil : title, lines: ingredients)
    }

    /// The title of a section line, `= Dough` or `== Dough ==`: the text between the `=` signs,
    /// escapes read (an escaped `\=` is the title's own); `nil` for a bare `=`.
    static func sectionTitle(_ line: Substring) -> String? {
        let text = Array(line.drop { $0 == "=" || $0 == " " })
        var end = text.count
        while end > 0, text[end - 1] == " " || (text[end - 1] == "=" && (end < 2 || text[end - 2] != "\\")) {
            end -= 1
        }
        let title = CooklangEscape.unescaped(String(text[..<end])).trimmingSpaces
        return title.isEmpty ? nil : title
    }

    /// `key: value`, the key lower-cased.
    private static func pair(_ line: Substring) -> (String, String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let key = line[..<colon].trimmingSpaces.lowercased()
        let value = CooklangMetadataValue.read(line[line.index(after: colon)...])
        return key.isEmpty || value.isEmpty ? nil : (key, value)
    }

    /// The text without `[- ... -]` comments.
    private static func withoutBlockComments(_ text: Substring) -> String {
        var out = ""
        var rest = text
        while let open = rest.range(of: "[-") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "-]") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(_ characters: String) -> String {
        let trimmed = drop { characters.contains($0) || $0.isWhitespace }
        return String(trimmed.reversed().drop { characters.contains($0) || $0.isWhitespace }.reversed())
    }
}
