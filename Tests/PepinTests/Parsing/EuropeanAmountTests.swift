import Pepin
import Testing

/// Lines as German, French, Italian, Spanish, Portuguese, Dutch, Polish and Nordic recipes write
/// them, and Russian units, as imported pages bring them: a decimal comma, the languages' spoons,
/// pinches, cloves and bunches, "de" and "di" after the unit, and the author's word and decimal
/// comma kept when scaled.
@Suite struct EuropeanAmountTests {
    @Test("units as other languages write them", arguments: [
        ("0,5 TL Ingwerpulver", Rational(1, 2), Unit.volume(.teaspoon), "Ingwerpulver"),
        ("2 EL Olivenöl", Rational(2), Unit.volume(.tablespoon), "Olivenöl"),
        ("1,5 kg Kartoffeln", Rational(3, 2), Unit.mass(.kilogram), "Kartoffeln"),
        ("1,25 l Milch", Rational(5, 4), Unit.volume(.liter), "Milch"),
        ("1 Prise Salz", Rational(1), Unit.count(.pinch), "Salz"),
        ("1 Msp. Pimentpulver", Rational(1), Unit.count(.pinch), "Pimentpulver"),
        ("2 Zehen Knoblauch", Rational(2), Unit.count(.clove), "Knoblauch"),
        ("1 Stück Ingwer", Rational(1), Unit.count(.piece), "Ingwer"),
        ("3 Scheiben Sandwichtoast", Rational(3), Unit.count(.slice), "Sandwichtoast"),
        ("1 càs Huile végétale", Rational(1), Unit.volume(.tablespoon), "Huile végétale"),
        ("2 c. à soupe de sucre", Rational(2), Unit.volume(.tablespoon), "sucre"),
        ("2 c.s. de farine", Rational(2), Unit.volume(.tablespoon), "farine"),
        ("1 c.à.c de sel", Rational(1), Unit.volume(.teaspoon), "sel"),
        ("3 cuillères à café de cumin", Rational(3), Unit.volume(.teaspoon), "cumin"),
        ("1 msk chilisås", Rational(1), Unit.volume(.tablespoon), "chilisås"),
        ("4 ss smør", Rational(4), Unit.volume(.tablespoon), "smør"),
        ("3 łyżki mąki", Rational(3), Unit.volume(.tablespoon), "mąki"),
        ("1 cucchiaio di olio", Rational(1), Unit.volume(.tablespoon), "olio"),
        ("100 gr di zucchero", Rational(100), Unit.mass(.gram), "zucchero"),
        ("2 cucharadas de azúcar", Rational(2), Unit.volume(.tablespoon), "azúcar"),
        ("1 colher de sopa de açúcar", Rational(1), Unit.volume(.tablespoon), "açúcar"),
        ("2 colheres (chá) de sal", Rational(2), Unit.volume(.teaspoon), "sal"),
        ("2 c. de chá sal", Rational(2), Unit.volume(.teaspoon), "sal"),
        ("2 xícaras de farinha", Rational(2), Unit.volume(.cup), "farinha"),
        ("3 xícaras (chá) de farinha de trigo", Rational(3), Unit.volume(.cup), "farinha de trigo"),
        ("1 el olijfolie", Rational(1), Unit.volume(.tablespoon), "olijfolie"),
        ("2 takjes tijm", Rational(2), Unit.count(.sprig), "tijm"),
        ("1 kleines Stück Ingwer", Rational(1), Unit.count(.piece), "Ingwer"),
        ("1 gehäufter EL Zucker", Rational(1), Unit.volume(.tablespoon), "Zucker"),
        ("500 г муки", Rational(500), Unit.mass(.gram), "муки"),
        ("1 КГ картофеля", Rational(1), Unit.mass(.kilogram), "картофеля"),
        ("200 мл молока", Rational(200), Unit.volume(.milliliter), "молока"),
        ("3 шт яйца", Rational(3), Unit.count(.piece), "яйца"),
    ])
    func units(_ text: String, _ quantity: Rational, _ unit: Unit, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.quantity == .exact(quantity), "\(text)")
        #expect(line.unit == unit, "\(text)")
        #expect(line.name == name, "\(text)")
    }

    @Test("Russian amounts after the name, as Russian sites write them, scale in the author's words", arguments: [
        ("сыр пармезан - 75 г", "сыр пармезан - 150 г"),
        ("молотые белые сухари - 25г", "молотые белые сухари - 50г"),
        ("лимон - 1 шт (цедра и сок)", "лимон - 2 шт (цедра и сок)"),
        // "ст" may be a tablespoon ("ст. л.") or a glass ("стакан"): not read, so not scaled.
        ("петрушка - 2 ст л. мелко нарезанной", "петрушка - 2 ст л. мелко нарезанной"),
    ])
    func russian(_ text: String, _ expected: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2)).text == expected)
    }

    @Test("sizes as German and Dutch write them", arguments: [("1 großer Apfel", "großer", "Apfel"), ("1 middelgrote ui", "middelgrote", "ui")])
    func sizes(_ text: String, _ size: String, _ name: String) {
        let line = IngredientLineParser(text).line
        #expect(line.size == size)
        #expect(line.name == name)
    }

    @Test("thousands as English writes them", arguments: [
        ("1,500 g flour", Rational(1500)), ("12,000 ml water", Rational(12000)), ("1,234.5 g salt", Rational(2469, 2)),
        ("2,500,000 g rice", Rational(2_500_000)), ("1000,5 g sugar", Rational(2001, 2)),
    ])
    func thousands(_ text: String, _ quantity: Rational) {
        #expect(IngredientLineParser(text).line.quantity == .exact(quantity), "\(text)")
    }

    @Test("English keeps its readings: a cup written c., sautéed")
    func english() {
        #expect(IngredientLineParser("2 c. sugar").line.unit == .volume(.cup))
        #expect(IngredientLineParser("2 c. sugar").line.name == "sugar")
        #expect(PreparedLine("1,500 g flour").presented(scale: Rational(2)).text == "3000 g flour")
        let potatoes = IngredientLineParser("450g/1lb potatoes, boiled and puréed").line
        #expect(potatoes.name == "potatoes")
        #expect(potatoes.preparation == "boiled and puréed")
    }

    @Test("scaled, the author's word stays as written; a view asking for its measures converts", arguments: [
        ("0,5 TL Ingwerpulver", IngredientView.asWritten, "1 TL Ingwerpulver"),
        ("2 EL Olivenöl", .asWritten, "4 EL Olivenöl"),
        ("3 TL Zucker", .asWritten, "6 TL Zucker"),
        ("1 Prise Salz", .asWritten, "2 Prise Salz"),
        ("2 Zehen Knoblauch", .asWritten, "4 Zehen Knoblauch"),
        ("2 c. à soupe de sucre", .asWritten, "4 c. à soupe de sucre"),
        ("1,5 kg Kartoffeln", .asWritten, "3 kg Kartoffeln"),
        ("2 EL Olivenöl", .usCustomary, "1/4 cup Olivenöl"),
        ("3 TL Zucker", .usCustomary, "2 tablespoons Zucker"),
        ("2 EL Olivenöl", .metricVolume, "≈ 60 ml Olivenöl"),
        ("1,2 l Gemüsebouillon", .asWritten, "2,4 l Gemüsebouillon"),
        ("1,2 l Gemüsebouillon", .metricVolume, "2,4 l Gemüsebouillon"),
        ("0,75 TL Senf", .asWritten, "1,5 TL Senf"),
        ("0,5 Zitrone", .asWritten, "1 Zitrone"),
        ("0,75 Zitrone", .asWritten, "1,5 Zitrone"),
        ("1.2 l stock", .asWritten, "2.4 l stock"),
        ("1,250 g flour", .asWritten, "2500 g flour"),
        ("1 xícara (chá) de açúcar", .asWritten, "2 xícara (chá) de açúcar"),
        ("1 xícara (chá) de leite", .metricVolume, "≈ 470 ml de leite"),
    ])
    func scaled(_ text: String, _ view: IngredientView, _ expected: String) {
        #expect(PreparedLine(text).presented(scale: Rational(2), view: view).text == expected, "\(text) in \(view.name)")
    }
}
