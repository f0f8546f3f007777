/// A file's lines for diagnostics, found on demand: most files load without a single problem,
/// so the text is not split into lines unless a diagnostic quotes one.
struct SourceLines: Sendable {
    let text: String

    /// The line at `index` (0-based, without its line break), or `nil` past the end.
    subscript(index: Int) -> String? {
        guard index >= 0 else { return nil }
        var line = 0
        var start = text.utf8.startIndex
        for position in text.utf8.indices where text.utf8[position] == 0x0A {
            if line == index { return String(text[start..<position]) }
            line += 1
            start = text.utf8.index(after: position)
        }
        return line == index ? String(text[start...]) : nil
    }

    /// The first line, or `nil` for an empty text.
    var first: String? { self[0] }
}
