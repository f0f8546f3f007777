/// A recipe's own nutrition facts (its `nutrition:` block, per serving) beside the ones Pepin
/// works out: the page shows the author's, and says where Pepin's own figure differs by more than
/// ``tolerancePercent`` percent, so neither is taken on trust without a word.
///
/// ```swift
/// let comparison = NutritionComparison(author: [NutritionFact(name: "calories", value: "210 kcal")], perServing: facts.perServing!)
/// comparison.differences.first?.percent  // 27: Pepin counts 267 kcal, 27% more
/// ```
public struct NutritionComparison: Sendable {
    /// One of the author's facts whose value Pepin's differs from.
    public struct Difference: Hashable, Sendable {
        public let nutrient: Nutrient
        /// The author's value as written: "210 kcal".
        public let written: String
        /// Pepin's value per serving, in hundredths of the nutrient's unit.
        public let hundredths: Int
        /// How far Pepin's value is from the author's, in whole percent of the author's (signed).
        public let percent: Int
    }

    /// Differences larger than this, in percent, are shown.
    public static let tolerancePercent = 15

    /// The facts that differ by more than ``tolerancePercent``, in the author's order.
    public let differences: [Difference]

    /// Compares the author's facts with Pepin's values per serving.
    public init(author: [NutritionFact], perServing: NutrientAmounts) {
        var differences: [Difference] = []
        for fact in author {
            guard let nutrient = Self.nutrient(named: fact.name), let computed = perServing.hundredths(of: nutrient),
                let stated = Self.hundredths(in: fact.value, of: nutrient), stated > 0
            else { continue }
            // Whole percent, rounded half away from zero: (computed - stated) x 100 / stated.
            let change = (computed - stated) * 100
            let percent = (change >= 0 ? change + stated / 2 : change - stated / 2) / stated
            if abs(percent) > Self.tolerancePercent {
                differences.append(Difference(nutrient: nutrient, written: fact.value, hundredths: computed, percent: percent))
            }
        }
        self.differences = differences
    }

    /// The nutrient a fact's name means: "calories", "Total fat", "saturatedFatContent", "carbs".
    static func nutrient(named name: String) -> Nutrient? {
        let key = String(decoding: name.utf8.compactMap { byte -> UInt8? in
            let lower = byte | 0x20
            return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") ? lower : nil
        }, as: UTF8.self)
        let stem = key.hasUTF8Suffix("content") ? key.droppingLastBytes(7) : key
        switch stem {
        case "calories", "energy", "kcal": return .calories
        case "fat", "totalfat": return .fat
        case "saturatedfat", "satfat", "saturates": return .saturatedFat
        case "cholesterol": return .cholesterol
        case "sodium": return .sodium
        case "carbohydrate", "carbohydrates", "carbs", "totalcarbohydrate": return .carbohydrate
        case "fiber", "fibre", "dietaryfiber": return .fiber
        case "sugar", "sugars", "totalsugars": return .sugars
        case "protein": return .protein
        default: return nil
        }
    }

    /// The first number in `text`, in hundredths of the nutrient's unit; "mg" written for a
    /// nutrient counted in grams (or "g" for one in milligrams) is converted.
    static func hundredths(in text: String, of nutrient: Nutrient) -> Int? {
        let bytes = Array(text.utf8)
        guard let start = bytes.firstIndex(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        var whole = 0
        var index = start
        func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= UInt8(ascii: "0") && bytes[at] <= UInt8(ascii: "9") }
        while isDigit(index) || (bytes[index] == UInt8(ascii: ",") && isDigit(index + 3) && !isDigit(index + 4)
            && isDigit(index + 1) && isDigit(index + 2)), whole < 100_000_000
        {
            // "1,200": a comma before three digits groups thousands; "1,5" is a decimal comma.
            if bytes[index] != UInt8(ascii: ",") { whole = whole * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
            index += 1
            if index >= bytes.count { break }
        }
        var hundredths = whole * 100
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ","),
            bytes[index + 1] >= UInt8(ascii: "0"), bytes[index + 1] <= UInt8(ascii: "9")
        {
            hundredths += Int(bytes[index + 1] - UInt8(ascii: "0")) * 10
            if index + 2 < bytes.count, bytes[index + 2] >= UInt8(ascii: "0"), bytes[index + 2] <= UInt8(ascii: "9") {
                hundredths += Int(bytes[index + 2] - UInt8(ascii: "0"))
            }
        }
        // The unit written after the number: "mg" or "g" (case aside).
        let letters = bytes[index...].map { $0 | 0x20 }.filter { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        let milligrams = letters.starts(with: [UInt8(ascii: "m"), UInt8(ascii: "g")])
        let grams = letters.first == UInt8(ascii: "g")
        switch nutrient {
        case .cholesterol, .sodium: return grams ? hundredths * 1000 : hundredths
        case .calories: return hundredths
        default: return milligrams ? hundredths / 1000 : hundredths
        }
    }
}
