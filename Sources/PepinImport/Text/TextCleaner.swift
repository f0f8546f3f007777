/// Turns text from a page into clean recipe text: character references decoded, tags removed,
/// whitespace (including no-break and zero-width spaces) collapsed and trimmed.
///
///     TextCleaner("  Mac &amp;amp; <b>cheese</b>\n&nbsp;").line   // "Mac & cheese"
///     TextCleaner("Mix.<br>Bake.\n\nServe.").lines                   // ["Mix.", "Bake.", "Serve."]
struct TextCleaner {
    private let bytes: [UInt8]

    init(_ raw: some StringProtocol) {
        var bytes = Array(raw.utf8)
        // Pages double-escape (`&amp;amp;`); decode until stable, a few rounds at most.
        for _ in 0..<3 where bytes.contains(UInt8(ascii: "&")) {
            let decoded = HTMLEntityDecoder.decode(bytes[...])
            if decoded == bytes { break }
            bytes = decoded
        }
        self.bytes = bytes
    }

    /// The text as one line.
    var line: String {
        Self.fixingDoubleParentheses(String(decoding: Self.collapse(strippingTags(breaks: false)), as: UTF8.self))
    }

    /// The text split into lines at line breaks and block tags (`<br>`, `<p>`, `<li>`), each
    /// cleaned; empty lines are dropped.
    var lines: [String] {
        strippingTags(breaks: true)
            .split(separator: UInt8(ascii: "\n"))
            .map { Self.fixingDoubleParentheses(String(decoding: Self.collapse(Array($0)), as: UTF8.self)) }
            .filter { !$0.isEmpty }
    }

    /// Recipe plugins often wrap notes twice: `butter ((softened))` reads `butter (softened)`.
    private static func fixingDoubleParentheses(_ text: String) -> String {
        guard text.contains("(("), text.contains("))") else { return text }
        return text.replacingOccurrences("((", with: "(").replacingOccurrences("))", with: ")")
    }

    /// The bytes without tags; block tags become line breaks when `breaks` is set.
    private func strippingTags(breaks: Bool) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "<")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        // No tag can close after the last `>`: stop searching there (keeps `<a<a<a...` linear).
        let lastClose = bytes.lastIndex(of: UInt8(ascii: ">")) ?? -1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<"), index < lastClose, Self.opensTag(bytes[index + 1]),
                let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">"))
            else {
                out.append(byte)
                index += 1
                continue
            }
            // Inline tags (`<b>`, `<a>`) vanish; block tags separate words or lines.
            if Self.isBlockTag(bytes[(index + 1)..<close]) {
                out.append(breaks ? UInt8(ascii: "\n") : UInt8(ascii: " "))
            }
            index = close + 1
        }
        return out
    }

    private static func opensTag(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: "!")
    }

    private static let blockTags: Set<String> = [
        "br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "ul", "ol",
    ]

    private static func isBlockTag(_ inside: ArraySlice<UInt8>) -> Bool {
        var name = inside.drop { $0 == UInt8(ascii: "/") }
        name = name.prefix { byte in
            let lower = byte | 0x20
            return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= 0x30 && byte <= 0x39)
        }
        return blockTags.contains(String(decoding: name, as: UTF8.self).lowercased())
    }

    /// Collapses runs of whitespace to one space and trims; removes zero-width spaces, soft hyphens
    /// and the "Â" that doubly encoded pages put before no-break spaces and fractions.
    static func collapse(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let width = whitespaceWidth(bytes, index)
            if width > 0 {
                pendingSpace = true
                index += width
                continue
            }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0x8B || bytes[index + 2] == 0x8C || bytes[index + 2] == 0x8D
            {
                index += 3  // zero-width space and joiners
                continue
            }
            if byte == 0xC3, index + 3 < bytes.count, bytes[index + 1] == 0x82, bytes[index + 2] == 0xC2,
                (0xA0...0xBF).contains(bytes[index + 3])
            {
                index += 2  // "Â" before a no-break space or "¼": UTF-8 read as Latin-1 once too often
                continue
            }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xAD {
                index += 2  // soft hyphen: a place a word may break, not a character
                continue
            }
            if pendingSpace, !out.isEmpty { out.append(UInt8(ascii: " ")) }
            pendingSpace = false
            out.append(byte)
            index += 1
        }
        return out
    }

    /// The length of the whitespace character at `index`, or 0.
    private static func whitespaceWidth(_ bytes: [UInt8], _ index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
            return 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
            return 2  // no-break space
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && ((0x80...0x8A).contains(bytes[index + 2]) || bytes[index + 2] == 0xAF):
            return 3  // en, em, thin and other fixed-width spaces
        case 0xE3 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80:
            return 3  // ideographic space
        default:
            return 0
        }
    }
}
