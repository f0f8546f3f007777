import Testing
@testable import Pepin

@Suite struct IngredientViewTests {
    func view(_ text: String, _ view: IngredientView, scale: Rational = .one, format: TextFormat = .text) -> PresentedLine {
        PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view, format: format)
    }

    @Test("counts with a known piece weight gain it in the weight view only", arguments: [
        ("3 large eggs", IngredientView.metricWeight, "3 large eggs (150 g)"),
        ("2 eggs, beaten", .metricWeight, "2 eggs (100 g), beaten"),
        ("1 jumbo egg", .metricWeight, "1 jumbo egg (63 g)"),
        ("2 cloves garlic, minced", .metricWeight, "2 cloves garlic (6 g), minced"),
        ("1 stick unsalted butter, softened", .metricWeight, "1 stick unsalted butter (≈ 115 g), softened"),
        ("1 (14.5 ounce) can black beans", .metricWeight, "1 (≈ 410 g) can black beans"),
        ("2 (14.5 ounce) cans black beans", .metricWeight, "2 (≈ 410 g) cans black beans (≈ 820 g)"),
        ("3 large eggs", .usCustomary, "3 large eggs"),
        ("3 large eggs", .metricVolume, "3 large eggs"),
    ])
    func counts(written: String, view: IngredientView, expected: String) {
        #expect(self.view(written, view).text == expected)
    }

    @Test("a count scales before it is weighed")
    func scaledCount() {
        #expect(view("1 large egg", .metricWeight, scale: Rational(3)).text == "3 large eggs (150 g)")
    }

    @Test("volumes convert between systems, dry goods never in quarts", arguments: [
        ("1 cup milk", IngredientView.metricVolume, "≈ 240 ml milk"),
        ("250 ml milk", .usCustomary, "≈ 1 cup milk"),
        ("1 pound potatoes", .metricVolume, "≈ 455 g potatoes"),
        ("500 g potatoes", .usCustomary, "≈ 1 pound + 2 ounces potatoes"),
        // Converted, from a pound in whole ounces; a part of a container sized in ounces stays exact.
        ("1 kg cream cheese", .usCustomary, "≈ 2 pounds + 3 ounces cream cheese"),
        ("2 1/2 (15 ounce) jars nopalitos", .usCustomary, "2 1/2 (15 ounce) jars nopalitos (2 pounds + 5 1/2 ounces)"),
        ("1 kg flour", .usCustomary, "8 cups flour"),
        ("30 g butter", .usCustomary, "≈ 1 ounce butter"),
        ("2-3 cups milk", .metricWeight, "≈ 490-730 g milk"),
        ("1 gallon milk", .metricWeight, "≈ 3900 g milk"),
        ("1/8 teaspoon ground cinnamon", .metricWeight, "≈ 0.3 g ground cinnamon"),
    ])
    func systems(written: String, view: IngredientView, expected: String) {
        #expect(self.view(written, view).text == expected)
    }

    @Test("the author's own amount in the view's units wins, and the other one goes", arguments: [
        ("1 cup (125 g) all-purpose flour", IngredientView.metricWeight, "125 g all-purpose flour"),
        ("150g/5oz butter", .usCustomary, "5 ounces butter"),
        ("150g/5oz butter", .metricWeight, "150g butter"),
        ("200ml/7fl oz double cream", .usCustomary, "3/4 cup + 2 tablespoons double cream"),
    ])
    func authorsAlternative(written: String, view: IngredientView, expected: String) {
        #expect(self.view(written, view).text == expected)
    }

    @Test("unknown ingredients stay as written and say why", arguments: [
        ("1 cup mystery dust", IngredientView.metricWeight, "1 cup mystery dust", ConversionIssue?.some(.unknownIngredient)),
        ("a pinch of salt", .metricWeight, "a pinch of salt", nil),
        ("2 sprigs fresh thyme", .metricWeight, "2 sprigs fresh thyme", .noPieceWeight),
        ("1 cup mystery dust", .usCustomary, "1 cup mystery dust", nil),
        ("salt to taste", .metricWeight, "salt to taste", nil),
    ])
    func unknown(written: String, view: IngredientView, expected: String, issue: ConversionIssue?) {
        let presenter = self.view(written, view)
        #expect(presenter.text == expected)
        #expect(presenter.issue == issue)
    }

    @Test("html escapes the author's text and wraps the amount")
    func html() {
        #expect(
            view("1 cup flour, <b>sifted</b> & \"more\"", .metricWeight, format: .html).text
                == "<span class=\"amount\">125 g</span> flour, &lt;b&gt;sifted&lt;/b&gt; &amp; &quot;more&quot;")
    }

    @Test("odd lines never crash in any view", arguments: IngredientView.allCases)
    func oddLines(view: IngredientView) {
        let lines = [
            "", "   ", "cup", "1", "1 cup", "999999999999 cups flour", "1/0 cup sugar", "½ egg", "-3 eggs",
            "1 (99999999999 ounce) can beans", "2-1 cups milk", "🍋 1 cup 🍋", "1 cup (", "1 cup flour (((",
            "3 large eggs 3 large eggs", "9223372036854775807 g flour",
        ]
        for text in lines {
            for scale in [Rational(1), Rational(1_000_000), Rational(1, 7)] {
                _ = PreparedLine(IngredientLineParser(text).line).presented(scale: scale, view: view).text
            }
        }
    }
}

/// One answer for liquid or dry: the catalog when it knows, the name when it does not
/// (issue 9: "8 cups chicken broth" x2 read "1 gallon" through one presenter, "16 cups" through the other).
@Suite struct OneSuitabilityTests {
    @Test("liquid or dry is decided once, when the line is prepared", arguments: [
        ("8 cups chicken broth", "1 gallon chicken broth"), ("8 cups all-purpose flour", "16 cups all-purpose flour"),
        ("2 quarts whole milk", "1 gallon whole milk"), ("8 cups mystery liquid", "16 cups mystery liquid"),
    ])
    func agree(line: String, expected: String) {
        let prepared = PreparedLine(line)
        #expect(prepared.suitability == Suitability.of(food: prepared.food, name: prepared.line.name))
        #expect(prepared.presented(scale: Rational(2)).text == expected)
        #expect(prepared.presented(scale: Rational(2), view: .asWritten, style: .compound, format: .text).text == expected)
    }
}

/// The structured amount beside the text reads as the text does (issue 9: the API's
/// `scaledQuantity` "3" with unit teaspoon beside the text "1 tablespoon").
@Suite struct PresentedAmountTests {
    @Test("the amount as shown, in every view", arguments: [
        ("1 teaspoon kosher salt", Rational(3), IngredientView.asWritten, [(Rational(1), Unit.volume(.tablespoon))], false),
        ("3 tablespoons butter", Rational(2), .asWritten, [(Rational(1, 4), .volume(.cup)), (Rational(2), .volume(.tablespoon))], false),
        ("1 cup all-purpose flour", Rational(1), .metricWeight, [(Rational(125), .mass(.gram))], false),
        ("2 cups milk", Rational(1), .asWritten, [(Rational(2), .volume(.cup))], false),
        ("≈ 2 tablespoons sugar", Rational(2), .asWritten, [(Rational(1, 4), .volume(.cup))], true),
    ])
    func shown(line: String, scale: Rational, view: IngredientView, parts: [(Rational, Unit)], approximate: Bool) {
        let presented = PreparedLine(line).presented(scale: scale, view: view)
        #expect(presented.amount?.parts.map(\.quantity) == parts.map { .exact($0.0) })
        #expect(presented.amount?.parts.map(\.unit) == parts.map(\.1))
        #expect(presented.amount?.isApproximate == approximate)
    }

    @Test("counts keep their unit; a line without an amount has none")
    func counts() {
        let eggs = PreparedLine("3 large eggs").presented(scale: Rational(2))
        #expect(eggs.amount?.parts.map(\.quantity) == [.exact(Rational(6))])
        #expect(eggs.amount?.parts.first?.unit == nil)
        #expect(PreparedLine("salt to taste").presented(scale: Rational(2)).amount == nil)
    }

    @Test("a vague amount stays as written in every view: \"few\" is not one", arguments: [
        "Few tablespoons milk", "Scant teaspoon cocoa powder", "few sprigs fresh dill, to garnish", "a few sprigs fresh cilantro",
    ])
    func vague(line: String) {
        for view in IngredientView.allCases {
            #expect(PreparedLine(line).presented(scale: Rational(1), view: view).text == line, "in the \(view.name) view")
        }
    }

    @Test("an alternative dropped in a view takes its \"or\" with it; an upper end after \"to\" makes a range; one kept keeps its mark", arguments: [
        ("2 teaspoons to 1 tablespoon chopped jalapeno", IngredientView.metricVolume, "≈ 10-15 ml chopped jalapeno"),
        ("2 teaspoons or 1 tablespoon chopped jalapeno", IngredientView.metricVolume, "≈ 10 ml chopped jalapeno"),
        ("1 tsp or 2 g salt", .metricWeight, "2 g salt"),
        ("One ¼-ounce package or 2¼ teaspoons active dry yeast", .metricVolume, "One ≈ 7 g package or ≈ 11.25 ml active dry yeast"),
    ])
    func droppedAlternative(line: String, view: IngredientView, expected: String) {
        #expect(PreparedLine(line).presented(scale: Rational(1), view: view).text == expected)
    }
}

