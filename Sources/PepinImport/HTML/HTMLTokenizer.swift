/// Splits an HTML page into tags, text, raw text and comments: the small part of the HTML
/// tokenizer that reading recipes needs.
///
/// Works on UTF-8 bytes without copying; never fails (malformed markup becomes text or is
/// closed at the end of the page). `<script>`, `<style>`, `<textarea>` and `<title>` contents are
/// raw text up to their end tag, as browsers read them.
///
///     var tokenizer = HTMLTokenizer(Array("<p class=a>Hi</p>".utf8))
///     tokenizer.next()   // startTag "p", then text "Hi", then endTag "p"
struct HTMLTokenizer: IteratorProtocol, Sequence {
    /// The page.
    let bytes: [UInt8]
    private var position = 0
    /// Set after a raw-text start tag: the name whose end tag closes the raw text.
    private var rawTextEnd: String?
    /// The element whose raw text was returned last (`script`, `title`, ...).
    private(set) var lastRawTextElement = ""

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Elements whose content is not markup.
    static let rawTextElements: Set<String> = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "plaintext",
    ]

    mutating func next() -> HTMLToken? {
        guard position < bytes.count else { return nil }
        if let name = rawTextEnd {
            rawTextEnd = nil
            lastRawTextElement = name
            let start = position
            let end = HTMLByteSearch(bytes).endTag(named: name, from: start) ?? bytes.count
            position = end
            if end > start { return HTMLToken(kind: .rawText, range: start..<end) }
            guard position < bytes.count else { return nil }
        }
        if bytes[position] == UInt8(ascii: "<"), let token = markup(at: position) {
            position = token.range.upperBound
            if case .startTag(false) = token.kind, Self.rawTextElements.contains(token.name) {
                rawTextEnd = token.name
            }
            return token
        }
        // Text runs to the next `<` that starts markup (a lone `<` stays text).
        let start = position
        var end = bytes.count
        var from = position + 1
        let search = HTMLByteSearch(bytes)
        while let next = search.firstIndex(of: UInt8(ascii: "<"), from: from) {
            if startsMarkup(at: next) {
                end = next
                break
            }
            from = next + 1
        }
        position = end
        return HTMLToken(kind: .text, range: start..<end)
    }

    private func startsMarkup(at index: Int) -> Bool {
        guard index + 1 < bytes.count else { return false }
        let next = bytes[index + 1]
        return isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
            || next == UInt8(ascii: "?")
    }

    /// The tag or comment starting at `start` (a `<`), or `nil` when the `<` is plain text.
    private func markup(at start: Int) -> HTMLToken? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        let search = HTMLByteSearch(bytes)
        if next == UInt8(ascii: "!") {
            if search.hasPrefix("<!--", at: start) {
                let end = search.find("-->", from: start + 4).map { $0 + 3 } ?? bytes.count
                return HTMLToken(kind: .comment, range: start..<end)
            }
            return HTMLToken(kind: .comment, range: start..<search.tagEnd(from: start + 2))
        }
        if next == UInt8(ascii: "?") {
            return HTMLToken(kind: .comment, range: start..<search.tagEnd(from: start + 2))
        }
        if next == UInt8(ascii: "/") {
            guard start + 2 < bytes.count, isLetter(bytes[start + 2]) else {
                guard start + 2 < bytes.count else { return nil }
                // `</ >` and the like: a bogus comment, as browsers read it.
                return HTMLToken(kind: .comment, range: start..<search.tagEnd(from: start + 2))
            }
            let nameEnd = nameEnd(from: start + 2)
            let end = search.tagEnd(from: nameEnd)
            return HTMLToken(kind: .endTag, range: start..<end, name: lowercasedName(start + 2..<nameEnd))
        }
        guard isLetter(next) else { return nil }
        let nameEnd = nameEnd(from: start + 1)
        let end = search.tagEnd(from: nameEnd)
        let closesAt = end <= bytes.count && bytes[end - 1] == UInt8(ascii: ">") ? end - 1 : end
        let selfClosing = closesAt > nameEnd && bytes[closesAt - 1] == UInt8(ascii: "/")
        return HTMLToken(
            kind: .startTag(selfClosing: selfClosing), range: start..<end,
            name: lowercasedName(start + 1..<nameEnd),
            attributesRange: nameEnd..<Swift.max(nameEnd, selfClosing ? closesAt - 1 : closesAt))
    }

    private func nameEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                0x0C, UInt8(ascii: "/"), UInt8(ascii: ">"):
                return index
            default: index += 1
            }
        }
        return index
    }

    private func lowercasedName(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, byte) in bytes[range].enumerated() {
                buffer[offset] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return range.count
        }
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
