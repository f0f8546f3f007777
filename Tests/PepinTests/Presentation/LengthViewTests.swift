import Testing
@testable import Pepin

/// Lengths follow the view: "cut into 1/2-inch pieces" reads "cut into 1 cm pieces" in the metric
/// views, "2.5cm/1in piece ginger" reads "1-inch piece ginger" in the US view; they never scale.
@Suite struct LengthViewTests {
    func shown(_ text: String, scale: Rational = .one, view: IngredientView) -> String {
        PreparedLine(text).presented(scale: scale, view: view).text
    }

    @Test("inches to metric, as a ruler reads them", arguments: [
        (Rational(1, 8), "3 mm"), (Rational(1, 4), "6 mm"), (Rational(3, 8), "1 cm"), (Rational(1, 2), "1 cm"),
        (Rational(3, 4), "2 cm"), (Rational(1), "2.5 cm"), (Rational(3, 2), "4 cm"), (Rational(2), "5 cm"),
        (Rational(3), "7.5 cm"), (Rational(6), "15 cm"), (Rational(9), "23 cm"), (Rational(13), "33 cm"),
    ])
    func toMetric(inches: Rational, expected: String) throws {
        let reduced = try #require(LengthReducer.reduce(.exact(inches), from: .inch, toMetric: true))
        #expect(presented(reduced) == expected)
    }

    @Test("metric to inches, as a ruler reads them", arguments: [
        (Rational(2), LengthUnit.millimeter, "1/8 inch"), (Rational(3), .millimeter, "1/8 inch"), (Rational(5), .millimeter, "1/4 inch"),
        (Rational(1), .centimeter, "1/2 inch"), (Rational(2), .centimeter, "3/4 inch"), (Rational(5, 2), .centimeter, "1 inch"),
        (Rational(4), .centimeter, "1 1/2 inches"), (Rational(5), .centimeter, "2 inches"), (Rational(20), .centimeter, "8 inches"),
        (Rational(23), .centimeter, "9 inches"),
    ])
    func toInches(value: Rational, unit: LengthUnit, expected: String) throws {
        let reduced = try #require(LengthReducer.reduce(.exact(value), from: unit, toMetric: false))
        #expect(presented(reduced) == expected)
    }

    @Test("a range keeps one unit; a length already in the system is not reduced")
    func ranges() throws {
        let range = try #require(LengthReducer.reduce(.range(QuantityRange(low: Rational(1, 8), high: Rational(1, 2))), from: .inch, toMetric: true))
        #expect(presented(range) == "0.5-1 cm")
        #expect(LengthReducer.reduce(.exact(Rational(2)), from: .centimeter, toMetric: true) == nil)
    }

    @Test("in the metric views", arguments: [
        ("1 lb beef stew meat, cut into 1/2 inch pieces", "≈ 455 g beef stew meat, cut into 1 cm pieces"),
        ("1 large eggplant, cut into 1-inch cubes", "1 large eggplant, cut into 2.5 cm cubes"),
        ("4 bone-in pork chops (1 inch thick)", "4 bone-in pork chops (2.5 cm thick)"),
        ("8 (6 inch) flour tortillas", "8 (15 cm) flour tortillas"),
        ("1 inch piece ginger, grated", "2.5 cm piece ginger, grated"),
        ("2 aubergines, cut into 2.5cm/1in chunks", "2 aubergines, cut into 2.5cm chunks"),
        ("2.5cm/1in piece fresh root ginger", "2.5cm piece fresh root ginger"),
        ("1 ripe tomato, cut into ½-inch (1 cm) wedges", "1 ripe tomato, cut into 1 cm wedges"),
        ("8 5-inch (13-cm) corn tortillas", "8 13-cm corn tortillas"),
        ("1 lb rock cod, cut into 4 by 1 1/2-inch pieces", "≈ 455 g rock cod, cut into 10 by 4 cm pieces"),
        ("9 (17- by 12-inch) phyllo sheets", "9 (43 by 30 cm) phyllo sheets"),
        ("2 aubergines, sliced lengthways 3mm/about 1/8 inch thick", "2 aubergines, sliced lengthways 3mm thick"),
        ("4 slices baguette, about ¾ in (2cm) thick", "4 slices baguette, about 2cm thick"),
        ("1 lb slab bacon, cut into ¼- to ½-inch thick slices", "≈ 455 g slab bacon, cut into 0.5-1 cm thick slices"),
        ("6 (1/4-inch-thick) lemon slices", "6 (6-mm-thick) lemon slices"),
        ("4 potatoes, cut into 1/2- to 1/4-inch-thick wedges", "4 potatoes, cut into 0.5-1-cm-thick wedges"),
        ("1 eggplant, cut into 3-inch-long, ½-inch-thick sticks", "1 eggplant, cut into 7.5-cm-long, 1-cm-thick sticks"),
        ("2 lb leeks, cut into 3/4-inch/2cm-thick rounds", "≈ 905 g leeks, cut into 2cm-thick rounds"),
    ])
    func metric(written: String, expected: String) {
        #expect(shown(written, view: .metricVolume) == expected)
    }

    @Test("in the US view", arguments: [
        ("250g/9oz halloumi cheese, cut into 1cm/½in cubes", "9 ounces halloumi cheese, cut into ½in cubes"),
        ("10cm/4in piece root ginger, peeled", "4-inch piece root ginger, peeled"),
        ("2cm/¾in piece fresh root ginger", "3/4-inch piece fresh root ginger"),
        ("225g carrots, cut into 3cm chunks", "≈ 8 ounces carrots, cut into 1 1/4-inch chunks"),
        ("1 sheet puff pastry, cut into 10x4cm rectangles", "1 sheet puff pastry, cut into 4x1 1/2-inch rectangles"),
        ("1 black pudding (2cm/¾in thick, 12cm/4½in long), diced", "1 black pudding (¾in thick, 4½in long), diced"),
        ("10 pitted dates (each about 5 cm long)", "10 pitted dates (each about 2 inches long)"),
    ])
    func us(written: String, expected: String) {
        #expect(shown(written, view: .usCustomary) == expected)
    }

    @Test("the weight view shows lengths as the metric views do")
    func weight() {
        #expect(shown("8 (6 inch) flour tortillas", view: .metricWeight) == "8 (15 cm) flour tortillas")
    }

    @Test("as written, and scaled, a length stays the author's; a piece measured in inches scales", arguments: [
        ("8 slices sourdough bread (about 4 x 3 x 1/2-inch)", IngredientView.asWritten, "16 slices sourdough bread (about 4 x 3 x 1/2-inch)"),
        ("1 lb carrots, cut into 1/2-inch pieces", .metricVolume, "≈ 905 g carrots, cut into 1 cm pieces"),
        ("a 2-inch piece of ginger", .asWritten, "a 4-inch piece of ginger"),
    ])
    func scaled(written: String, view: IngredientView, expected: String) {
        #expect(shown(written, scale: Rational(2), view: view) == expected)
    }

    @Test("a rectangle's sides never scale (they read \"12 by 2 inches\" doubled)")
    func sides() {
        #expect(shown("3 pounds eggplant (3 small about 6 by 2 inches each)", scale: Rational(2), view: .asWritten)
            .hasUTF8Suffix("about 6 by 2 inches each)"))
    }

    @Test("words that are not lengths stay, and sides in both systems stay as written", arguments: [
        "2 potatoes, cut 1 in half", "12 ounces chicken, cut into 1x2.5cm/½x1in strips",
    ])
    func notLengths(written: String) {
        #expect(shown(written, view: .usCustomary) == written)
        #expect(shown(written, view: .metricVolume).hasUTF8Suffix(written.split(separator: ",").last.map(String.init) ?? ""))
    }

    @Test("a stranger's line of thousands of lengths and sides is read in one pass")
    func hostile() {
        let pairs = String(repeating: "1x2.5cm/½x1in ", count: 5_000)
        let sides = String(repeating: "1x", count: 5_000) + "2 inch"
        let lengths = String(repeating: "1cm/½in, ", count: 5_000)
        for tail in [pairs, sides, lengths] {
            let line = "1 lb carrots, cut into " + tail
            #expect(shown(line, view: .metricVolume).utf8.count > 5_000)
            #expect(LengthTextPresenter(tail, view: .usCustomary).text.utf8.count > 5_000)
        }
    }

    @Test("a pan's sides")
    func pan() {
        #expect(shown("1 (9x13 inch) pan baked brownies", view: .metricVolume) == "1 (23x33 cm) pan baked brownies")
    }

    private func presented(_ amount: ReducedAmount) -> String {
        var text = TextBuffer()
        let metric = amount.parts.allSatisfy { $0.unit?.system == .metric }
        AmountPresenter(parts: amount.parts, isApproximate: amount.isApproximate, format: .text, abbreviated: metric, ends: nil)
            .write(into: &text)
        return text.text
    }
}

/// A piece measured by its length, scaled, is cut on a ruler; a length the author wrote singular
/// after a plural number, or before the piece's word, describes the piece and stays singular.
@Suite struct ScaledPieceLengthTests {
    @Test("scaled lengths read on the ruler", arguments: [
        ("5cm piece ginger", Rational(1, 3), "2 cm piece ginger"),
        ("1cm/½in piece fresh ginger", Rational(1, 3), "3 mm/1/8-inch piece fresh ginger"),
        ("2 inch piece ginger", Rational(1, 3), "3/4-inch piece ginger"),
        ("a 4-inch piece of ginger", Rational(2), "an 8-inch piece of ginger"),
        // Already on the ruler: written as before.
        ("5cm/2in piece ginger", Rational(2), "10cm/4in piece ginger"),
        ("3 inch knob ginger, peeled", Rational(2), "6 inch knob ginger, peeled"),
        ("1 inch fresh ginger", Rational(2), "2 inches fresh ginger"),
        // One before the piece it measures describes it too; in parentheses it is an amount.
        ("1 inch chunk ginger, trimmed", Rational(2), "2 inch chunk ginger, trimmed"),
        ("2.5cm/1 inch piece of ginger", Rational(2), "5cm/2 inch piece of ginger"),
        ("1 small knob (1 inch) fresh ginger", Rational(2), "2 small knobs (2 inches) fresh ginger"),
    ])
    func scaled(line: String, scale: Rational, expected: String) {
        #expect(PreparedLine(line).presented(scale: scale).text == expected)
    }
}
