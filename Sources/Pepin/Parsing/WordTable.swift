/// A fixed open-addressing table from ``WordKey`` to ``WordInfo``, built once. Looking a word up
/// costs two multiplications and usually one probe, where a `Dictionary` would run SipHash.
///
/// The probed slots hold only the key and where its information is, 24 bytes each, so the table a
/// line's every word probes stays small in the cache; the information sits apart, read on a hit.
struct WordTable: Sendable {
    private struct Slot: Sendable {
        var key: WordKey
        /// Index into `infos`, or -1 for an empty slot.
        var index: Int32
    }

    private var slots: [Slot]
    private var infos: [WordInfo]
    private let mask: Int

    init(_ entries: [WordKey: WordInfo]) {
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: Slot(key: WordKey(high: 0, low: 0), index: -1), count: capacity)
        infos = []
        infos.reserveCapacity(entries.count)
        for (key, value) in entries {
            var slot = WordTable.slot(key, mask)
            while slots[slot].index >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(key: key, index: Int32(infos.count))
            infos.append(value)
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
        let found: Int32 = slots.withUnsafeBufferPointer { buffer in
            while buffer[slot].index >= 0 {
                if buffer[slot].key == key { return buffer[slot].index }
                slot = (slot + 1) & mask
            }
            return -1
        }
        return found >= 0 ? infos[Int(found)] : nil
    }
}
