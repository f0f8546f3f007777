/// Case changes for the ASCII letters only. Unit words and English plural endings are ASCII, and
/// the full Unicode case tables would add about 19 KB to the WebAssembly module.
enum ASCIICase {
    /// `text` with A-Z turned into a-z; other characters unchanged.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// `text` with its first letter turned upper case when it is a-z.
    static func capitalizingFirst(_ text: String) -> String {
        var bytes = Array(text.utf8)
        if let first = bytes.first, first >= 0x61, first <= 0x7A { bytes[0] = first & ~0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// True when the text's last bytes are `suffix`'s, compared byte for byte. `hasSuffix` compares
    /// characters, and would bring Unicode normalisation into the WebAssembly module (about 3 KB).
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        let count = suffix.utf8.count
        return utf8.count >= count && utf8.suffix(count).elementsEqual(suffix.utf8)
    }

    /// The text without its last `count` bytes (an ASCII ending: "ies", "s"). Counting characters
    /// would bring grapheme breaking into the WebAssembly module (about 5 KB).
    func droppingLastBytes(_ count: Int) -> String {
        String(decoding: utf8.dropLast(count), as: UTF8.self)
    }
}
