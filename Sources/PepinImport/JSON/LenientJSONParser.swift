import PepinCookbook
/// Reads JSON as recipe pages write it, which is often not quite JSON.
///
/// Accepted beyond the standard: `//` and `/* */` comments, HTML comment and CDATA markers
/// around or inside the data, trailing and missing commas, single-quoted strings, raw line
/// breaks and control characters inside strings, unknown escapes (`\'`), bare words (`undefined`
/// reads as `null`), several values one after another, and input that ends early (open arrays
/// and objects are closed). Nesting deeper than ``maximumDepth`` is an error, so hostile input
/// cannot exhaust the stack.
///
///     try LenientJSONParser(Array(#"{"a": [1, 2,], /* c */ 'b': "x"}"#.utf8)).values
///     // [.object([a: [1, 2], b: "x"])]
struct LenientJSONParser {
    /// How deep arrays and objects may nest.
    static let maximumDepth = 200

    /// The values read, in order.
    let values: [JSONValue]

    init(_ bytes: [UInt8]) throws(JSONReadError) {
        var cursor = JSONCursor(bytes: bytes)
        var values: [JSONValue] = []
        while true {
            cursor.skipInsignificant()
            guard let byte = cursor.peek else { break }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                values.append(try cursor.readValue(depth: 0))
            } else {
                // Junk between values (`;`, a stray `}`): skip it.
                cursor.index += 1
            }
        }
        self.values = values
    }
}

/// Why JSON could not be read, and where.
public struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// Byte offset in the JSON text.
    public var offset: Int

    /// `nesting deeper than 200 levels at byte 200`.
    public var description: String { "\(message) at byte \(offset)" }
}
