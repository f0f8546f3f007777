/// A fixed open-addressing table from ``WordKey`` to ``WordInfo``, built once. Looking a word up
/// costs two multiplications and usually one probe, where a `Dictionary` would run SipHash.
///
/// The probed slots are four bytes each, sixteen bits of the key's hash and where its entry is,
/// so the table every word of a line probes stays in the processor's first cache even beside the
/// name model's weights: most words are names the lexicon does not know, and their probe ends on
/// an empty slot or another hash without reading any key. A key and its information sit together
/// apart, read on a hit.
struct WordTable: Sendable {
    private struct Entry: Sendable {
        let key: WordKey
        let info: WordInfo
    }

    /// 0 for an empty slot; else the key's check bits above and the entry's index plus one below.
    private var slots: [UInt32]
    private var entries: [Entry]
    private let mask: Int

    init(_ entries: [WordKey: WordInfo]) {
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: 0, count: capacity)
        self.entries = []
        self.entries.reserveCapacity(entries.count)
        for (key, value) in entries {
            let mixed = WordTable.mixed(key)
            var slot = Int(truncatingIfNeeded: mixed >> 40) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = WordTable.check(mixed) | UInt32(self.entries.count + 1)
            self.entries.append(Entry(key: key, info: value))
        }
    }

    @inline(__always)
    private static func mixed(_ key: WordKey) -> UInt64 {
        (key.high &* 0x9E37_79B9_7F4A_7C15) ^ (key.low &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// Sixteen bits of the hash the slot's place does not use, in a slot's upper half.
    @inline(__always)
    private static func check(_ mixed: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: mixed >> 8) & 0xFFFF_0000 }

    @inline(__always)
    subscript(key: WordKey) -> WordInfo? {
        let mixed = WordTable.mixed(key)
        let check = WordTable.check(mixed)
        var slot = Int(truncatingIfNeeded: mixed >> 40) & mask
        let found: Int = slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                while true {
                    let value = slots[slot]
                    if value == 0 { return -1 }
                    if value & 0xFFFF_0000 == check {
                        let index = Int(value & 0xFFFF) - 1
                        if entries[index].key == key { return index }
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
        return found >= 0 ? entries[found].info : nil
    }
}
