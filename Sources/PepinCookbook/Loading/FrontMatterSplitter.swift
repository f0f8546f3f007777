/// Splits a Markdown recipe file into its YAML front matter and its Markdown body.
///
/// The front matter sits between a first line `---` and the next line `---` (or `...`).
/// `lineOffset` tells how many lines precede the YAML, so positions in the YAML can be
/// reported as positions in the file.
struct FrontMatterSplitter {
    enum Problem: Error, Equatable {
        /// The file does not start with a `---` line.
        case missingOpening
        /// No closing `---` line after the opening one.
        case missingClosing
    }

    /// The YAML between the fences.
    let yaml: String
    /// The text after the closing fence, trimmed of blank lines at both ends.
    let body: String
    /// Lines before the YAML (the opening fence): 1.
    let lineOffset: Int

    init(_ text: String) throws(Problem) {
        // Line by line on the bytes, up to the closing fence: the body is never split.
        let bytes = text.utf8
        func lineEnd(from start: String.Index) -> String.Index {
            bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
        }
        var start = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = bytes.index(start, offsetBy: 3) }  // a byte order mark
        let firstEnd = lineEnd(from: start)
        guard Self.isFence(bytes[start..<firstEnd], closing: false) else { throw .missingOpening }
        guard firstEnd < bytes.endIndex else { throw .missingClosing }
        let yamlStart = bytes.index(after: firstEnd)
        var lineStart = yamlStart
        while lineStart < bytes.endIndex {
            let end = lineEnd(from: lineStart)
            if Self.isFence(bytes[lineStart..<end], closing: true) {
                yaml = lineStart == yamlStart ? "" : String(text[yamlStart..<bytes.index(before: lineStart)])
                body = end < bytes.endIndex ? String(text[bytes.index(after: end)...]).trimmingBlankLines : ""
                lineOffset = 1
                return
            }
            if end == bytes.endIndex { break }
            lineStart = bytes.index(after: end)
        }
        throw .missingClosing
    }

    /// "---" (or "..." for a closing fence), then nothing but spaces, tabs and a carriage return.
    private static func isFence(_ line: Substring.UTF8View, closing: Bool) -> Bool {
        guard line.count >= 3 else { return false }
        let mark = line[line.startIndex]
        guard mark == UInt8(ascii: "-") || (closing && mark == UInt8(ascii: ".")) else { return false }
        var index = line.startIndex
        for _ in 0..<3 {
            guard line[index] == mark else { return false }
            index = line.index(after: index)
        }
        return line[index...].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

extension Substring {
    var trimmingLeadingSpaces: Substring {
        drop { $0 == " " || $0 == "\t" }
    }
}

extension String {
    /// The text without leading and trailing whitespace and line breaks.
    var trimmingBlankLines: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
