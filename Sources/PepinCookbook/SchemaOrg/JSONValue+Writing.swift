extension JSONValue {
    /// Compact JSON text. Strings escape `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` so the
    /// text is inert inside an HTML `<script>` element, and U+2028/U+2029 for old parsers.
    public var text: String {
        var writer = JSONWriter()
        write(into: &writer)
        return writer.text
    }

    /// Writes the value through the one JSON writer. A number whose text is not a JSON number
    /// (a page's `"1,5"`) is written as a string, so the output always parses.
    public func write(into writer: inout JSONWriter) {
        switch self {
        case .string(let value): writer.string(value)
        case .number(let value): if Self.isJSONNumber(value) { writer.raw(value) } else { writer.string(value) }
        case .bool(let value): writer.raw(value ? "true" : "false")
        case .null: writer.raw("null")
        case .array(let values):
            writer.raw("[")
            for (index, value) in values.enumerated() {
                if index > 0 { writer.raw(",") }
                value.write(into: &writer)
            }
            writer.raw("]")
        case .object(let object):
            writer.raw("{")
            for (index, member) in object.members.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(member.name)
                writer.raw(":")
                member.value.write(into: &writer)
            }
            writer.raw("}")
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    static func isJSONNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == 45 { index += 1 }
        let whole = digits()
        guard whole > 0, whole == 1 || bytes[index - whole] != 48 else { return false }
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] == 101 || bytes[index] == 69 {
            index += 1
            if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
