/// A JSON value as read from a page; objects keep their members in document order.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, kept as written (`"1.50"`), so nothing is lost to floating point.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// The members of an object, or `nil`.
    var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The elements of an array; a single value reads as a one-element array, `null` as none.
    var elements: [JSONValue] {
        switch self {
        case .array(let values): return values
        case .null: return []
        default: return [self]
        }
    }

    /// A string or a number as text; `nil` for the other kinds.
    var scalarText: String? {
        switch self {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }
}

/// A JSON object: members in document order; lookups by name return the first match.
struct JSONObject: Hashable, Sendable {
    /// One `"name": value` pair.
    struct Member: Hashable, Sendable {
        var name: String
        var value: JSONValue
        init(name: String, value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// The members in document order.
    var members: [Member]

    /// Creates an object from its members.
    init(_ members: [Member] = []) {
        self.members = members
    }

    /// The value of the first member called `name`.
    subscript(name: String) -> JSONValue? {
        members.first { $0.name == name }?.value
    }

}
