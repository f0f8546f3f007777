/// Case changes for the ASCII letters only. Unit words and English plural endings are ASCII, and
/// the full Unicode case tables would add about 19 KB to the WebAssembly module.
enum ASCIICase {
    /// `text` with A-Z turned into a-z; other characters unchanged.
    static func lowercased(_ text: String) -> String {
        guard text.containsByte(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return text.mappingBytes { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    }

    /// `text` with its first letter turned upper case when it is a-z.
    static func capitalizingFirst(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if let first = bytes.first, first >= 0x61, first <= 0x7A { bytes[0] = first & ~0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension ArraySlice<String> {
    /// True when one of the texts is `text`, byte for byte (``Swift/String/isSameText(_:)``).
    func containsText(_ text: String) -> Bool {
        for index in indices where self[index].isSameText(text) { return true }
        return false
    }

    /// True when both hold the same texts in the same order, byte for byte.
    func isSameTexts(_ other: ArraySlice<String>) -> Bool {
        guard count == other.count else { return false }
        for (a, b) in zip(indices, other.indices) where !self[a].isSameText(other[b]) { return false }
        return true
    }

    /// The texts joined by `separator`: as `joined(separator:)`, whose generic algorithm costs the
    /// WebAssembly module about 700 bytes.
    func joinedText(_ separator: String) -> String {
        var joined = ""
        for index in indices {
            if index > startIndex { joined += separator }
            joined += self[index]
        }
        return joined
    }
}

extension [String] {
    /// The texts joined by `separator` (``Swift/ArraySlice/joinedText(_:)``).
    func joinedText(_ separator: String) -> String { self[...].joinedText(separator) }

    /// True when one of the texts is `text`, byte for byte (``Swift/String/isSameText(_:)``).
    func containsText(_ text: String) -> Bool { self[...].containsText(text) }
}

extension String {
    /// True when the text's last bytes are `suffix`'s, compared byte for byte. `hasSuffix` compares
    /// characters, and would bring Unicode normalisation into the WebAssembly module (about 3 KB);
    /// over the two texts' bytes, not their views' generic algorithms (about 2 KB more).
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        withUTF8Bytes { bytes in
            suffix.withUTF8Bytes { end in
                guard bytes.count >= end.count else { return false }
                let start = bytes.count - end.count
                for k in 0..<end.count where bytes[start + k] != end[k] { return false }
                return true
            }
        }
    }

    /// True when the two texts have the same UTF-8, byte for byte. `==` on strings compares them
    /// as canonically equivalent characters, which brings Unicode normalisation into the
    /// WebAssembly module (about 12 KB of code and tables); the words Pepin compares (its own
    /// vocabulary, words read from a line) are compared as written.
    func isSameText(_ other: String) -> Bool {
        // The lengths first (stored with the text): most words compared differ in it.
        guard utf8.count == other.utf8.count else { return false }
        return withUTF8Bytes { bytes in
            other.withUTF8Bytes { otherBytes in
                guard bytes.count == otherBytes.count else { return false }
                for k in 0..<bytes.count where bytes[k] != otherBytes[k] { return false }
                return true
            }
        }
    }

    /// The text without its last `count` bytes (an ASCII ending: "ies", "s"). Counting characters
    /// would bring grapheme breaking into the WebAssembly module (about 5 KB).
    func droppingLastBytes(_ count: Int) -> String {
        withUTF8Bytes { String(decoding: UnsafeBufferPointer(rebasing: $0[..<max($0.count - count, 0)]), as: UTF8.self) }
    }

    /// True when `test` accepts a byte of the text's UTF-8. (These byte helpers take closures
    /// and are not generic: the views' generic algorithms, specialised once per caller, cost the
    /// WebAssembly module about 700 bytes each.)
    func containsByte(where test: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes { bytes in
            for byte in bytes where test(byte) { return true }
            return false
        }
    }

    /// The text with each byte of its UTF-8 replaced by `transform`'s (which must keep it UTF-8:
    /// ASCII for ASCII).
    func mappingBytes(_ transform: (UInt8) -> UInt8) -> String {
        String(decoding: utf8Array(transform), as: UTF8.self)
    }

    /// The text's UTF-8, each byte replaced by `transform`'s.
    func utf8Array(_ transform: (UInt8) -> UInt8) -> [UInt8] {
        withUTF8Bytes { bytes in
            var mapped = [UInt8](repeating: 0, count: bytes.count)
            for k in 0..<bytes.count { mapped[k] = transform(bytes[k]) }
            return mapped
        }
    }

    /// The last byte of the text's UTF-8.
    var lastUTF8Byte: UInt8? { withUTF8Bytes { $0.last } }

    /// `body` over the text's UTF-8, read in place where the text is contiguous (native strings).
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        var text = self
        return text.withUTF8(body)
    }
}
