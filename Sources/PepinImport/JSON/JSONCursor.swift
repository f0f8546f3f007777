import PepinCookbook
/// The reading position of ``LenientJSONParser`` and the recursive descent over values.
struct JSONCursor {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips whitespace, comments, HTML comment markers and CDATA markers.
    mutating func skipInsignificant() {
        let search = HTMLByteSearch(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), 0x0C, 0xA0:
                index += 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0xA0:
                index += 2  // a no-break space pasted into the data
            case 0xEF where search.hasPrefix("\u{FEFF}", at: index):
                index += 3  // byte order mark
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = search.find("*/", from: index + 2).map { $0 + 2 } ?? bytes.count
            case UInt8(ascii: "<") where search.hasPrefix("<!--", at: index):
                index += 4
            case UInt8(ascii: "<") where search.hasPrefix("<![CDATA[", at: index):
                index += 9
            case UInt8(ascii: "-") where search.hasPrefix("-->", at: index):
                index += 3
            case UInt8(ascii: "]") where search.hasPrefix("]]>", at: index):
                index += 3
            default:
                return
            }
        }
    }

    mutating func readValue(depth: Int) throws(JSONReadError) -> JSONValue {
        skipInsignificant()
        guard let byte = peek else { return .null }
        switch byte {
        case UInt8(ascii: "{"):
            return .object(try readObject(depth: depth + 1))
        case UInt8(ascii: "["):
            return .array(try readArray(depth: depth + 1))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(readString())
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(readBareWord())
        default:
            let word = readBareWord()
            switch word {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "null", "undefined", "NaN", "": return .null
            default: return .string(word)
            }
        }
    }

    private mutating func readObject(depth: Int) throws(JSONReadError) -> JSONObject {
        guard depth <= LenientJSONParser.maximumDepth else {
            throw JSONReadError(message: "nesting deeper than \(LenientJSONParser.maximumDepth) levels", offset: index)
        }
        index += 1  // {
        var members: [JSONObject.Member] = []
        while true {
            skipSeparators()
            guard let byte = peek else { return JSONObject(members) }
            if byte == UInt8(ascii: "}") {
                index += 1
                return JSONObject(members)
            }
            if byte == UInt8(ascii: "]") {
                index += 1  // a mismatched bracket: close the object here
                return JSONObject(members)
            }
            let name: String
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                name = readString()
            } else {
                name = readBareWord()
                if name.isEmpty {
                    index += 1  // not a name at all: skip the byte
                    continue
                }
            }
            skipInsignificant()
            if peek == UInt8(ascii: ":") || peek == UInt8(ascii: "=") { index += 1 }
            let value = try readValue(depth: depth)
            members.append(JSONObject.Member(name: name, value: value))
        }
    }

    private mutating func readArray(depth: Int) throws(JSONReadError) -> [JSONValue] {
        guard depth <= LenientJSONParser.maximumDepth else {
            throw JSONReadError(message: "nesting deeper than \(LenientJSONParser.maximumDepth) levels", offset: index)
        }
        index += 1  // [
        var values: [JSONValue] = []
        while true {
            skipSeparators()
            guard let byte = peek else { return values }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                index += 1
                return values
            }
            let start = index
            values.append(try readValue(depth: depth))
            if index == start { index += 1 }  // never loop on a byte that reads as nothing
        }
    }

    private mutating func skipSeparators() {
        skipInsignificant()
        while peek == UInt8(ascii: ",") {
            index += 1
            skipInsignificant()
        }
    }

    /// A run of bytes up to a delimiter: numbers, `true`, unquoted names.
    private mutating func readBareWord() -> String {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"),
                UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"),
                UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""):
                return String(decoding: bytes[start..<index], as: UTF8.self)
            default:
                index += 1
            }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A quoted string; the cursor is on the opening quote. An unterminated string runs to the end.
    private mutating func readString() -> String {
        let quote = bytes[index]
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if index >= bytes.count || bytes[index] == quote {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if index < bytes.count { index += 1 }
            return text
        }
        var out = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"): out.append(contentsOf: readUnicodeEscape().utf8)
            default: out.append(escaped)  // \" \\ \/ and unknown escapes such as \'
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The character of `\uXXXX` (the cursor is after the `u`), joining surrogate pairs.
    private mutating func readUnicodeEscape() -> String {
        guard let high = readHex4() else { return "\u{FFFD}" }
        if (0xD800..<0xDC00).contains(high) {
            let save = index
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                if let low = readHex4(), (0xDC00..<0xE000).contains(low) {
                    let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                    return Unicode.Scalar(scalar).map { String($0) } ?? "\u{FFFD}"
                }
            }
            index = save
            return "\u{FFFD}"
        }
        return Unicode.Scalar(high).map { String($0) } ?? "\u{FFFD}"
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }
}
