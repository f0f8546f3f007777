/// The multi-byte characters the tokenizer tells apart: vulgar fractions, dashes, punctuation.
extension LineTokenizer {
    static func scalarWidth(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead >= 0xF0 { return 4 }
        if lead >= 0xE0 { return 3 }
        if lead >= 0xC0 { return 2 }
        return 1
    }

    /// Width of a vulgar fraction character at `i`, if there is one.
    static func vulgarWidth(_ bytes: LineBytes, at i: Int) -> Int? {
        guard i + 1 < bytes.count else { return nil }
        if bytes[i] == 0xC2, bytes[i + 1] >= 0xBC, bytes[i + 1] <= 0xBE { return 2 }
        if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x85, bytes[i + 2] >= 0x90,
            bytes[i + 2] <= 0x9E
        {
            return 3
        }
        return nil
    }

    /// Width of a hyphen, en dash or em dash at `i`, if there is one.
    static func dashWidth(_ bytes: LineBytes, at i: Int) -> Int? {
        if bytes[i] == 0x2D { return 1 }
        if bytes[i] == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] >= 0x90,
            bytes[i + 2] <= 0x94
        {
            return 3
        }
        return nil
    }

    /// Non-ASCII punctuation that must not glue onto words: quotes, ellipsis, fraction slash.
    static func isPunctuationScalar(_ bytes: LineBytes, at i: Int) -> Bool {
        guard bytes[i] == 0xE2, i + 1 < bytes.count else {
            // «», ×, ·, °
            if bytes[i] == 0xC2 || bytes[i] == 0xC3, i + 1 < bytes.count {
                let s = bytes[i + 1]
                return (bytes[i] == 0xC2 && (s == 0xAB || s == 0xBB || s == 0xB7 || s == 0xB0))
                    || (bytes[i] == 0xC3 && s == 0x97)
            }
            return false
        }
        return bytes[i + 1] == 0x80 || bytes[i + 1] == 0x81
    }
}
