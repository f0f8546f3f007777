/// Decodes the catalog's packed text (see `FoodCatalog+Data.swift` for the layout).
///
/// The text is trusted (generated, compiled in); a malformed field reads as unknown, never traps.
struct CatalogTextDecoder {
    let lines: [[ArraySlice<UInt8>]]

    init(_ text: UnsafeBufferPointer<UInt8>) {
        var lines: [[ArraySlice<UInt8>]] = []
        let bytes = Array(text)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let trimmed = line.drop { $0 == UInt8(ascii: " ") }
            guard !trimmed.isEmpty else { continue }
            lines.append(trimmed.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false))
        }
        self.lines = lines
    }

    /// `key|name|state|gramsPerCup x10|pieces|nutrients` lines.
    var foods: [Food] {
        lines.compactMap { fields -> Food? in
            guard fields.count == 6 else { return nil }
            let state: FoodState =
                switch fields[2].first {
                case UInt8(ascii: "l"): .liquid
                case UInt8(ascii: "d"): .dry
                default: .other
                }
            let pieces = fields[4].split(separator: UInt8(ascii: ";")).compactMap { piece -> FoodPiece? in
                let parts = piece.split(separator: UInt8(ascii: "="))
                guard parts.count == 2, let grams = Self.integer(parts[1]) else { return nil }
                return FoodPiece(name: Self.text(parts[0]), gramsTenths: grams)
            }
            let nutrients = fields[5].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                .map { Self.integer($0) }
            return Food(
                key: Self.text(fields[0]), name: Self.text(fields[1]), state: state,
                gramsPerCupTenths: Self.integer(fields[3]), pieces: pieces,
                nutrients: NutrientAmounts(hundredths: nutrients))
        }
    }

    /// `key|name|name...` lines.
    var aliases: [(key: String, names: [String])] {
        lines.compactMap { fields in
            guard let key = fields.first, fields.count > 1 else { return nil }
            return (Self.text(key), fields.dropFirst().map { Self.text($0) })
        }
    }

    static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// A non-negative decimal integer, or `nil` when empty or not a number.
    static func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 9 else { return nil }  // fits a 32-bit Int (wasm32)
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
