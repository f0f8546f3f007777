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
        let original = line.original
        let utf8 = original.utf8
        var result = ""
        result.reserveCapacity(utf8.count + 32)
        // The author's text between edits, appended from the original without a copy of its own.
        func keep(_ span: Range<Int>) {
            guard !span.isEmpty else { return }
            let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
            let text = original[start..<utf8.index(start, offsetBy: span.count)]
            if format == .html { result += HTMLEscaper.escape(String(text)) } else { result += text }
        }
        let sorted = edits.count < 2 ? edits : edits.sorted { $0.span.lowerBound < $1.span.lowerBound }
        var position = 0
        for edit in sorted where edit.span.lowerBound >= position {
            keep(position..<edit.span.lowerBound)
            result += edit.text
            position = edit.span.upperBound
        }
        keep(position..<utf8.count)
        return result
    }
}
