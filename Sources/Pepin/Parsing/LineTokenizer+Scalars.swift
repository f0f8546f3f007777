/// The multi-byte characters the tokenizer tells apart: vulgar fractions, dashes, punctuation,
/// and the letters of words beyond ASCII.
extension LineTokenizer {
    /// Where a digit follows the word's first ASCII letters ("2" of "lb2oz"); `nil` when none does.
    /// (Kept out of the loop: the line's words rarely need it.)
    @inline(never)
    func firstDigit(_ word: LineToken) -> Int? {
        var k = word.start
        while k < word.end, bytes[k] | 0x20 &- 0x61 < 26 { k += 1 }
        return k > word.start && k < word.end && isDigit(bytes[k]) ? k : nil
    }

    /// "thumb-sized", "fist-sized", "bun-size": a size by comparison.
    static func isSizedWord(_ bytes: LineBytes, _ start: Int, _ end: Int) -> Bool {
        let suffix: [UInt8] = [0x2D, 0x73, 0x69, 0x7A, 0x65]  // "-size"
        var stem = end
        if end - start > 6, bytes[end - 1] == 0x64 { stem -= 1 }  // "-sized"
        guard stem - start > suffix.count else { return false }
        for k in 0..<suffix.count where bytes[stem - suffix.count + k] | (k == 0 ? 0 : 0x20) != suffix[k] { return false }
        return true
    }

    /// A byte a word has: an ASCII letter, or the lead of a character beyond ASCII that is none
    /// of the fractions, dashes and punctuation below.
    func isWordByte(_ b: UInt8, at i: Int) -> Bool {
        if (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) { return true }
        if b >= 0x80 {
            return LineTokenizer.vulgarWidth(bytes, at: i) == nil && LineTokenizer.dashWidth(bytes, at: i) == nil
                && !LineTokenizer.isPunctuationScalar(bytes, at: i)
        }
        return false
    }

    /// Moves `i` past a word with letters beyond ASCII (or inner quotes that are not).
    func scanAnyWord(_ i: inout Int) {
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if isWordByte(b, at: i) {
                i += b >= 0x80 ? LineTokenizer.scalarWidth(b) : 1
            } else if isDigit(b) {
                i += 1
            } else if (b == 0x2D || b == 0x27) && i + 1 < n && isWordByte(bytes[i + 1], at: i + 1) {
                i += 1  // inner hyphen or apostrophe
            } else if b == 0xE2, i + 3 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0x99,
                isWordByte(bytes[i + 3], at: i + 3)
            {
                i += 3  // right single quote used as an apostrophe
            } else {
                return
            }
        }
    }

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

    /// How many of the eight bytes from `i` (all inside the line) are ASCII letters or digits
    /// before the first that is not: per byte, the high bit marks the range tests (no carry
    /// crosses bytes once the high bits are cleared).
    @inline(__always) static func letterOrDigitRun(_ bytes: LineBytes, at i: Int) -> Int {
        letterOrDigitRun(eightBytes(bytes, at: i))
    }

    /// The eight bytes from `i` (all inside the line), the first in the lowest byte.
    @inline(__always) static func eightBytes(_ bytes: LineBytes, at i: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self))
    }

    /// ``letterOrDigitRun(_:at:)`` of eight bytes already read.
    @inline(__always) static func letterOrDigitRun(_ raw: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs = ones &* 0x80
        let seven = raw & ~highs
        let folded = seven | ones &* 0x20  // "A"-"Z" onto "a"-"z"
        let letters = (folded &+ ones &* 0x1F) & ~(folded &+ ones &* 0x05)  // 0x61 to 0x7A
        let digits = (seven &+ ones &* 0x50) & ~(seven &+ ones &* 0x46)  // 0x30 to 0x39
        let others = ~((letters | digits) & ~raw) & highs
        return others.trailingZeroBitCount >> 3
    }
}
