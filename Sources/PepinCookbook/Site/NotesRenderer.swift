import Pepin

/// Renders recipe notes, a small safe subset of Markdown, to HTML: paragraphs, `#` headings (as `<h3>`), `-`/`*` lists,
/// `**bold**`, `*italic*`, `` `code` `` and `[text](https://…)` links. Everything else is text,
/// escaped; links other than http(s) and relative ones are dropped to their text.
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

    /// Escapes the text, then turns the inline marks into elements.
    static func inline(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                result += "<strong>" + inline(String(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound])) + "</strong>"
                rest = rest[end.upperBound...]
            } else if character == "*" || character == "_", let end = rest.dropFirst().firstIndex(of: character),
                end > rest.index(after: rest.startIndex)
            {
                result += "<em>" + inline(String(rest[rest.index(after: rest.startIndex)..<end])) + "</em>"
                rest = rest[rest.index(after: end)...]
            } else if character == "`", let end = rest.dropFirst().firstIndex(of: "`") {
                result += "<code>" + HTMLEscaper.escape(String(rest[rest.index(after: rest.startIndex)..<end])) + "</code>"
                rest = rest[rest.index(after: end)...]
            } else if character == "[", let link = Self.link(rest) {
                result += link.html
                rest = link.rest
            } else {
                result += HTMLEscaper.escape(String(character))
                rest = rest.dropFirst()
            }
        }
        return result
    }

    private static func link(_ text: Substring) -> (html: String, rest: Substring)? {
        guard let close = text.firstIndex(of: "]"), text[close...].hasPrefix("]("),
            let end = text[close...].firstIndex(of: ")")
        else { return nil }
        let label = String(text[text.index(after: text.startIndex)..<close])
        let target = String(text[text.index(close, offsetBy: 2)..<end])
        let lowered = target.lowercased()
        let safe = lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || !lowered.contains(":")
        let html =
            safe ? "<a href=\"\(HTMLEscaper.escape(target))\">\(inline(label))</a>" : inline(label)
        return (html, text[text.index(after: end)...])
    }
}

extension Substring {
    fileprivate var trimmingCharactersSpaces: String { String(self).trimmingBlankLines }
}
