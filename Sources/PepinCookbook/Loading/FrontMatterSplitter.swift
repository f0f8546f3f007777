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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        func isFence(_ line: Substring, _ marks: [String]) -> Bool {
            let trimmed = line.hasSuffix("\r") ? line.dropLast() : line
            return marks.contains { trimmed.trimmingTrailingSpaces == $0 }
        }
        guard let first = lines.first, isFence(first.withoutByteOrderMark, ["---"]) else {
            throw .missingOpening
        }
        lines = lines.dropFirst()
        guard let closing = lines.firstIndex(where: { isFence($0, ["---", "..."]) }) else {
            throw .missingClosing
        }
        yaml = lines[..<closing].joined(separator: "\n")
        let bodyLines = lines[(closing + 1)...]
        body = bodyLines.joined(separator: "\n").trimmingBlankLines
        lineOffset = 1
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var text = self
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    var trimmingLeadingSpaces: Substring {
        drop { $0 == " " || $0 == "\t" }
    }

    var withoutByteOrderMark: Substring {
        first == "\u{FEFF}" ? dropFirst() : self
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
