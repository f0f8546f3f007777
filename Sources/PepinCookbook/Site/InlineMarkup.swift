import Pepin

/// The inline marks a cook may use in descriptions, steps and notes, rendered safely: Markdown
/// `**bold**`, `*italic*`, `` `code` `` and `[text](https://…)`, and the HTML the 2016 files
/// used, `<a href="http(s)://…">`, `<em>`, `<strong>`, `<br>`. Everything else is escaped text;
/// `javascript:` and other schemes never become links.
///
/// Linear time: a closing mark that is not found is never searched for again, so 40,000 `[`
/// cost one scan, not 40,000.
struct InlineMarkup {
    let html: String

    init(_ text: String) {
        // Most steps and notes hold no mark at all: escaped in one pass.
        html = text.utf8.contains(where: Self.isMarkByte) ? Self.render(Substring(text), depth: 0) : HTMLEscaper.escape(text)
    }

    /// The first characters of every mark: `*`, `_`, `` ` ``, `[`, `<`.
    static func isMarkByte(_ byte: UInt8) -> Bool {
        byte == 0x2A || byte == 0x5F || byte == 0x60 || byte == 0x5B || byte == 0x3C
    }

    private static func isMark(_ character: Character) -> Bool {
        character == "*" || character == "_" || character == "`" || character == "[" || character == "<"
    }

    /// Marks nest at most this deep; deeper text is escaped as it is, which keeps the work linear.
    static let maximumDepth = 4

    /// True when `text` holds marks that render as elements (a step the script must not rewrite).
    static func hasMarks(_ text: String) -> Bool {
        text.utf8.contains(where: isMarkByte) && InlineMarkup(text).html != HTMLEscaper.escape(text)
    }

    /// Each level has its own memory of missing marks: a mark missing inside a label may still
    /// follow it.
    private static func render(_ text: Substring, depth: Int) -> String {
        guard depth <= maximumDepth else { return HTMLEscaper.escape(String(text)) }
        var marks = MarkFinder()
        var result = ""
        var rest = text
        func find(_ mark: String, in part: Substring) -> Range<Substring.Index>? { marks.find(mark, in: part) }
        while let character = rest.first {
            let after = rest.index(after: rest.startIndex)
            if rest.hasPrefix("**"), let end = find("**", in: rest.dropFirst(2)) {
                result += "<strong>" + render(rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound], depth: depth + 1) + "</strong>"
                rest = rest[end.upperBound...]
            } else if character == "*" || character == "_", after < rest.endIndex, rest[after] != " ",
                let end = find(String(character), in: rest[after...]), end.lowerBound > after
            {
                result += "<em>" + render(rest[after..<end.lowerBound], depth: depth + 1) + "</em>"
                rest = rest[end.upperBound...]
            } else if character == "`", let end = find("`", in: rest[after...]) {
                result += "<code>" + HTMLEscaper.escape(String(rest[after..<end.lowerBound])) + "</code>"
                rest = rest[end.upperBound...]
            } else if character == "[", let close = find("](", in: rest), let end = find(")", in: rest[close.upperBound...]) {
                let label = rest[after..<close.lowerBound]
                result += link(String(rest[close.upperBound..<end.lowerBound]), label: label, depth: depth)
                rest = rest[end.upperBound...]
            } else if character == "<", let (html, next) = tag(rest, depth: depth, marks: &marks) {
                result += html
                rest = next
            } else {
                // This character, and the plain text up to the next mark, escaped at once.
                var end = after
                while end < rest.endIndex, !isMark(rest[end]) { end = rest.index(after: end) }
                result += HTMLEscaper.escape(String(rest[rest.startIndex..<end]))
                rest = rest[end...]
            }
        }
        return result
    }

    private static func link(_ target: String, label: Substring, depth: Int) -> String {
        let trimmed = target.trimmingBlankLines
        let lowered = trimmed.lowercased()
        let safe = lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
            || (!lowered.contains(":") && !lowered.hasPrefix("//"))
        let inner = render(label, depth: depth + 1)
        return safe && !trimmed.isEmpty ? "<a href=\"\(HTMLEscaper.escape(trimmed))\">\(inner)</a>" : inner
    }

    /// `<br>`, `<em>…</em>`, `<strong>…</strong>`, `<a href="…">…</a>` (any case); `nil` for
    /// anything else, which is then escaped.
    private static func tag(_ text: Substring, depth: Int, marks: inout MarkFinder) -> (String, Substring)? {
        let lowered = text.prefix(8).lowercased()
        for br in ["<br>", "<br/>", "<br />"] where lowered.hasPrefix(br) {
            return ("<br>", text.dropFirst(br.count))
        }
        for name in ["em", "strong", "i", "b"] where lowered.hasPrefix("<\(name)>") {
            let open = text.dropFirst(name.count + 2)
            guard let close = marks.find("</\(name)>", in: open, caseInsensitive: true) else { return nil }
            let element = name == "i" ? "em" : name == "b" ? "strong" : name
            return ("<\(element)>" + render(open[..<close.lowerBound], depth: depth + 1) + "</\(element)>", open[close.upperBound...])
        }
        guard lowered.hasPrefix("<a ") || lowered.hasPrefix("<a\t"), let tagEnd = marks.find(">", in: text),
            let close = marks.find("</a>", in: text[tagEnd.upperBound...], caseInsensitive: true)
        else { return nil }
        let attributes = text[text.index(text.startIndex, offsetBy: 2)..<tagEnd.lowerBound]
        guard let href = Self.href(in: attributes) else { return nil }
        let label = text[tagEnd.upperBound..<close.lowerBound]
        return (link(href, label: label, depth: depth), text[close.upperBound...])
    }

    /// The `href` attribute's value, quoted with `"` or `'`.
    private static func href(in attributes: Substring) -> String? {
        guard let start = attributes.range(of: "href=", options: .caseInsensitive) else { return nil }
        var rest = attributes[start.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<end])
    }
}

/// Finds the next occurrence of a mark in the suffixes of one text, remembering each answer: a
/// mark found at X is the answer for any later start up to X, and a missing mark stays missing,
/// so scanning a text costs one pass per mark, not one per position.
struct MarkFinder {
    private var found: [String: Range<Substring.Index>] = [:]
    private var missing: Set<String> = []

    mutating func find(_ mark: String, in part: Substring, caseInsensitive: Bool = false) -> Range<Substring.Index>? {
        if missing.contains(mark) { return nil }
        if let known = found[mark], known.lowerBound >= part.startIndex { return known }
        guard let range = part.range(of: mark, options: caseInsensitive ? .caseInsensitive : []) else {
            missing.insert(mark)
            return nil
        }
        found[mark] = range
        return range
    }
}
