/// A JSON value for writing (not reading): enough to express schema.org documents and the
/// server's API, written with keys in the order given.
public indirect enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Compact JSON text. Strings escape `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` so the
    /// text is inert inside an HTML `<script>` element, and U+2028/U+2029 for old parsers.
    public var text: String {
        var writer = JSONWriter()
        write(into: &writer)
        return writer.text
    }

    /// Writes the value through the one JSON writer.
    public func write(into writer: inout JSONWriter) {
        switch self {
        case .string(let value): writer.string(value)
        case .number(let value): writer.number(Int64(value))
        case .bool(let value): writer.raw(value ? "true" : "false")
        case .null: writer.raw("null")
        case .array(let values):
            writer.raw("[")
            for (index, value) in values.enumerated() {
                if index > 0 { writer.raw(",") }
                value.write(into: &writer)
            }
            writer.raw("]")
        case .object(let members):
            writer.raw("{")
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { writer.raw(",") }
                writer.string(key)
                writer.raw(":")
                value.write(into: &writer)
            }
            writer.raw("}")
        }
    }
}

extension JSONValue {
    /// A string, or `null` when absent.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
