/// The hashes the name model's features are keyed on (``NameTagger``): a word's text, letters in
/// lower case, read eight bytes at a time.
extension NameTagger {
    /// A word's hash and the shape of its text, read in one pass over its bytes.
    struct Scan {
        /// ``lowercaseHash(_:_:)`` of the token's bytes.
        var hash: UInt32
        /// Bit 1: a hyphen; bit 2: a byte of a multi-byte character; bit 3: no lower-case letter.
        var shape: UInt32
    }

    /// The hash and shape of the bytes in `span`: ``lowercaseHash(_:_:)`` and the bits of
    /// ``Scan/shape``, from whole eight-byte words where the line's bytes allow.
    ///
    /// Always inlined (`@inline(always)`): the underscored hint left it a call once a token.
    @inline(always) static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) -> Scan {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: span.count)
        var dashes: UInt64 = 0
        var high: UInt64 = 0
        var lower: UInt64 = 0
        // Per byte, the high bit marks: a hyphen (a zero byte of raw ^ "-"), a byte of 0x80 or
        // more, a byte from "a" to "z" (seven bits from 0x61 to 0x7A). Bytes past the span are zero.
        func mark(_ raw: UInt64) {
            let dashed = raw ^ (ones &* 0x2D)
            dashes |= (dashed &- ones) & ~dashed & highs
            high |= raw & highs
            let seven = raw & ~highs
            lower |= (seven &+ ones &* 0x1F) & ~(seven &+ ones &* 0x05) & ~raw & highs
        }
        var offset = span.lowerBound
        var left = span.count
        while left >= 8 {
            let raw = chunk(bytes, offset, 8)
            mark(raw)
            hash = (hash ^ (raw | ones &* 0x20)) &* 0xFF51_AFD7_ED55_8CCD  // A-Z to a-z; digits and most punctuation have 0x20 set
            offset += 8
            left -= 8
        }
        // The last word, empty when the span is a whole number of words.
        let raw = chunk(bytes, offset, left)
        mark(raw)
        hash = (hash ^ ((raw | ones &* 0x20) & ((1 << (UInt64(left) &* 8)) &- 1))) &* 0xFF51_AFD7_ED55_8CCD
        let shape = (dashes != 0 ? 2 : 0) | (high != 0 ? 4 : 0) | (lower == 0 ? 8 : 0) as UInt32
        return Scan(hash: UInt32(truncatingIfNeeded: hash >> 32), shape: shape)
    }

    /// ``scan(_:_:)`` of one byte.
    @inline(__always) static func scan(_ byte: UInt8) -> Scan {
        let hash = (0x9E37_79B9_7F4A_7C15 ^ 1 ^ UInt64(byte | 0x20)) &* 0xFF51_AFD7_ED55_8CCD
        let shape = (byte == 0x2D ? 2 : 0) | (byte >= 0x80 ? 4 : 0) | (byte >= 0x61 && byte <= 0x7A ? 0 : 8) as UInt32
        return Scan(hash: UInt32(truncatingIfNeeded: hash >> 32), shape: shape)
    }

    /// `count` bytes (at most 8) from `offset` as one little-endian word, the others zero.
    @inline(__always) private static func chunk(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ count: Int) -> UInt64 {
        guard count > 0 else { return 0 }
        let base = bytes.baseAddress!
        if offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 << (UInt64(count) &* 8)) &- 1)
        }
        // Near the line's end: the line's last eight bytes, shifted down to `offset`.
        if bytes.count >= 8 {
            let last = UInt64(littleEndian: UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self))
            let word = last >> (UInt64(offset + 8 - bytes.count) &* 8)
            return count == 8 ? word : word & ((1 << (UInt64(count) &* 8)) &- 1)
        }
        var word: UInt64 = 0
        for k in 0..<count { word |= UInt64(base[offset + k]) << (UInt64(k) &* 8) }
        return word
    }

    /// A hash of the line's bytes in `span`, ASCII letters in lower case: the words' one hash
    /// (``TextKey/hash(_:)``), its upper half. ``scan(_:_:)`` computes it faster from whole words.
    static func lowercaseHash(_ bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) -> UInt32 {
        UInt32(truncatingIfNeeded: TextKey.hash(UnsafeBufferPointer(rebasing: bytes[span])) >> 32)
    }

    /// The hash of the last three bytes of `span` (all of it when shorter), as
    /// ``lowercaseHash(_:_:)`` reads them.
    /// Always inlined, as ``scan(_:_:)`` is.
    @inline(always) static func suffixHash(_ bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) -> UInt32 {
        let count = min(span.count, 3)
        // The eight bytes that end the span, shifted down to its last `count`: past the line's
        // first eight bytes (nearly every candidate) one load and no branch on where the span lies.
        let raw = span.upperBound >= 8
            ? UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + span.upperBound - 8).loadUnaligned(as: UInt64.self))
                >> (64 &- UInt64(count) &* 8)
            : chunk(bytes, span.upperBound - count, count)
        let word = raw | (0x0020_2020 & ((1 << (UInt64(count) &* 8)) &- 1))
        let hash = (0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count) ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return UInt32(truncatingIfNeeded: hash >> 32)
    }

    /// The first feature's key, the same for every word.
    static var bias: UInt32 { mix(1, 0) }

    /// A feature's key from its template `t` and value `v`: one multiply, the template's part a
    /// constant. The bucket is the key's low bits, which depend on the value's low bits.
    @inline(__always) static func mix(_ t: UInt32, _ v: UInt32) -> UInt32 { (v &* 0x9E37_79B1) ^ (t &* 0x85EB_CA6B) }

    /// Two values as one, for ``mix(_:_:)``.
    @inline(__always) static func pair(_ a: UInt32, _ b: UInt32) -> UInt32 { (a &* 0x2C1B_3C6D) ^ b }
}
