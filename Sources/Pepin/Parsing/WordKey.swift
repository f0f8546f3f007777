/// A short word folded to lower-case ASCII and packed into two integers, so the parser can look
/// words up without making strings. Words longer than 16 bytes or with non-ASCII letters have no key.
struct WordKey: Hashable, Sendable {
    let high: UInt64
    let low: UInt64

    init?(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        let count = end - start
        guard count > 0, count <= 16 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for index in 0..<count {
            var b = bytes[start + index]
            if b >= 0x80 { return nil }
            if b >= 0x41 && b <= 0x5A { b |= 0x20 }
            if index < 8 {
                high |= UInt64(b) << (UInt64(index) * 8)
            } else {
                low |= UInt64(b) << (UInt64(index - 8) * 8)
            }
        }
        self.high = high
        self.low = low
    }

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        self.init(bytes, 0, bytes.count)
    }
}

/// What the parser knows about a word.
struct WordInfo: Hashable, Sendable {
    var unit: Unit?
    /// The word's value as a number ("one", "dozen", "half").
    var number: Rational?
    var role: WordRole = .none
}

/// The part a word plays in an ingredient line, when it is not part of the name.
enum WordRole: UInt8, Hashable, Sendable {
    case none
    /// large, small, medium: the size of what is counted.
    case size
    /// chopped, sifted: how the ingredient is prepared.
    case preparation
    /// finely, roughly: qualifies a preparation word.
    case adverb
    /// about, approximately, scant: qualifies an amount.
    case approximation
}
