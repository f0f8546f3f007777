/// UTF-8 text being written: bytes appended in place, and one `String` made at the end. The
/// presenters write amounts and lines through it, since appending to a `String` piece by piece
/// costs more than the arithmetic behind the amounts.
///
/// ```swift
/// var out = TextBuffer()
/// out.append("≈ ")
/// out.append(Int64(250))
/// out.text  // "≈ 250"
/// ```
struct TextBuffer {
    /// The bytes written so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 64) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes the decimal points appended since byte `start` as commas ("2.4" reads "2,4").
    mutating func writeDecimalCommas(from start: Int) {
        for index in start..<bytes.count where bytes[index] == 0x2E { bytes[index] = 0x2C }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Appends a whole number in decimal digits.
    mutating func append(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// Appends `text` escaped for HTML (``HTMLEscaper``): `&`, `<`, `>`, `"` and `'` as entities;
    /// the runs between them are copied whole.
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<text.count {
            let entity: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
            append(entity)
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }

    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }
}
