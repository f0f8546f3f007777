extension SecondaryAmountReader {
    /// Weights, volumes and counted things with their noun ("6-8 lemons", "3 sticks"); not lengths,
    /// percentages, or "15 to 20 count".
    func isAccepted(_ amount: IngredientAmount, after: Int) -> Bool {
        guard amount.parts.count == 1 || SecondaryAmount.isMeasured(amount.parts[0].unit) else {
            return false
        }
        // With a size of each ("or one 14-ounce can", "about two 3-ounce shallots"), not a measure
        // ("9 (162 g) tablespoons"), nor a size that starts with a fraction: doubled, "one ¼ ounce
        // envelope" would read "2 ¼ ounce envelopes".
        if let size = amount.containerSize {
            let fraction = size.withUTF8Bytes { bytes -> Bool? in
                var digits = 0
                while digits < bytes.count, bytes[digits] >= 0x30, bytes[digits] <= 0x39 { digits += 1 }
                return digits == 0 ? nil : digits < bytes.count && bytes[digits] == 0x2F
            }
            guard fraction == false else { return false }
            if let unit = grammar.word(after)?.unit, unit.dimension != .count { return false }
        }
        switch amount.parts[0].unit {
        case .volume?, .mass?, .count?: return true
        case .length?: return false
        case nil:
            return after < tokens.count && tokens[after].kind == .word && !grammar.isWord(after, in: Self.notCounted)
        }
    }

    /// True when `other`, after a comma, adds to `amount` rather than reads it again: a smaller
    /// unit of the same measure and system ("3 pounds, 4 ounces"; not "4 tablespoons, ½ stick").
    static func adds(_ other: IngredientAmount, to amount: IngredientAmount) -> Bool {
        guard other.parts.count == 1, let first = amount.parts.last?.unit, let second = other.parts[0].unit,
            first.system == second.system
        else { return false }
        switch (first, second) {
        case (.mass(let a), .mass(let b)): return b.inSystemBase < a.inSystemBase
        case (.volume(let a), .volume(let b)): return b.inSystemBase < a.inSystemBase
        default: return false
        }
    }

    /// Words after a number that are not things counted, with or without a plural "s": "(15 to 20
    /// count)", "(36 to 44 percent)", "for about 30 minutes".
    static let notCounted: StaticString = "count percent minute min hour hr second sec day week time degree"
}
