/// The line's alternatives in groups, as the views remove and show them.
extension SecondaryAmountReader {
    /// The line's alternatives as a view that keeps its units shows them: those in one pair of
    /// parentheses ("(about 450g/1 lb)") as one, with the bytes that remove them.
    func alternativeGroups(_ alternatives: [IngredientAmount]) -> [SecondaryAmount] {
        let bytes = grammar.bytes
        var groups: [SecondaryAmount] = []
        var first = 0
        for index in alternatives.indices {
            let end = alternatives[index].span.upperBound
            // Only "/", ";", "or" and spaces between two amounts of one group, and a dash between
            // a range's ends in one system ("12oz-1lb", not "250g/9oz - 400g").
            if index + 1 < alternatives.count {
                var joined = true
                let ranged = alternatives[index].parts[0].unit?.system == alternatives[index + 1].parts[0].unit?.system
                for byte in bytes[end..<alternatives[index + 1].span.lowerBound] where !Self.joins(byte, ranged) { joined = false }
                // Not a measure and a count ("1lb 2oz or 2 large handfuls"): a view converts one, keeps the other.
                if SecondaryAmount.isMeasured(alternatives[index].parts[0].unit) != SecondaryAmount.isMeasured(alternatives[index + 1].parts[0].unit) {
                    joined = false
                }
                if joined { continue }
            }
            let span = alternatives[first].span.lowerBound..<end
            let removal = Self.keepingSpace(ViewConversion.removalSpan(of: span, in: bytes), in: bytes)
            // "(about 250 g)": a word before the amount, inside its parentheses (not the "or" joining it).
            var hedged = false
            var inside = false
            for byte in bytes[removal.lowerBound..<span.lowerBound] {
                if byte == UInt8(ascii: "(") { inside = true }
                if inside, byte | 0x20 >= UInt8(ascii: "a") { hedged = true }
            }
            groups.append(
                SecondaryAmount(
                    kind: .scaled, amounts: Array(alternatives[first...index]), span: span, removal: removal, hedged: hedged, noun: nil))
            first = index + 1
        }
        return groups
    }

    /// The alternatives that read the line's amount: not those after "plus" ("½ cup (1 stick) plus
    /// 2 tablespoons"), more of the food, which ``read(amount:alternatives:)`` reads.
    static func readings(_ alternatives: [IngredientAmount]) -> [IngredientAmount] {
        var readings = alternatives
        var k = 0
        while k < readings.count {
            if readings[k].isMore { readings.remove(at: k) } else { k += 1 }
        }
        return readings
    }

    /// A byte between two amounts of a group; a dash, "-" or "–" (E2 80 93), when `ranged`.
    private static func joins(_ byte: UInt8, _ ranged: Bool) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "o") || byte == UInt8(ascii: "r")
            || (ranged && (byte == UInt8(ascii: "-") || byte == 0xE2 || byte == 0x80 || byte == 0x93))
    }
}
