/// A fixed open-addressing table from ``WordKey`` to ``WordInfo``, built once. Looking a word up
/// costs two multiplications and usually one probe, where a `Dictionary` would run SipHash.
struct WordTable: Sendable {
    private var keys: [WordKey]
    private var values: [WordInfo]
    private var used: [Bool]
    private let mask: Int

    init(_ entries: [WordKey: WordInfo]) {
        var capacity = 16
        while capacity < entries.count * 4 { capacity *= 2 }
        mask = capacity - 1
        keys = Array(repeating: WordKey(high: 0, low: 0), count: capacity)
        values = Array(repeating: WordInfo(), count: capacity)
        used = Array(repeating: false, count: capacity)
        for (key, value) in entries {
            var slot = WordTable.slot(key, mask)
            while used[slot] { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
            used[slot] = true
        }
    }

    @inline(__always)
    static func slot(_ key: WordKey, _ mask: Int) -> Int {
        let mixed = (key.high &* 0x9E37_79B9_7F4A_7C15) ^ (key.low &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }

    subscript(key: WordKey) -> WordInfo? {
        var slot = WordTable.slot(key, mask)
        while used[slot] {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
