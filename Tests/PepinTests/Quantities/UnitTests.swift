import Pepin
import Testing

@Suite struct UnitTests {
    @Test("units know their system and suitability", arguments: [
        (Unit.volume(.teaspoon), MeasurementSystem.usCustomary, Suitability.both),
        (.volume(.tablespoon), .usCustomary, .both),
        (.volume(.cup), .usCustomary, .both),
        (.volume(.gallon), .usCustomary, .liquid),
        (.volume(.milliliter), .metric, .both),
        (.mass(.gram), .metric, .both),
        (.mass(.pound), .usCustomary, .both),
    ])
    func facts(unit: Unit, system: MeasurementSystem, suitability: Suitability) {
        #expect(unit.system == system)
        #expect(unit.suitability == suitability)
    }

    @Test("measures of one dimension add across units; volumes and masses meet only through a density")
    func measures() throws {
        let cup = Measure(Rational(1), VolumeUnit.cup)
        let sum = try cup.adding(Measure(Rational(2), .tablespoon))
        #expect(try sum.amount(in: .tablespoon) == Rational(18))
        // 1 cup of flour at 125 g per cup (125 / 236.5882365 g per ml).
        let flour = Density(gramsPerMilliliter: try Rational(125) / cup.milliliters)
        #expect(try flour.mass(of: cup).grams == Rational(125))
        #expect(try Measure(Rational(1), MassUnit.pound).grams == Rational(45_359_237, 100_000))
    }

    @Test("temperatures convert exactly and round as oven dials", arguments: [
        (Rational(375), TemperatureUnit.fahrenheit, Rational(190)), (Rational(350), .fahrenheit, Rational(175)),
        (Rational(425), .fahrenheit, Rational(220)), (Rational(212), .fahrenheit, Rational(100)),
    ])
    func temperatures(degrees: Rational, unit: TemperatureUnit, celsius: Rational) throws {
        let oven = try Temperature(degrees, unit).converted(to: .celsius).roundedToDial()
        #expect(oven == Temperature(celsius, .celsius))
        #expect(try Temperature(Rational(100), .celsius).converted(to: .fahrenheit).degrees == Rational(212))
    }
}
