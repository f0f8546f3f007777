import PepinCookbook
import Pepin

/// Reads `recipeIngredient`: strings, `PropertyValue`s or nested lists, into sections.
///
/// A line that is only a heading (`"For the sauce:"`: ends with a colon, no digits, short) starts
/// a new section, which is how pages that have ingredient groups write them in schema.org.
/// Nested lists become untitled sections.
struct SchemaIngredientReader {
    let sections: [IngredientSection]

    init(_ value: JSONValue?, fields: SchemaFieldReader) {
        var sections: [IngredientSection] = []
        var current = IngredientSection(lines: [])
        func close() {
            if !current.lines.isEmpty || current.title != nil { sections.append(current) }
        }
        // One text with every line in it: split at line breaks.
        var elements = value?.elements ?? []
        if case .string(let text)? = value {
            elements = TextCleaner(text).lines.map { .string($0) }
        }
        for element in elements {
            if case .array(let group) = element {
                close()
                current = IngredientSection(lines: group.compactMap { Self.line($0, fields: fields) })
                close()
                current = IngredientSection(lines: [])
                continue
            }
            guard let line = Self.line(element, fields: fields) else { continue }
            if let heading = Self.heading(line) {
                close()
                current = IngredientSection(title: heading, lines: [])
            } else {
                current.lines.append(line)
            }
        }
        close()
        // A trailing heading with no lines is an ingredient after all.
        self.sections = sections.map { section in
            section.title != nil && section.lines.isEmpty
                ? IngredientSection(lines: [section.title! + ":"]) : section
        }
    }

    private static func line(_ value: JSONValue, fields: SchemaFieldReader) -> String? {
        switch fields.resolve(value) {
        case .string(let text), .number(let text):
            let line = Self.withoutSpaceBeforeComma(TextCleaner(text).line)
            return line.isEmpty ? nil : line
        case .object(let object):
            // PropertyValue: value, unit, name ("2 cups flour").
            let parts = [object["value"], object["unitText"] ?? object["unitCode"], object["name"] ?? object["text"]]
                .compactMap { fields.text($0) }
            let line = parts.joined(separator: " ")
            return line.isEmpty ? nil : line
        default:
            return nil
        }
    }

    /// "1 apple , cored" reads "1 apple, cored": sites that join an ingredient's name and its note
    /// leave a space before the note's comma, which the page itself does not show.
    static func withoutSpaceBeforeComma(_ line: String) -> String {
        guard line.contains(" ,") else { return line }
        return line.replacingOccurrences(" ,", with: ",")
    }

    /// The section title if `line` is a heading such as "For the sauce:".
    static func heading(_ line: String) -> String? {
        guard line.hasSuffix(":"), line.count <= 60, !line.contains(where: \.isNumber) else { return nil }
        let title = String(line.dropLast()).trimmingSpaces
        return title.isEmpty ? nil : title
    }
}
