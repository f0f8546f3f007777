/// Writes JSON text as UTF-8 bytes into one growing buffer: the one JSON writer of Pepin, used by
/// ``JSONValue`` (schema.org, the API) and by the command line's JSON Lines. Strings escape `<`,
/// `>`, `&` and `'` as `\u003c` and so on, so the text is inert inside an HTML `<script>`, and
/// U+2028/U+2029 for old parsers.
public struct JSONWriter: Sendable {
    /// The text written so far.
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as a `String`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends JSON syntax or a number as written (`{`, `,`, `"key":`, `12`).
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends text that is already JSON.
    public mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends bytes that are already JSON.
    public mutating func raw(_ text: [UInt8]) {
        bytes.append(contentsOf: text)
    }

    /// Appends a whole number.
    public mutating func number(_ value: Int64) {
        raw(String(value))
    }

    /// Appends `"key":`.
    public mutating func key(_ key: StaticString) {
        bytes.append(0x22)
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)
    }

    /// Appends a string literal, or `null` for `nil`.
    public mutating func string(_ value: String?) {
        guard var text = value else {
            raw("null")
            return
        }
        bytes.append(0x22)
        text.withUTF8 { utf8 in
            var start = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                // Most bytes need nothing: one table lookup each.
                guard Self.needsEscape[Int(byte)] else {
                    index += 1
                    continue
                }
                if byte == 0xE2 && !(index + 2 < count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9)) {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                switch byte {
                case 0x22: appendPair(0x5C, 0x22)
                case 0x5C: appendPair(0x5C, 0x5C)
                case 0x0A: appendPair(0x5C, 0x6E)
                case 0x0D: appendPair(0x5C, 0x72)
                case 0x09: appendPair(0x5C, 0x74)
                case 0xE2:
                    unicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default: unicodeEscape(UInt32(byte))
                }
                index += 1
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<count]))
        }
        bytes.append(0x22)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Bytes that may need escaping: controls, `"`, `\\`, `<`, `>`, `&`, `'`, and 0xE2 (which
    /// starts U+2028 and U+2029).
    private static let needsEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0x27, 0xE2].contains(byte)
    }

    private mutating func appendPair(_ first: UInt8, _ second: UInt8) {
        bytes.append(first)
        bytes.append(second)
    }

    private mutating func unicodeEscape(_ value: UInt32) {
        bytes.append(0x5C)
        bytes.append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
