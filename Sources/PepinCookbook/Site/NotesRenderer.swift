import Pepin

/// Renders recipe notes, a small safe subset of Markdown, to HTML: paragraphs, `#` headings (as `<h3>`), `-`/`*` lists,
/// and the inline marks of ``InlineMarkup``. Everything else is text, escaped.
struct NotesRenderer {
    let html: String

    init(_ markdown: String) {
        var blocks: [String] = []
        var paragraph: [String] = []
        var items: [String] = []
        func flush() {
            if !paragraph.isEmpty { blocks.append("<p>" + Self.inline(paragraph.joined(separator: " ")) + "</p>") }
            if !items.isEmpty { blocks.append("<ul>" + items.map { "<li>" + Self.inline($0) + "</li>" }.joined() + "</ul>") }
            paragraph = []
            items = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw).trimmingBlankLines
            if line.isEmpty {
                flush()
            } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
                if !paragraph.isEmpty { flush() }
                items.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("#") {
                flush()
                blocks.append("<h3>" + Self.inline(line.drop { $0 == "#" }.trimmingCharactersSpaces) + "</h3>")
            } else if !items.isEmpty {
                items[items.count - 1] += " " + line
            } else {
                paragraph.append(line)
            }
        }
        flush()
        html = blocks.joined(separator: "\n")
    }

    /// Escapes the text, then turns the inline marks into elements (see ``InlineMarkup``).
    static func inline(_ text: String) -> String { InlineMarkup(text).html }
}

extension Substring {
    fileprivate var trimmingCharactersSpaces: String { String(self).trimmingBlankLines }
}
