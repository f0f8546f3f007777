/// Edits to an ingredient line's own text, by UTF-8 byte span: the one place where new amounts are
/// spliced into the author's words. Untouched text is kept (and escaped for HTML); an edit that
/// overlaps an earlier one is dropped, so the author's words are never written twice.
///
/// ```swift
/// var edits = SpanEdits()
/// edits.replace(0..<1, with: "3")           // "1 large egg" reads "3 large egg" ...
/// edits.replace(8..<11, with: "eggs")      // ... and "3 large eggs"
/// edits.applied(to: line, format: .text)
/// ```
struct SpanEdits {
    private var edits: [(span: Range<Int>, text: String)] = []

    /// Replaces the bytes in `span` with `text` (already escaped for its format).
    mutating func replace(_ span: Range<Int>, with text: String) {
        edits.append((span, text))
    }

    /// The line's text with every edit applied.
    func applied(to line: IngredientLine, format: TextFormat) -> String {
        func escaped(_ text: String) -> String { format == .html ? HTMLEscaper.escape(text) : text }
        let sorted = edits.sorted { $0.span.lowerBound < $1.span.lowerBound }
        var result = ""
        var position = 0
        for edit in sorted where edit.span.lowerBound >= position {
            result += escaped(line.slice(position..<edit.span.lowerBound))
            result += edit.text
            position = edit.span.upperBound
        }
        return result + escaped(line.slice(position..<line.original.utf8.count))
    }
}
