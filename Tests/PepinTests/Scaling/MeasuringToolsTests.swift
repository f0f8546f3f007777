import Testing
@testable import Pepin

/// The one measuring-tools table, read through the reducers a cook meets.
@Suite struct MeasuringToolsTests {
    private func metric(_ value: Rational, _ unit: Unit, origin: AmountOrigin) -> String {
        let reduced = UnitReducer(.exact(value), unit: unit, origin: origin).reduced
        return AmountPresenter(parts: reduced.parts, isApproximate: reduced.isApproximate, format: .text, abbreviated: true).text
    }

    @Test("converted weights read in a scale's steps, grams well past a kilogram", arguments: [
        (Rational(1252, 10), "≈ 125 g"), (Rational(1250), "1250 g"), (Rational(1127), "≈ 1130 g"),
        (Rational(45, 100), "≈ 0.5 g"), (Rational(4996), "≈ 5 kg"), (Rational(5230), "5.23 kg"),
        (Rational(733, 10), "≈ 73 g"), (Rational(3, 100), "≈ 0.1 g"),
    ])
    func convertedWeights(grams: Rational, expected: String) {
        #expect(metric(grams, .mass(.gram), origin: .converted) == expected)
    }

    @Test("the author's grams are never rounded to a coarser step", arguments: [
        (Rational(1125), Unit.mass(.gram), "1125 g"), (Rational(2, 3), .mass(.gram), "≈ 667 mg"),
        (Rational(125, 3), .mass(.gram), "≈ 42 g"), (Rational(25, 10), .mass(.gram), "2.5 g"),
        (Rational(3, 2), .mass(.kilogram), "1.5 kg"), (Rational(250, 3), .volume(.milliliter), "≈ 85 ml"),
        (Rational(2), .volume(.milliliter), "2 ml"), (Rational(3, 2), .volume(.liter), "1.5 l"),
    ])
    func writtenAmounts(value: Rational, unit: Unit, expected: String) {
        #expect(metric(value, unit, origin: .written) == expected)
    }

    @Test("converted volumes read in metric spoons, then a jug's marks, then litres", arguments: [
        (Rational(49, 10), "≈ 5 ml"), (Rational(74, 10), "≈ 7.5 ml"), (Rational(148, 10), "≈ 15 ml"),
        (Rational(237), "≈ 240 ml"), (Rational(798), "≈ 800 ml"), (Rational(1183), "≈ 1175 ml"),
        (Rational(3785), "≈ 3.8 l"), (Rational(3, 10), "≈ 1.25 ml"),
    ])
    func convertedVolumes(milliliters: Rational, expected: String) {
        #expect(metric(milliliters, .volume(.milliliter), origin: .converted) == expected)
    }

    @Test("metric amounts read in one US measure when one is within 6%, as a cook uses them", arguments: [
        ("250 ml milk", "≈ 1 cup milk"), ("1 l water", "≈ 1 quart water"), ("3 l water", "≈ 3 quarts water"),
        ("75 ml cream", "≈ 1/3 cup cream"), ("45 ml olive oil", "≈ 3 tablespoons olive oil"),
        ("30 ml olive oil", "≈ 2 tablespoons olive oil"), ("2.5 ml vanilla extract", "≈ 1/2 teaspoon vanilla extract"),
        ("180 ml milk", "≈ 3/4 cup milk"),
    ])
    func oneMeasure(written: String, expected: String) {
        #expect(PreparedLine(written).presented(view: .usCustomary).text == expected)
    }

    @Test("an amount no single measure is near enough keeps its compound reading")
    func compoundWhenFar() {
        // A seventh of a cup: 2 tablespoons is 12% off; a cook measures 2 tablespoons + 1 teaspoon.
        #expect(PreparedLine("1 cup milk").presented(scale: Rational(1, 7)).text == "≈ 2 tablespoons + 1 teaspoon milk")
        // Litres read to the 100 ml a large jug is marked in.
        #expect(PreparedLine("9 cups water").presented(view: .metricVolume).text == "≈ 2.1 l water")
    }

    @Test("no US unit is used below its smallest measure or off its set")
    func smallestMeasures() {
        #expect(MeasuringTools.smallest(.teaspoon) == Rational(1, 8))
        #expect(MeasuringTools.smallest(.tablespoon) == .one)
        #expect(MeasuringTools.smallest(.cup) == Rational(1, 4))
        #expect(MeasuringTools.smallest(.milliliter) == nil)
        var random = SplitMix(state: 5)
        for _ in 0..<2000 {
            let value = Rational(Int.random(in: 1...3000, using: &random), Int.random(in: 1...48, using: &random))
            for part in UnitReducer(.exact(value), unit: .volume(.teaspoon), suitability: .liquid).reduced.parts {
                guard case .exact(let amount) = part.quantity, case .volume(let unit)? = part.unit,
                    let smallest = MeasuringTools.smallest(unit)
                else { continue }
                #expect(amount >= smallest, "\(value) tsp gave \(amount) \(unit)")
            }
        }
    }

    @Test("dials: 25 °F and 5 °C steps at oven heat, to the degree below", arguments: [
        (Rational(300), TemperatureUnit.fahrenheit, Rational(150)), (Rational(110), .fahrenheit, Rational(43)),
        (Rational(375), .fahrenheit, Rational(190)),
    ])
    func dials(degrees: Rational, unit: TemperatureUnit, celsius: Rational) throws {
        #expect(try Temperature(degrees, unit).converted(to: .celsius).roundedToDial().degrees == celsius)
        #expect(try Temperature(Rational(27), .celsius).converted(to: .fahrenheit).roundedToDial().degrees == Rational(81))
        #expect(try Temperature(Rational(180), .celsius).converted(to: .fahrenheit).roundedToDial().degrees == Rational(350))
    }
}
