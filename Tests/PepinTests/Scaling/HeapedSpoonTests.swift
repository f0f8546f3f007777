import Testing
@testable import Pepin

/// A heaped spoon ("2 heaped tsp", "1 heaping tablespoon", "2 rounded tsp") holds what its heap
/// holds, which no conversion knows: it is counted in its own spoon at any scale and in every view,
/// never reduced into level ones ("1 tbsp + 1 tsp") or converted ("≈ 10 ml", "≈ 5 g"), which
/// dropped the heap and gave a cook less than the author meant.
@Suite struct HeapedSpoonTests {
    func shown(_ text: String, scale: Rational, view: IngredientView = .asWritten) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("scaled, the heaped spoons are counted", arguments: [
        ("2 heaped tsp ground nutmeg", Rational(2), "4 heaped tsp ground nutmeg"),
        ("2 heaping tablespoons pine nuts", Rational(2), "4 heaping tablespoons pine nuts"),
        ("1 rounded dessertspoon caster sugar", Rational(2), "2 rounded dessertspoons caster sugar"),
        ("2 heaped tsp ground nutmeg", Rational(1, 3), "2/3 heaped tsp ground nutmeg"),
        ("3-4 heaped tbsp coconut oil", Rational(2), "6-8 heaped tbsp coconut oil"),
    ])
    func scaled(written: String, scale: Rational, expected: String) {
        #expect(shown(written, scale: scale) == expected)
    }

    @Test("every view keeps the heaped spoon", arguments: [
        ("2 heaped tsp ground nutmeg", IngredientView.metricVolume, "2 heaped tsp ground nutmeg"),
        ("1 heaped tbsp mayonnaise", .metricWeight, "1 heaped tbsp mayonnaise"),
        ("2 heaping tablespoons pine nuts", .usCustomary, "2 heaping tablespoons pine nuts"),
    ])
    func views(written: String, view: IngredientView, expected: String) {
        #expect(shown(written, scale: .one, view: view) == expected)
    }

    @Test("a level or plain spoon still reduces and converts", arguments: [
        ("2 level tbsp cornflour", Rational(2), IngredientView.asWritten, "1/4 cup cornflour"),
        ("2 tsp ground nutmeg", Rational(2), .asWritten, "1 tbsp + 1 tsp ground nutmeg"),
        ("2 tbsp cornflour", .one, .metricVolume, "≈ 30 ml cornflour"),
    ])
    func level(written: String, scale: Rational, view: IngredientView, expected: String) {
        #expect(shown(written, scale: scale, view: view) == expected)
    }

    @Test("the parse marks the heap")
    func parsed() {
        #expect(IngredientLineParser("2 heaped tsp ground nutmeg").line.amount?.isHeaped == true)
        #expect(IngredientLineParser("2 level tbsp cornflour").line.amount?.isHeaped == false)
        #expect(IngredientLineParser("2 tsp ground nutmeg").line.amount?.isHeaped == false)
    }
}
