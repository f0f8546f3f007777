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
    @inline(__always)
    init?(ascii bytes: LineBytes, _ start: Int, _ end: Int) {
        let count = end - start
        guard count > 0, count <= 16 else { return nil }
        high = Self.lowered(bytes, start, min(count, 8))
        low = count > 8 ? Self.lowered(bytes, start + 8, count - 8) : 0
    }

    /// `count` ASCII bytes (1 to 8) from `offset`, "A" to "Z" in lower case, as one little-endian
    /// word whose other bytes are zero.
    @inline(__always)
    private static func lowered(_ bytes: LineBytes, _ offset: Int, _ count: Int) -> UInt64 {
        var word: UInt64
        if offset + 8 <= bytes.count {
            word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
            if count < 8 { word &= (1 << (UInt64(count) &* 8)) &- 1 }
        } else {
            word = 0
            for k in 0..<count { word |= UInt64(bytes[offset + k]) << UInt64(k &* 8) }
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

/// What the parser knows about a word.
struct WordInfo: Hashable, Sendable {
    var unit: Unit?
    /// The word's value as a number ("one", "dozen", "half").
    var number: Rational?
    var role: WordRole = .none
    /// Which grammar word it is ("to", "plus"), so the grammar compares small integers.
    var keyword: Keyword = .none
    var flags: WordFlags = []
}

/// What the grammar keeps of each token's ``WordInfo``: small, so checking a token is cheap.
struct TokenInfo: Hashable, Sendable {
    var unit: Unit?
    var role: WordRole
    var keyword: Keyword
    var flags: WordFlags
    /// False when the lexicon does not know the word.
    var known: Bool
    /// A number word ("one", "dozen", "half"): the grammar looks its value up only for these.
    var isNumber: Bool

    /// A word the lexicon does not know, or a token that is not a word.
    static let unknown = TokenInfo(nil)

    init(_ info: WordInfo?) {
        unit = info?.unit
        role = info?.role ?? .none
        keyword = info?.keyword ?? .none
        flags = info?.flags ?? []
        known = info != nil
        isNumber = info?.number != nil
    }
}

/// Word classes the name reader asks about.
struct WordFlags: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    /// Describes a food before its noun: "boneless", "natural".
    static let modifier = WordFlags(rawValue: 1)
    /// Starts a parenthesis that is a comment, not part of the name: "(such as ...)".
    static let asideStarter = WordFlags(rawValue: 2)
    /// After "a", does not count one thing: "a little", "a few".
    static let vague = WordFlags(rawValue: 4)
    /// A unit written abbreviated: "tbsp", "oz".
    static let abbreviation = WordFlags(rawValue: 8)
    /// A preparation word that before a noun is part of the name: "blanched almonds".
    static let nameBeforeNoun = WordFlags(rawValue: 16)
    /// The first word of a counted product: "crushed" in "crushed tomatoes".
    static let startsProduct = WordFlags(rawValue: 32)
    /// The first word of a counted preparation pair: "ground" in "ground black pepper".
    static let startsPreparation = WordFlags(rawValue: 64)
    /// A word after which a preparation word before the noun is still preparation: "fresh" in "fresh
    /// chopped mint" (but "frozen chopped spinach").
    static let preparationFollows = WordFlags(rawValue: 128)
    /// After a comma that follows the name, starts a comment (counted): "zest", "seeds", "homemade".
    static let commentAfterComma = WordFlags(rawValue: 256)
    /// A unit as another language writes it ("EL", "Prise"): scaled, it keeps the author's word.
    static let foreign = WordFlags(rawValue: 512)
}

/// The function words the grammar looks for.
enum Keyword: UInt8, Hashable, Sendable, CaseIterable {
    case none
    case from, extra, make, packed, by, until, into, see, use, x, each, ready, up, least
    case a
    case about
    case an
    case and
    case approximately
    case `as`
    case at
    case brush
    case coat
    case cover
    case cut
    case decorate
    case desired
    case divided
    case dozen
    case dust
    case eg
    case finish
    case fl
    case fluid
    case `for`
    case fry
    case garnish
    case grease
    case ground
    case `if`
    case `in`
    case less
    case more
    case needed
    case of
    case optional
    case optionally
    case or
    case ounce
    case ounces
    case oz
    case plus
    case preferably
    case required
    case room
    case serve
    case sprinkle
    case such
    case taste
    case thick
    case thin
    case to
    case torn
    case very
    case with
    /// "de", "di": "of" in the Romance languages ("2 cucharadas de azúcar").
    case de, di
    /// The last word of a spoon's phrase: "c. à soupe", "colher de sopa", "cuillère à café", "c. de chá".
    case soupe, sopa, cafe, cha
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

extension Keyword {
    /// Every keyword's spelling, in the order of the cases after ``none``: the one list of
    /// keywords (the lexicon reads it; keep it in step with the cases).
    static let spellings: StaticString = """
        from extra make packed by until into see use x each ready up least a about an and approximately as at brush
        coat cover cut decorate desired divided dozen dust eg finish fl fluid for fry garnish grease ground
        if in less more needed of optional optionally or ounce ounces oz plus preferably required room serve
        sprinkle such taste thick thin to torn very with de di soupe sopa cafe cha
        """
}

/// Two words in order, such as a counted product ("crushed tomatoes").
struct WordPair: Equatable, Sendable {
    let first: WordKey
    let second: WordKey
}
