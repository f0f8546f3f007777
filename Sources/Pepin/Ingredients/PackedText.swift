/// Text packed by `Wasm/pack-catalog.py`: the food catalog as the WebAssembly module carries it,
/// in about half the bytes (the catalog repeats itself: keys, states, piece names). Native builds
/// carry the plain text; ``unpacked(_:)`` passes plain text through untouched.
///
/// The format, byte-wise: `~!` at the start marks packed text; then `~` and three digits A, B, L
/// copy L+4 bytes from A×90+B+1 bytes back; any other byte is itself. A digit is an ASCII byte
/// from `$` to `~` without the backslash (90 digits).
enum PackedText {
    private static let marker = UInt8(ascii: "~")

    /// True when `text` is packed.
    static func isPacked(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= 2 && text[0] == marker && text[1] == UInt8(ascii: "!")
    }

    /// The plain text of packed `text`; `nil` when a copy reaches before the start or past the
    /// end (never for what the packer wrote).
    static func unpacked(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var plain: [UInt8] = []
        plain.reserveCapacity(text.count * 2)
        var index = 2
        while index < text.count {
            guard text[index] == marker else {
                plain.append(text[index])
                index += 1
                continue
            }
            guard index + 3 < text.count, let high = digit(text[index + 1]), let low = digit(text[index + 2]),
                  let length = digit(text[index + 3]) else { return nil }
            let distance = high * 90 + low + 1
            guard distance <= plain.count else { return nil }
            let start = plain.count - distance
            // A copy may overlap what it writes ("abababab"): byte by byte.
            for offset in 0..<(length + 4) { plain.append(plain[start + offset]) }
            index += 4
        }
        return plain
    }

    private static func digit(_ byte: UInt8) -> Int? {
        guard byte >= UInt8(ascii: "$"), byte <= UInt8(ascii: "~"), byte != UInt8(ascii: "\\") else { return nil }
        return Int(byte - UInt8(ascii: "$")) - (byte > UInt8(ascii: "\\") ? 1 : 0)
    }
}
