import Testing

@testable import Pepin

/// Amounts after a line's own (in parentheses, after "about" or "plus", a container's size, a temperature)
/// scale and convert with the line, once: each row is one line at one scale in every view.
@Suite struct ParentheticalAmountTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let line: String
        let scale: Rational
        let asWritten: String
        let us: String
        let metric: String
        let weight: String

        init(_ line: String, x scale: Rational, _ asWritten: String, us: String, metric: String, weight: String) {
            self.line = line
            self.scale = scale
            self.asWritten = asWritten
            self.us = us
            self.metric = metric
            self.weight = weight
        }

        var testDescription: String { "\(line) x\(scale)" }

        func expected(_ view: IngredientView) -> String {
            switch view {
            case .asWritten: asWritten
            case .usCustomary: us
            case .metricVolume: metric
            case .metricWeight: weight
            }
        }
    }

    static let rows: [Row] = [
        // The author's weight and a rounded one: both scale as written; a view shows one, never both.
        Row(
            "3 whole large eggs (150 g) (about 4 ounces)", x: Rational(2), "6 whole large eggs (300 g) (about 8 ounces)",
            us: "6 whole large eggs (about 8 ounces)", metric: "6 whole large eggs (300 g)", weight: "6 whole large eggs (300 g)"),
        // 8 oz = 226.8 g, weighed in 5 g steps; the weight view's own reading of 4 eggs (200 g) is not doubled.
        Row(
            "2 whole large eggs (about 4 ounces)", x: Rational(2), "4 whole large eggs (about 8 ounces)",
            us: "4 whole large eggs (about 8 ounces)", metric: "4 whole large eggs (about 225 g)", weight: "4 whole large eggs (200 g)"),
        // A volume beside a weight: kept in the US view, gone where the line reads in grams.
        Row(
            "10 ounces (about 2 cups) all-purpose flour", x: Rational(2), "1 1/4 pounds (about 4 cups) all-purpose flour",
            us: "1 1/4 pounds (about 4 cups) all-purpose flour", metric: "≈ 565 g all-purpose flour", weight: "≈ 565 g all-purpose flour"),
        // Counted things scale, in every view.
        Row(
            "1 1/2 cups fresh lemon juice (6-8 lemons)", x: Rational(1, 2), "3/4 cup fresh lemon juice (3-4 lemons)",
            us: "3/4 cup fresh lemon juice (3-4 lemons)", metric: "≈ 180 ml fresh lemon juice (3-4 lemons)",
            weight: "≈ 185 g fresh lemon juice (3-4 lemons)"),
        Row(
            "1/2 cup lemon juice (from about 1 lemon)", x: Rational(2), "1 cup lemon juice (from about 2 lemons)",
            us: "1 cup lemon juice (from about 2 lemons)", metric: "≈ 240 ml lemon juice (from about 2 lemons)",
            weight: "≈ 245 g lemon juice (from about 2 lemons)"),
        // A container's size never scales, but follows the view: 15 oz = 425.2 g.
        Row(
            "2 (15 ounce) cans black beans, drained", x: Rational(2), "4 (15 ounce) cans black beans, drained",
            us: "4 (15 ounce) cans black beans, drained", metric: "4 (≈ 425 g) cans black beans, drained",
            weight: "4 (≈ 425 g) cans black beans (≈ 1700 g), drained"),
        Row(
            "4 x 400g/14oz cans tomatoes", x: Rational(1, 2), "2 x 400g/14oz cans tomatoes", us: "2 x 14oz cans tomatoes",
            metric: "2 x 400g cans tomatoes", weight: "2 x 400g cans tomatoes (800 g)"),
        // 750 ml = 3.17 cups, the nearest cup mark 3 1/4.
        Row(
            "2 (750 milliliter) bottles sparkling apple cider", x: Rational(2), "4 (750 milliliter) bottles sparkling apple cider",
            us: "4 (≈ 3 1/4 cups) bottles sparkling apple cider", metric: "4 (750 milliliter) bottles sparkling apple cider",
            weight: "4 (750 milliliter) bottles sparkling apple cider"),
        // "About" needs no "≈"; 3.2 kg = 7 lb 0.9 oz.
        Row(
            "1 whole chicken (about 1.6 kg)", x: Rational(2), "2 whole chickens (about 3.2 kg)",
            us: "2 whole chickens (about 7 pounds + 1 ounce)", metric: "2 whole chickens (about 3.2 kg)",
            weight: "2 whole chickens (about 3.2 kg)"),
        // The size of each never scales: 1.5 lb = 680.4 g.
        Row(
            "2 steaks, weighing about 1½ lb each", x: Rational(2), "4 steaks, weighing about 1½ lb each",
            us: "4 steaks, weighing about 1½ lb each", metric: "4 steaks, weighing about 680 g each",
            weight: "4 steaks, weighing about 680 g each"),
        Row(
            "1 medium sweet potato (around 400g/14oz)", x: Rational(2), "2 medium sweet potatoes (around 800g/1 3/4 lb)",
            us: "2 medium sweet potatoes (around 1 3/4 lb)", metric: "2 medium sweet potatoes (around 800g)",
            weight: "2 medium sweet potatoes (around 800g)"),
        // The author's other amount right after the line's own: one reading per view.
        Row(
            "1 cup (240 ml) milk", x: Rational(2), "2 cups (480 ml) milk", us: "2 cups milk", metric: "480 ml milk", weight: "≈ 490 g milk"),
        Row(
            "1 oz (20 g) dried morels", x: Rational(2), "2 oz (40 g) dried morels", us: "2 oz dried morels", metric: "40 g dried morels",
            weight: "40 g dried morels"),
        Row(
            "1/2 cup (100 mL)golden raisins", x: Rational(2), "1 cup (200 mL)golden raisins", us: "1 cup golden raisins",
            metric: "200 ml golden raisins", weight: "165 g golden raisins"),
        // Several in one pair of parentheses are one: it goes whole, ")" and all.
        Row(
            "¾ cup plus 2 tablespoons (6 ounces/169 grams) sugar", x: Rational(2), "1 3/4 cups (12 ounces/338 grams) sugar",
            // The author's 169 g, doubled, is 338 g: grams the author weighed are never rounded.
            us: "1 3/4 cups (12 ounces) sugar", metric: "338 g sugar", weight: "338 g sugar"),
        Row(
            "1 bunch (about 225g/8oz) purple sprouting broccoli", x: Rational(2), "2 bunches (about 450g/1 lb) purple sprouting broccoli",
            us: "2 bunches (about 1 lb) purple sprouting broccoli", metric: "2 bunches (about 450g) purple sprouting broccoli",
            weight: "450 g purple sprouting broccoli"),
        // Temperatures follow the view and never scale: 27 °C = 80.6 °F, 110 °F = 43.3 °C.
        Row(
            "750 g water, at 27°C", x: Rational(2), "1500 g water, at 27°C", us: "≈ 6 1/3 cups water, at 81°F",
            metric: "1500 g water, at 27°C", weight: "1500 g water, at 27°C"),
        Row(
            "1 1/2 cups warm water (110 degrees F)", x: Rational(2), "3 cups warm water (110 degrees F)",
            us: "3 cups warm water (110 degrees F)", metric: "≈ 700 ml warm water (43°C)", weight: "≈ 710 g warm water (43°C)"),
        Row(
            "water, heated to 40°C (104°F)", x: Rational(2), "water, heated to 40°C (104°F)", us: "water, heated to 104°F",
            metric: "water, heated to 40°C", weight: "water, heated to 40°C"),
        // "plus" an amount: more besides the line's, scaled and converted with it, never dropped.
        Row(
            "3 eggs plus 1 yolk", x: Rational(2), "6 eggs plus 2 yolks", us: "6 eggs plus 2 yolks", metric: "6 eggs plus 2 yolks",
            weight: "6 eggs (300 g) plus 2 yolks"),
        Row(
            "1 cup flour plus 2 tablespoons for dusting", x: Rational(2), "2 cups flour plus 1/4 cup for dusting",
            us: "2 cups flour plus 1/4 cup for dusting", metric: "≈ 470 ml flour plus ≈ 60 ml for dusting",
            weight: "250 g flour plus ≈ 31 g for dusting"),
        Row(
            "1 large egg, plus 1 large egg yolk, beaten", x: Rational(2), "2 large eggs, plus 2 large egg yolks, beaten",
            us: "2 large eggs, plus 2 large egg yolks, beaten", metric: "2 large eggs, plus 2 large egg yolks, beaten",
            weight: "2 large eggs (100 g), plus 2 large egg yolks, beaten"),
        // Grams added are no reading of the line's cup: it weighs 250 g at x2, not 60 g.
        Row(
            "1 cup all-purpose flour, plus 30 g for dusting", x: Rational(2), "2 cups all-purpose flour, plus 60 g for dusting",
            us: "2 cups all-purpose flour, plus ≈ 2 1/8 ounces for dusting", metric: "≈ 470 ml all-purpose flour, plus 60 g for dusting",
            weight: "250 g all-purpose flour, plus 60 g for dusting"),
        Row(
            "2 tablespoons butter, plus more for the pan", x: Rational(2), "1/4 cup butter, plus more for the pan",
            us: "1/4 cup butter, plus more for the pan", metric: "≈ 60 ml butter, plus more for the pan",
            weight: "≈ 57 g butter, plus more for the pan"),
        // Another food with its own amount, instead or mixed in, scales too; the weight view never
        // weighs it by the line's food.
        Row(
            "40g/1½oz butter, or 4 tbsp olive oil", x: Rational(2), "80g/3oz butter, or 1/2 cup olive oil",
            us: "3 ounces butter, or 1/2 cup olive oil", metric: "80g butter, or ≈ 120 ml olive oil",
            weight: "80g butter, or ≈ 120 ml olive oil"),
        Row(
            "1 teaspoon cornstarch dissolved in 1 tablespoon water", x: Rational(2), "2 teaspoons cornstarch dissolved in 2 tablespoons water",
            us: "2 teaspoons cornstarch dissolved in 2 tablespoons water", metric: "≈ 10 ml cornstarch dissolved in ≈ 30 ml water",
            weight: "≈ 5 g cornstarch dissolved in ≈ 30 ml water"),
        Row(
            "2 c half-and-half (or 1 cup whole milk and 1 cup heavy cream)", x: Rational(2),
            "1 qt half-and-half (or 2 cups whole milk and 2 cups heavy cream)",
            us: "1 qt half-and-half (or 2 cups whole milk and 2 cups heavy cream)",
            metric: "≈ 950 ml half-and-half (or ≈ 470 ml whole milk and ≈ 470 ml heavy cream)",
            weight: "≈ 970 g half-and-half (or ≈ 470 ml whole milk and ≈ 470 ml heavy cream)"),
        // The author's metric reading ending the line, with no parentheses: one reading per view.
        Row(
            "½ cup cold water 125 mL", x: Rational(3), "1 1/2 cups cold water 375 mL", us: "1 1/2 cups cold water",
            metric: "375 ml cold water", weight: "≈ 355 g cold water"),
        // What the line makes, ending it: it scales and is never dropped.
        Row(
            "1 lb baking potatoes, peeled and cubed to make 2½ cups", x: Rational(3),
            "3 lb baking potatoes, peeled and cubed to make 7 1/2 cups", us: "3 lb baking potatoes, peeled and cubed to make 7 1/2 cups",
            metric: "≈ 1360 g baking potatoes, peeled and cubed to make ≈ 1775 ml",
            weight: "≈ 1360 g baking potatoes, peeled and cubed to make ≈ 1130 g"),
        // Numbers that count no food stay: "4 or 6 wedges".
        Row(
            "1 lemon, cut into 4 or 6 wedges", x: Rational(2), "2 lemons, cut into 4 or 6 wedges", us: "2 lemons, cut into 4 or 6 wedges",
            metric: "2 lemons, cut into 4 or 6 wedges", weight: "2 lemons (≈ 115 g), cut into 4 or 6 wedges"),
        // Not amounts of the line: kept as written.
        Row(
            "1 pound large shrimp (15 to 20 count)", x: Rational(2), "2 pounds large shrimp (15 to 20 count)",
            us: "2 pounds large shrimp (15 to 20 count)", metric: "≈ 905 g large shrimp (15 to 20 count)",
            weight: "≈ 905 g large shrimp (15 to 20 count)"),
        Row(
            "1 1/2 cups raisins, soaked for about 30 minutes", x: Rational(2), "3 cups raisins, soaked for about 30 minutes",
            us: "3 cups raisins, soaked for about 30 minutes", metric: "≈ 700 ml raisins, soaked for about 30 minutes",
            weight: "495 g raisins, soaked for about 30 minutes"),
        Row(
            "Bouquet garni (2 fresh thyme sprigs, 1 bay leaf)", x: Rational(2), "Bouquet garni (2 fresh thyme sprigs, 1 bay leaf)",
            us: "Bouquet garni (2 fresh thyme sprigs, 1 bay leaf)", metric: "Bouquet garni (2 fresh thyme sprigs, 1 bay leaf)",
            weight: "Bouquet garni (2 fresh thyme sprigs, 1 bay leaf)"),
    ]

    @Test("parenthetical amounts in every view", arguments: rows)
    func everyView(row: Row) {
        let prepared = PreparedLine(row.line)
        for view in IngredientView.allCases {
            #expect(prepared.presented(scale: row.scale, view: view).text == row.expected(view), "in the \(view.name) view")
        }
    }

    @Test("text and HTML agree, and HTML marks the secondary amount")
    func html() {
        let (text, html) = PreparedLine("2 whole large eggs (about 4 ounces)").presentedAsTextAndHTML(scale: Rational(2), view: .metricVolume)
        #expect(text.text == "4 whole large eggs (about 225 g)")
        #expect(html.text == "<span class=\"amount\">4</span> whole large eggs (about <span class=\"amount\">225 g</span>)")
    }

    @Test("reading secondary amounts changes nothing the parser read")
    func parserUnchanged() {
        let line = IngredientLineParser("3 whole large eggs (150 g) (about 4 ounces)").line
        #expect(line.name == "whole large eggs")
        #expect(line.comment == "(150 g) (about 4 ounces)")
        #expect(line.secondaries.count == 2)
        #expect(IngredientLineParser("2 cups all-purpose flour, sifted").line.secondaries.isEmpty)
    }

    @Test("a line with no amount of its own still scales the one in its parentheses (found by the fuzzer)")
    func noPrimaryAmount() {
        #expect(PreparedLine("Chicken thighs (about 2 pounds)").presented(scale: Rational(3)).text == "Chicken thighs (about 6 pounds)")
        // Bytes that are not UTF-8 before it: the line keeps its words and scales only the amount.
        let hostile = String(decoding: [0, 0, 0xFF] + Array("cup (4 pound) c rinsed mesquite[flour".utf8), as: UTF8.self)
        let line = PreparedLine(hostile)
        #expect(line.line.amount == nil)
        #expect(line.presented(scale: Rational(3)).text == hostile.replacingOccurrences(of: "(4 pound)", with: "(12 pounds)"))
    }

    @Test("the author's own reading after the name is the view's amount: not the catalog's, never rounded")
    func authorsReadingAfterTheName() {
        let cases: [(String, IngredientView, String)] = [
            ("1 cup flour (130 g)", .metricWeight, "260 g flour"),  // the catalog says 125 g a cup
            ("1 pound ground beef (450 g)", .metricWeight, "900 g ground beef"),  // not ≈ 905 g
            ("2 cups water (480 ml)", .metricVolume, "960 ml water"),  // the author's, not the jug's 950
            ("1 pound ground beef (about 450 g)", .metricWeight, "≈ 905 g ground beef"),  // "about": converted
            ("3 whole large eggs (150 g)", .metricWeight, "6 whole large eggs (300 g)"),  // a count stays a count
        ]
        for (line, view, expected) in cases {
            #expect(PreparedLine(line).presented(scale: Rational(2), view: view).text == expected, "\(line) in \(view.name)")
        }
    }
}
