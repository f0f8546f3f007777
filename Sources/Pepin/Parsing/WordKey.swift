/// A short word folded to lower-case ASCII and packed into two integers, so the parser can look
/// words up without making strings. Latin letters with marks fold to their base letter ("Stück" is
/// "stuck", "xícara" is "xicara", "łyżka" is "lyzka", "große" is "grose"), so the European cooks'
/// units and sizes have keys. Cyrillic letters fold to lower case in the byte values ASCII leaves
/// free, so "г", "мл" and "шт" have keys too. Words longer than 16 letters, or with any other
/// non-ASCII letter, have no key.
struct WordKey: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    init?(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        guard let key = bytes.withUnsafeBufferPointer({ WordKey($0, start, end) }) else { return nil }
        self = key
    }

    init?(_ bytes: LineBytes, _ start: Int, _ end: Int) {
        guard end > start, end - start <= 32 else { return nil }
        let packed: (UInt64, UInt64)? = bytes.withUnsafeBufferPointer { buffer in
            var high: UInt64 = 0
            var low: UInt64 = 0
            var offset = 0
            var i = start
            while i < end {
                var b = buffer[i]
                if b >= 0x80 {
                    guard i + 1 < end, let folded = Self.folded(b, buffer[i + 1]) else { return nil }
                    b = folded
                    i += 1
                }
                i += 1
                let lower = UInt64(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
                if offset < 8 {
                    high |= lower << (UInt64(offset) << 3)
                } else if offset < 16 {
                    low |= lower << (UInt64(offset - 8) << 3)
                } else {
                    return nil
                }
                offset += 1
            }
            return (high, low)
        }
        guard let packed else { return nil }
        high = packed.0
        low = packed.1
    }

    /// The key of an ASCII word (no byte of it 0x80 or above): its bytes in lower case, read eight
    /// at a time where the line's bytes allow.
    init?(ascii bytes: LineBytes, _ start: Int, _ end: Int) {
        guard let key = Self.ascii(bytes, start, end) else { return nil }
        self = key
    }

    /// The key ``init(ascii:_:_:)`` makes, as a function the tokenizer's loop inlines (the
    /// compiler calls a failable initializer).
    @inline(__always)
    static func ascii(_ bytes: LineBytes, _ start: Int, _ end: Int) -> WordKey? {
        let count = end - start
        guard count > 0, count <= 16 else { return nil }
        guard end >= 8 else { return WordKey(bytes, start, end) }  // a line shorter than eight bytes
        return WordKey(high: lowered(bytes, start, min(count, 8)), low: count > 8 ? lowered(bytes, start + 8, count - 8) : 0)
    }

    /// `count` ASCII bytes (1 to 8) from `offset`, "A" to "Z" in lower case, as one little-endian
    /// word whose other bytes are zero. Near the line's end it reads the eight bytes that end
    /// with the word's instead (the caller sees that there are eight).
    @inline(__always)
    private static func lowered(_ bytes: LineBytes, _ offset: Int, _ count: Int) -> UInt64 {
        let word: UInt64
        if offset + 8 <= bytes.count {
            word = load(bytes, offset) & (UInt64.max &>> (UInt64(8 &- count) &* 8))
        } else {
            word = load(bytes, offset + count - 8) &>> (UInt64(8 &- count) &* 8)
        }
        // Per byte below 0x80 (no carry crosses bytes): the high bit set from "A" (0x41) on and
        // from past "Z" (0x5B) on; a capital has the first and not the second, and gains 0x20.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let fromA = word &+ ones &* 0x3F
        let pastZ = word &+ ones &* 0x25
        let highs = ones &* 0x80
        let capitals = fromA & ~pastZ & highs
        return word | capitals >> 2
    }

    @inline(__always)
    private static func load(_ bytes: LineBytes, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The base letter of a two-byte Latin letter with a mark (à to ÿ, À to Þ, ł, Ł), in lower
    /// case, or a Cyrillic letter's own byte; `nil` for any other character.
    private static func folded(_ lead: UInt8, _ next: UInt8) -> UInt8? {
        // Cyrillic: А to Я and а to я as 0x80 plus the letter's place (0 to 31); ё as е.
        if lead == 0xD0, next >= 0x90, next <= 0xAF { return 0x80 | (next - 0x90) }
        if lead == 0xD0, next >= 0xB0, next <= 0xBF { return 0x80 | (next - 0xB0) }
        if lead == 0xD1, next >= 0x80, next <= 0x8F { return 0x90 | (next - 0x80) }
        if (lead == 0xD0 && next == 0x81) || (lead == 0xD1 && next == 0x91) { return 0x85 }
        if lead == 0xC5, next == 0x81 || next == 0x82 { return 0x6C }  // ł, Ł
        if lead == 0xC5, next == 0xBA || next == 0xBB || next == 0xBC { return 0x7A }  // ź, Ż, ż
        if lead == 0xC4, next == 0x85 || next == 0x84 { return 0x61 }  // ą, Ą
        if lead == 0xC4, next == 0x99 || next == 0x98 { return 0x65 }  // ę, Ę
        guard lead == 0xC3, next >= 0x80, next <= 0xBF, next != 0x97, next != 0xB7 else { return nil }
        if next == 0x9F { return 0x73 }  // ß
        // The Latin-1 letters in order, upper case (0x80...0x9E) then lower case (0xA0...0xBF).
        let letters: StaticString = "aaaaaaaceeeeiiiidnooooo-ouuuuyty"
        return letters.utf8Start[Int(next & 0x1F)]
    }

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        self.init(bytes, 0, bytes.count)
    }
}
