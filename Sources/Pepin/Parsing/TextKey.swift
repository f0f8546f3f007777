/// A string as a set's or a dictionary's key, hashed and compared by its UTF-8 bytes.
///
/// `String`'s own hash normalises Unicode first (canonically equivalent strings hash alike),
/// which costs the browser's module about 5 KB of code; every word Pepin looks up is its own
/// lexicon's, the catalog's or one the tokenizers cut from a line, compared byte for byte. One
/// multiply each eight bytes, then the standard hasher's one word.
struct TextKey: Hashable, Sendable {
    let text: String

    init(_ text: String) { self.text = text }

    init(_ text: Substring) { self.text = String(text) }

    static func == (a: TextKey, b: TextKey) -> Bool {
        guard a.text.utf8.count == b.text.utf8.count else { return false }
        return a.withBytes { x in
            b.withBytes { y in
                for k in 0..<x.count where x[k] != y[k] { return false }
                return true
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(withBytes { TextKey.hash($0) })
    }

    /// The text's UTF-8, read in place (a native string's own storage), with no copy.
    @inline(__always)
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return text.withUTF8Bytes(body)
    }

    /// The words' one hash, the name model's too (``NameTagger/lowercaseHash(_:_:)``): the bytes
    /// eight at a time, ASCII letters in lower case (equal keys, the same bytes, hash alike), each
    /// word multiplied in, the last padded with zeros, and the count.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: bytes.count)
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte | 0x20) << shift  // A-Z to a-z; digits and most punctuation have 0x20 set
            shift += 8
            if shift == 64 {
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                word = 0
                shift = 0
            }
        }
        return (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
    }
}

/// A set of words, looked up by their bytes (``TextKey``).
struct WordSet: Sendable {
    private let keys: Set<TextKey>

    init(_ words: [String]) { keys = Set(words.map { TextKey($0) }) }

    /// The words of `list` (``WordList/words(_:)``).
    init(_ list: StaticString) { self.init(WordList.words(list)) }

    func contains(_ word: String) -> Bool { keys.contains(TextKey(word)) }
}

extension TextKey: ExpressibleByStringLiteral {
    init(stringLiteral text: String) { self.text = text }
}
