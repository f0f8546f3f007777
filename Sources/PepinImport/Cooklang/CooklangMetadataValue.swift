/// A metadata value of a `.cook` file, as YAML reads a scalar: plain, or in quotes when it
/// starts with one. Quotes inside or at the end of a plain value are the value's own
/// (`description: From "Fake Meat."` keeps its closing quote).
///
///     CooklangMetadataValue.written(#""Tis the season"#)  // "\"'Tis the season\""
///     CooklangMetadataValue.read(#" "A \"quoted\" title" "#)  // "A \"quoted\" title"
enum CooklangMetadataValue {
    /// `value` as written after `key: `: in double quotes (with `\"` and `\\`) when it starts
    /// with a quote, so that reading it back gives the same text.
    static func written(_ value: String) -> String {
        guard value.first == "\"" || value.first == "'" else { return value }
        var out = "\""
        for character in value {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }

    /// The value after `key:`: its spaces trimmed; a double-quoted value unescaped, a
    /// single-quoted one with `''` read as `'`.
    static func read<Text: StringProtocol>(_ raw: Text) -> String {
        let value = raw.trimmingSpaces
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else { return value }
        let inner = value.dropFirst().dropLast()
        var out = ""
        var escaped = false
        var previousQuote = false
        for character in inner {
            if first == "\"" {
                if escaped || character != "\\" { out.append(character) }
                escaped = !escaped && character == "\\"
            } else {
                if character == "'", previousQuote {  // '' is one quote
                    previousQuote = false
                    continue
                }
                previousQuote = character == "'"
                out.append(character)
            }
        }
        return out
    }
}
