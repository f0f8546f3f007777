import Testing

@testable import Pepin

/// A view never loses the author's words: an amount after "plus" is more of the food, a
/// parenthesis that measures something else ("(3 cups cooked)") stays, and an alternative in a
/// measure no view converts ("(1 stick)", "or 2 handfuls") reads the same in every view.
@Suite struct KeptWordsTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let line: String
        let views: [(IngredientView, String)]
        init(_ line: String, us: String, metric: String, weight: String) {
            self.line = line
            views = [(.usCustomary, us), (.metricVolume, metric), (.metricWeight, weight)]
        }
        var testDescription: String { line }
    }

    static let rows: [Row] = [
        // Read as an alternative, "plus 2 tablespoons" was dropped in every view as a repeat of the amount.
        Row(
            "½ cup (1 stick) plus 2 tablespoons unsalted butter", us: "1/2 cup (1 stick) plus 2 tablespoons unsalted butter",
            metric: "≈ 120 ml (1 stick) plus ≈ 30 ml unsalted butter", weight: "≈ 115 g (1 stick) plus ≈ 28 g unsalted butter"),
        Row(
            "1/3 cup plus 1¼ cups all-purpose flour", us: "1/3 cup plus 1¼ cups all-purpose flour",
            metric: "≈ 80 ml plus ≈ 300 ml all-purpose flour", weight: "≈ 42 g plus ≈ 155 g all-purpose flour"),
        Row(
            "25g/1oz plus 1 tsp cold unsalted butter", us: "1 ounce plus 1 tsp cold unsalted butter",
            metric: "25g plus ≈ 5 ml cold unsalted butter", weight: "25g plus ≈ 5 g cold unsalted butter"),
        // Another quantity with its own words: kept, converted, never weighed as the line's food.
        Row(
            "1 cup long-grain white rice (3 cups cooked)", us: "1 cup long-grain white rice (3 cups cooked)",
            metric: "≈ 240 ml long-grain white rice (≈ 700 ml cooked)", weight: "185 g long-grain white rice (≈ 700 ml cooked)"),
        Row(
            "350g/12oz potatoes (280g/10oz after peeling)", us: "12 ounces potatoes (10oz after peeling)",
            metric: "350g potatoes (280g after peeling)", weight: "350g potatoes (280g after peeling)"),
        // The same amount in another measure, with words: a reading, shown once per dimension.
        Row(
            "1½ pounds rhubarb (about 4 cups cut up)", us: "1 1/2 pounds rhubarb (about 4 cups cut up)",
            metric: "≈ 680 g rhubarb (about 950 ml cut up)", weight: "≈ 680 g rhubarb"),
        // A note after the amount's semicolon stays when a view drops the amount.
        Row(
            "4 oz chocolate chips (about ⅔ cup; optional)", us: "4 oz chocolate chips (about ⅔ cup; optional)",
            metric: "≈ 115 g chocolate chips (about 160 ml; optional)", weight: "≈ 115 g chocolate chips (optional)"),
        // Measures no view converts.
        Row(
            "114 g (1 stick) unsalted butter", us: "≈ 4 ounces (1 stick) unsalted butter",
            metric: "114 g (1 stick) unsalted butter", weight: "114 g (1 stick) unsalted butter"),
        Row(
            "500g/1lb 2oz or 2 large handfuls of stale bread", us: "≈ 1 pound + 2 ounces or 2 large handfuls of stale bread",
            metric: "500g or 2 large handfuls of stale bread", weight: "500g or 2 large handfuls of stale bread"),
    ]

    @Test("the author's words in every view", arguments: rows)
    func everyView(row: Row) {
        let prepared = PreparedLine(row.line)
        for (view, expected) in row.views {
            #expect(prepared.presented(scale: .one, view: view).text == expected, "in the \(view.name) view")
        }
    }

    @Test("more after plus scales with the line and is no reading of its amount")
    func plusIsMore() {
        let line = IngredientLineParser("½ cup (1 stick) plus 2 tablespoons unsalted butter").line
        #expect(line.alternatives.count == 1)
        #expect(line.alternatives.first?.parts.first?.unit == .count(.stick))
        #expect(line.name == "unsalted butter")
        #expect(PreparedLine(line.original).presented(scale: Rational(2)).text == "1 cup (2 sticks) plus 1/4 cup unsalted butter")
    }
}

/// How full the author fills a measure ("packed") stays when the amount is written in another measure.
@Suite struct PackedMeasureTests {
    @Test("packing words follow the amount a view or a scale writes", arguments: [
        ("1 packed cup fresh cilantro leaves", IngredientView.metricVolume, Rational(1), "≈ 240 ml packed fresh cilantro leaves"),
        ("2 firmly packed tablespoons chopped fresh cilantro", .asWritten, Rational(2), "1/4 cup firmly packed chopped fresh cilantro"),
        ("½ loosely packed cup chopped fresh basil", .asWritten, Rational(2), "1 loosely packed cup chopped fresh basil"),
        // A weight needs no packing.
        ("1 packed cup fresh cilantro leaves", .metricWeight, Rational(1), "16 g fresh cilantro leaves"),
        // Other words between number and unit are not packing: the amount is written whole.
        ("1 small tsp Dijon mustard", .metricVolume, Rational(1), "≈ 5 ml Dijon mustard"),
    ])
    func kept(line: String, view: IngredientView, scale: Rational, expected: String) {
        #expect(PreparedLine(line).presented(scale: scale, view: view).text == expected)
    }
}
