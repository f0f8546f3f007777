/// A fixed table from ``WordKey`` to ``WordInfo``, built once. Looking a word up costs two
/// multiplications and two probes, where a `Dictionary` would run SipHash.
///
/// Each key has two places, from two parts of its hash, and is in one of them (cuckoo hashing:
/// building moves a key to its other place to make room). So a lookup reads both and compares,
/// with no loop and no branch: whether a word is known is as likely as not, and a branch on it
/// would be guessed wrong often, each time only after the key, the hash and the probe.
///
/// The slots are four bytes each, sixteen bits of the key's hash and where its entry is, so the
/// table every word of a line probes stays in the processor's first cache even beside the name
/// model's weights: most words are names the lexicon does not know, and their probe meets other
/// hashes and reads entry 0, no word's, without reading any key. A key sits apart with what a
/// token keeps of its information and the full information, read on a hit.
struct WordTable: Sendable {
    private struct Entry: Sendable {
        let key: WordKey
        let token: TokenInfo
        let info: WordInfo
    }

    /// 0 for an empty slot; else the key's check bits above and the entry's index below.
    private var slots: [UInt32]
    /// Entry 0 is no word's: its key is zero (a word's key has a letter) and its token unknown.
    private var entries: [Entry]
    /// The table has 2^bits slots: a key's first place is its hash's top `bits` bits, its second
    /// the `bits` bits below them. The shifts are kept so a lookup computes neither.
    private let firstShift: UInt64
    private let secondShift: UInt64
    private let mask: Int

    init(_ entries: [WordKey: WordInfo]) {
        self.entries = [Entry(key: WordKey(high: 0, low: 0), token: .unknown, info: WordInfo())]
        for (key, value) in entries { self.entries.append(Entry(key: key, token: TokenInfo(value), info: value)) }
        // At most half full, where two places nearly always suffice; else twice the room.
        var bits = 4
        while 1 << bits < entries.count * 2 { bits += 1 }
        while true {
            if let slots = WordTable.placed(self.entries, bits: bits) {
                self.slots = slots
                (firstShift, secondShift, mask) = WordTable.shifts(bits)
                return
            }
            bits += 1
        }
    }

    /// The slots with every entry in one of its two places, or `nil` when moving keys between
    /// their places goes on too long.
    private static func placed(_ entries: [Entry], bits: Int) -> [UInt32]? {
        var slots = [UInt32](repeating: 0, count: 1 << bits)
        let (firstShift, secondShift, mask) = shifts(bits)
        for index in 1..<entries.count {
            var moving = UInt32(index)
            var place = -1  // a key placed anew goes to its first place, a key moved to its other
            for _ in 0..<500 {
                let mixed = mixed(entries[Int(moving)].key)
                let both = places(mixed, firstShift, secondShift, mask)
                place = place == both.first ? both.second : both.first
                let evicted = slots[place]
                slots[place] = check(mixed) | moving
                moving = evicted & 0xFFFF
                if moving == 0 { break }
            }
            if moving != 0 { return nil }
        }
        return slots
    }

    @inline(__always)
    private static func mixed(_ key: WordKey) -> UInt64 {
        (key.high &* 0x9E37_79B9_7F4A_7C15) ^ (key.low &* 0xC2B2_AE3D_27D4_EB4F)
    }

    @inline(__always)
    private static func shifts(_ bits: Int) -> (first: UInt64, second: UInt64, mask: Int) {
        (UInt64(64 - bits), UInt64(64 - 2 * bits), (1 << bits) - 1)
    }

    /// A key's two places: the hash's top bits, and the bits below them.
    @inline(__always)
    private static func places(_ mixed: UInt64, _ firstShift: UInt64, _ secondShift: UInt64, _ mask: Int) -> (first: Int, second: Int) {
        (Int(truncatingIfNeeded: mixed &>> firstShift), Int(truncatingIfNeeded: mixed &>> secondShift) & mask)
    }

    /// Fifteen bits of the hash the places do not use (for tables of up to 4,096 slots), in a
    /// slot's upper half, and its top bit set, so no check is an empty slot's.
    @inline(__always)
    private static func check(_ mixed: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: mixed >> 8) & 0xFFFF_0000 | 0x8000_0000 }

    /// The index of the key's entry, or 0 when the table does not have it: a place whose check
    /// does not match gives entry 0, and a key compared picks between the places' entries.
    @inline(__always)
    private func index(_ key: WordKey) -> Int {
        let mixed = WordTable.mixed(key)
        let check = WordTable.check(mixed)
        let places = WordTable.places(mixed, firstShift, secondShift, mask)
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                let first = slots[places.first]
                let second = slots[places.second]
                let one = first ^ check < 0x1_0000 ? Int(first & 0xFFFF) : 0
                let other = second ^ check < 0x1_0000 ? Int(second & 0xFFFF) : 0
                let a = entries[one].key
                let b = entries[other].key
                let atOne = (a.high ^ key.high) | (a.low ^ key.low) == 0
                let atOther = (b.high ^ key.high) | (b.low ^ key.low) == 0
                return atOne ? one : atOther ? other : 0
            }
        }
    }

    /// What a token keeps of the word's information; ``TokenInfo/unknown`` when the table does not
    /// have the word.
    @inline(__always)
    func token(_ key: WordKey) -> TokenInfo {
        let index = index(key)
        return entries.withUnsafeBufferPointer { $0[index].token }
    }

    subscript(key: WordKey) -> WordInfo? {
        let index = index(key)
        return index > 0 ? entries[index].info : nil
    }
}
