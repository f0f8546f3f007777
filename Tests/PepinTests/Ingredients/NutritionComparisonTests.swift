import Pepin
import Testing

/// The recipe's own nutrition facts beside Pepin's: which name means which nutrient, which value
/// it states, and when the two differ enough to say so.
@Suite struct NutritionComparisonTests {
    static func perServing(calories: Int, fat: Int, sodium: Int) -> NutrientAmounts {
        NutrientAmounts(hundredths: [calories, fat, nil, nil, sodium])
    }

    @Test("the facts that differ by more than 15% are listed with how much", arguments: [
        // Pepin 267 kcal against the cookies' 210: 27% more.
        ("calories", Nutrient.calories, "210 kcal", 26700, 27),
        ("Total fat", .fat, "11 g", 1600, 45),
        ("fatContent", .fat, "11g", 1600, 45),
        ("Sodium", .sodium, "0.5 g", 40000, -20),
        ("sodiumContent", .sodium, "500 mg", 40000, -20),
        ("Energy", .calories, "1,200", 100000, -17),
        ("Carbs", .carbohydrate, "1,5 g", 100, -33),
    ])
    func differs(name: String, nutrient: Nutrient, value: String, computed: Int, percent: Int) {
        var values: [Int?] = Array(repeating: nil, count: Nutrient.allCases.count)
        values[nutrient.rawValue] = computed
        let differences = NutritionComparison(author: [NutritionFact(name: name, value: value)], perServing: NutrientAmounts(hundredths: values)).differences
        #expect(differences.map(\.percent) == [percent])
        #expect(differences.map(\.nutrient) == [nutrient])
    }

    @Test("within 15%, unknown names and unreadable values say nothing")
    func quiet() {
        let values = Self.perServing(calories: 22000, fat: 1100, sodium: 30000)
        let facts = [
            NutritionFact(name: "calories", value: "210 kcal"), NutritionFact(name: "fat", value: "11 g"),
            NutritionFact(name: "vitamin C", value: "12 mg"), NutritionFact(name: "sodium", value: "some"),
        ]
        #expect(NutritionComparison(author: facts, perServing: values).differences.isEmpty)
    }
}
