/// Writes a string as a YAML scalar that reads back as exactly that string: plain when that is
/// safe (`3 cups flour`), double-quoted with escapes otherwise (`"Note: hot"`, `"yes"`, `"1.50"`).
///
///     YAMLScalarWriter("For the dough:").text   // "\"For the dough:\""
///     YAMLScalarWriter("2 eggs").text           // "2 eggs"
struct YAMLScalarWriter {
    /// The scalar as YAML text.
    let text: String

    /// - Parameters:
    ///   - value: the string.
    ///   - inFlow: whether the scalar sits in a flow collection (`[a, b]`), where `,[]{}` matter.
    init(_ value: String, inFlow: Bool = false) {
        text = Self.isPlainSafe(value, inFlow: inFlow) ? value : Self.doubleQuoted(value)
    }

    private static let indicators: Set<Character> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    ]
    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", "",
    ]

    private static func isPlainSafe(_ value: String, inFlow: Bool) -> Bool {
        guard let first = value.first, let last = value.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if indicators.contains(first) {
            // `-5 eggs` is not plain-safe, but neither is any leading indicator; keep it simple.
            return false
        }
        if reservedWords.contains(value.lowercased()) || looksNumeric(value) { return false }
        if value.contains(": ") || value.contains(" #") { return false }
        if inFlow, value.contains(where: { ",[]{}".contains($0) }) { return false }
        for scalar in value.unicodeScalars {
            // Control characters, line breaks, and characters YAML treats specially when printed.
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                || scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}"
            {
                return false
            }
        }
        return true
    }

    /// Anything a YAML 1.1 or 1.2 reader might take for a number, a date or a time: `4`,
    /// `1.50`, `1e3`, `0x1F`, `1_000`, `1:30` (sexagesimal), `2026-11-21`, `.inf`. Ranges such as
    /// `4-6` stay plain.
    private static func looksNumeric(_ value: String) -> Bool {
        let body = value.hasPrefix("+") || value.hasPrefix("-") ? value.dropFirst() : Substring(value)
        guard let first = body.first else { return false }
        if first == ".", [".inf", ".nan"].contains(body.lowercased()) { return true }
        guard first.isNumber || first == "." else { return false }
        if Double(String(body.filter { $0 != "_" })) != nil { return true }
        let lower = body.lowercased()
        if lower.hasPrefix("0x") || lower.hasPrefix("0o") || lower.hasPrefix("0b") { return true }
        if body.contains(":"), body.allSatisfy({ $0.isNumber || $0 == ":" || $0 == "." }) { return true }
        let dateParts = body.split(separator: "-", omittingEmptySubsequences: false)
        if dateParts.count == 3, dateParts[0].count == 4, dateParts.allSatisfy({ !$0.isEmpty && $0.first!.isNumber }) {
            return true
        }
        return false
    }

    private static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}"
                {
                    out += "\\u" + String(String(scalar.value, radix: 16, uppercase: true).paddedTo4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    fileprivate var paddedTo4: String { String(repeating: "0", count: Swift.max(0, 4 - count)) + self }
}
