/// Decodes HTML character references in text: `&amp;`, `&#8217;`, `&#x2019;`, `&frac12;`.
///
/// Numeric references in the Windows-1252 range (`&#146;`) read as the characters browsers show
/// for them; unknown names stay as written, so nothing is lost.
///
///     HTMLEntityDecoder("Mac &amp; cheese &#8211; &frac12; cup").text   // "Mac & cheese – ½ cup"
struct HTMLEntityDecoder {
    /// The decoded text.
    let text: String

    init(_ source: some StringProtocol) {
        guard source.utf8.contains(UInt8(ascii: "&")) else {
            text = String(source)
            return
        }
        text = String(decoding: Self.decode(Array(source.utf8)[...]), as: UTF8.self)
    }

    /// Decodes the references in a run of UTF-8 bytes.
    static func decode(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            if byte != UInt8(ascii: "&") {
                out.append(byte)
                index += 1
                continue
            }
            if let (decoded, next) = reference(in: bytes, at: index) {
                out.append(contentsOf: decoded.utf8)
                index = next
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }

    /// The reference starting at `start` (an `&`) and the index after it, or `nil` if none.
    private static func reference(in bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        var index = start + 1
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            return numericReference(in: bytes, at: index + 1)
        }
        let nameStart = index
        while index < bytes.endIndex, index - nameStart < 32, isAlphanumeric(bytes[index]) {
            index += 1
        }
        guard index > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";"), let value = namedEntities[name] {
            return (value, index + 1)
        }
        // Legacy references without a semicolon: the longest known prefix (`&nbsp` in `&nbspx`).
        var length = name.utf8.count
        while length >= 2 {
            let prefix = String(name.utf8.prefix(length))!
            if legacyNames.contains(prefix), let value = namedEntities[prefix] {
                return (value, nameStart + length)
            }
            length -= 1
        }
        return nil
    }

    private static func numericReference(in bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        var index = start
        var hex = false
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
            hex = true
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.endIndex, let digit = digitValue(bytes[index], hex: hex) {
            // Clamp: anything above U+10FFFF reads as the replacement character.
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (String(character(for: value)), index)
    }

    private static func character(for value: UInt32) -> Character {
        if (0x80...0x9F).contains(value), let mapped = windows1252[value] {
            return Character(Unicode.Scalar(mapped)!)
        }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    // What browsers show for C1 control references (HTML: "numeric character reference end state").
    private static let windows1252: [UInt32: UInt32] = [
        0x80: 0x20AC, 0x82: 0x201A, 0x83: 0x0192, 0x84: 0x201E, 0x85: 0x2026, 0x86: 0x2020,
        0x87: 0x2021, 0x88: 0x02C6, 0x89: 0x2030, 0x8A: 0x0160, 0x8B: 0x2039, 0x8C: 0x0152,
        0x8E: 0x017D, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201C, 0x94: 0x201D, 0x95: 0x2022,
        0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02DC, 0x99: 0x2122, 0x9A: 0x0161, 0x9B: 0x203A,
        0x9C: 0x0153, 0x9E: 0x017E, 0x9F: 0x0178,
    ]
}
