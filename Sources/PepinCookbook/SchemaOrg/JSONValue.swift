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
        var output = ""
        write(into: &output)
        return output
    }

    func write(into output: inout String) {
        switch self {
        case .string(let value): Self.writeString(value, into: &output)
        case .number(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(into: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, into: &output)
                output += ":"
                value.write(into: &output)
            }
            output += "}"
        }
    }

    private static let hex: [Character] = Array("0123456789abcdef")

    static func writeString(_ value: String, into output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<", ">", "&", "'", "\u{2028}", "\u{2029}":
                output += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    output += unicodeEscape(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        var text = "\\u"
        for shift in stride(from: 12, through: 0, by: -4) {
            text.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
        return text
    }
}

extension JSONValue {
    /// A string, or `null` when absent.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
