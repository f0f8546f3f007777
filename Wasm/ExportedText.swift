/// UTF-8 text crossing the wasm boundary: read from a caller's buffer, or written into a result
/// buffer (a little-endian UInt32 byte count, then the bytes) that the caller frees.
struct ExportedText {
    /// The text; invalid UTF-8 is repaired with U+FFFD rather than refused.
    let string: String

    init(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int) {
        guard let bytes, byteCount > 0 else {
            string = ""
            return
        }
        string = String(decoding: UnsafeBufferPointer(start: bytes, count: byteCount), as: UTF8.self)
    }

    /// The newline-separated lines of a caller's buffer, split on the bytes (a trailing carriage
    /// return dropped); `nil` for a line of nothing but spaces and tabs.
    static func lines(_ bytes: UnsafePointer<UInt8>?, _ byteCount: Int) -> [String?] {
        guard let bytes, byteCount > 0 else { return [nil] }
        let buffer = UnsafeBufferPointer(start: bytes, count: byteCount)
        var lines: [String?] = []
        var start = 0
        while start <= byteCount {
            var end = start
            while end < byteCount && buffer[end] != 10 { end += 1 }
            var last = end
            if last > start && buffer[last - 1] == 13 { last -= 1 }
            let line = UnsafeBufferPointer(rebasing: buffer[start..<last])
            let isBlank = line.allSatisfy { $0 == 32 || $0 == 9 }
            lines.append(isBlank ? nil : String(decoding: line, as: UTF8.self))
            start = end + 1
        }
        return lines
    }

    /// A result buffer holding `text`, for the caller to free with `pepin_free`.
    static func result(_ text: String) -> UnsafeMutableRawPointer {
        var text = text
        return text.withUTF8 { utf8 in
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4 + utf8.count, alignment: 16)
            buffer.storeBytes(of: UInt32(utf8.count).littleEndian, as: UInt32.self)
            if let base = utf8.baseAddress {
                (buffer + 4).copyMemory(from: base, byteCount: utf8.count)
            }
            return buffer
        }
    }

    /// `text` with any line break turned into a space, so that results stay one line per input.
    static func singleLine(_ text: String) -> String {
        guard text.containsByte(where: { $0 == 10 || $0 == 13 }) else { return text }
        return text.mappingBytes { $0 == 10 || $0 == 13 ? 32 : $0 }
    }
}

/// A scale factor given as two integers by the caller; `nil` unless both are positive.
struct ExportedFactor {
    let rational: Rational?

    init(numerator: Int, denominator: Int) {
        guard numerator > 0, denominator > 0 else {
            rational = nil
            return
        }
        rational = try? Rational.make(numerator, denominator)
    }
}

/// A view, style or format given as a code by the caller: its position in `allCases`, as
/// `pepin_vocabulary` lists them; `nil` for others.
struct ExportedCode<Value: CaseIterable> {
    let value: Value?

    init(_ code: Int) {
        let all = Array(Value.allCases)
        value = code >= 0 && code < all.count ? all[code] : nil
    }
}
