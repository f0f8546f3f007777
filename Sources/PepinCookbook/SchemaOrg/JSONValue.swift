/// A JSON value, read from a page or written for schema.org documents and the server's API: the
/// one JSON value type of Pepin. Objects keep their members in order (a page's document order, or
/// the order given when writing); numbers keep their text (`"1.50"`), so nothing is lost to
/// floating point.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A whole number.
    public static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A string, or `null` when absent.
    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The members of an object, or `nil`.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The elements of an array; a single value reads as a one-element array, `null` as none.
    public var elements: [JSONValue] {
        switch self {
        case .array(let values): return values
        case .null: return []
        default: return [self]
        }
    }

    /// A string, a number or a boolean as text; `nil` for the other kinds.
    public var scalarText: String? {
        switch self {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        default: return nil
        }
    }
}

/// A JSON object: members in order; lookups by name return the first match. Written as a list
/// of pairs: `.object([("@type", .string("Person")), ("name", .string(author))])`.
public struct JSONObject: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// One `"name": value` pair.
    public struct Member: Hashable, Sendable {
        public var name: String
        public var value: JSONValue
        public init(name: String, value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// The members in order.
    public var members: [Member]

    /// Creates an object from its members.
    public init(_ members: [Member] = []) {
        self.members = members
    }

    /// Creates an object from `(name, value)` pairs, in order.
    public init(_ pairs: [(String, JSONValue)]) {
        members = pairs.map { Member(name: $0.0, value: $0.1) }
    }

    public init(arrayLiteral pairs: (String, JSONValue)...) {
        self.init(pairs)
    }

    /// The value of the first member called `name`.
    public subscript(name: String) -> JSONValue? {
        members.first { $0.name == name }?.value
    }
}
