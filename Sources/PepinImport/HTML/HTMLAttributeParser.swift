/// Reads a start tag's attributes: `itemprop="name" content='x' itemscope data-x=1`.
///
/// Names are lower-cased, values have their character references decoded; an attribute without a
/// value has the empty string. The first of repeated names wins, as in browsers.
///
///     HTMLAttributeParser(bytes, token.attributesRange).attributes
///     // [("itemprop", "name"), ("content", "x"), ("itemscope", ""), ("data-x", "1")]
struct HTMLAttributeParser {
    /// The attributes in page order.
    let attributes: [(name: String, value: String)]

    init(_ bytes: [UInt8], _ range: Range<Int>) {
        var result: [(name: String, value: String)] = []
        var index = range.lowerBound
        let end = min(range.upperBound, bytes.count)
        while index < end {
            while index < end, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < end else { break }
            let nameStart = index
            while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                bytes[index] != UInt8(ascii: "/") || index == nameStart
            {
                index += 1
            }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            var value = ""
            if index < end, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < end, Self.isSpace(bytes[index]) { index += 1 }
                let valueRange: Range<Int>
                if index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    let valueStart = index + 1
                    index = valueStart
                    while index < end, bytes[index] != quote { index += 1 }
                    valueRange = valueStart..<index
                    if index < end { index += 1 }
                } else {
                    let valueStart = index
                    while index < end, !Self.isSpace(bytes[index]) { index += 1 }
                    valueRange = valueStart..<index
                }
                value = String(decoding: HTMLEntityDecoder.decode(bytes[valueRange]), as: UTF8.self)
            }
            if !name.isEmpty, !result.contains(where: { $0.name == name }) {
                result.append((name, value))
            }
        }
        attributes = result
    }

    /// The value of the attribute `name` (lower-case), if present.
    subscript(name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r") || byte == 0x0C
    }
}
