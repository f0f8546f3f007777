/// A fixed open-addressing table from ``WordKey`` to ``WordInfo``, built once. Looking a word up
/// costs two multiplications and usually one probe, where a `Dictionary` would run SipHash.
struct WordTable: Sendable {
    private struct Slot: Sendable {
        var key: WordKey
        var info: WordInfo
        var used: Bool
    }

    private var slots: [Slot]
    private let mask: Int

    init(_ entries: [WordKey: WordInfo]) {
        var capacity = 16
        while capacity < entries.count * 4 { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: Slot(key: WordKey(high: 0, low: 0), info: WordInfo(), used: false), count: capacity)
        for (key, value) in entries {
            var slot = WordTable.slot(key, mask)
            while slots[slot].used { slot = (slot + 1) & mask }
            slots[slot] = Slot(key: key, info: value, used: true)
        }
    }

    @inline(__always)
    static func slot(_ key: WordKey, _ mask: Int) -> Int {
        let mixed = (key.high &* 0x9E37_79B9_7F4A_7C15) ^ (key.low &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }

    @inline(__always)
    subscript(key: WordKey) -> WordInfo? {
        var slot = WordTable.slot(key, mask)
        return slots.withUnsafeBufferPointer { buffer in
            while buffer[slot].used {
                if buffer[slot].key == key { return buffer[slot].info }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }
}
