@testable import Pepin
import Testing

/// A range of US volumes that one unit reads only as a pile of spoons ("18-24 tablespoons") reads
/// end by end, each end as it would alone; a range one unit reads well stays in that unit.
@Suite struct RangeEndsTests {
    static func scaled(_ text: String, _ factor: Rational, style: ReductionStyle = .compound, format: TextFormat = .text) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: factor, style: style, format: format).text
    }

    static let table: [(String, Rational, String)] = [
        ("¾-1 cup sugar", Rational(3, 2), "1 cup + 2 tablespoons to 1 1/2 cups sugar"),
        ("1/2-3/4 cup milk", Rational(3, 2), "3/4 cup to 1 cup + 2 tablespoons milk"),
        ("2-3 tbsp olive oil", Rational(3, 2), "3 tbsp to 1/4 cup + 1 1/2 tsp olive oil"),
        ("1/3-1/2 cup water", Rational(1, 2), "2 tablespoons + 2 teaspoons to 1/4 cup water"),
        // One unit reads these well: unchanged.
        ("2-3 tablespoons olive oil", Rational(2), "4-6 tablespoons olive oil"),
        ("¾-1 cup sugar", Rational(1, 2), "6-8 tablespoons sugar"),
        ("2-3 teaspoons cumin", Rational(3, 2), "3-4 1/2 teaspoons cumin"),
        ("1-2 cups flour", Rational(3, 2), "1 1/2-3 cups flour"),
    ]

    @Test("each range reads as expected", arguments: table)
    func line(_ text: String, factor: Rational, expected: String) {
        #expect(Self.scaled(text, factor) == expected)
    }

    @Test("the ends add up to the range the parts hold in one unit, which data readers keep")
    func endsMatchParts() throws {
        let reduced = UnitReducer(.range(QuantityRange(low: Rational(9), high: Rational(27, 2))), unit: .volume(.teaspoon)).reduced
        let ends = try #require(reduced.ends)
        func teaspoons(_ parts: [AmountPart]) throws -> Rational {
            var sum = Rational.zero
            for part in parts {
                guard case .volume(let unit)? = part.unit else { Issue.record("not a volume"); return sum }
                sum = try sum.adding(part.quantity.low.multiplied(by: unit.inSystemBase))
            }
            return sum
        }
        #expect(try teaspoons(ends.low) == Rational(9) && teaspoons(ends.high) == Rational(27, 2))
        #expect(reduced.parts == [AmountPart(quantity: .range(QuantityRange(low: Rational(9), high: Rational(27, 2))), unit: .volume(.teaspoon))])
        #expect(!reduced.isApproximate)
    }

    @Test("in single style a range stays in one unit; in HTML the whole range is one amount")
    func singleAndHTML() {
        #expect(Self.scaled("¾-1 cup sugar", Rational(3, 2), style: .single) == "18-24 tablespoons sugar")
        #expect(
            Self.scaled("¾-1 cup sugar", Rational(3, 2), format: .html)
                == "<span class=\"amount\">1 cup + 2 tablespoons to 1 <sup>1</sup>&frasl;<sub>2</sub> cups</span> sugar")
    }

    @Test("a shopping list writes a merged range end by end too")
    func shoppingList() {
        let recipe = ShoppingRecipe(lines: [PreparedLine("2-3 tbsp olive oil")], scale: Rational(3, 2))
        let texts = ShoppingList([recipe], view: .asWritten).items.map(\.text)
        #expect(texts.contains { $0.contains("3 tablespoons to 1/4 cup + 1 1/2 teaspoons") }, "\(texts)")
    }

    @Test("a range written with a unit at each end ('1 tsp to 1 tbsp') keeps its upper end in every view")
    func unitAtEachEnd() {
        func shown(_ text: String, _ view: IngredientView, _ factor: Rational = .one) -> String {
            PreparedLine(IngredientLineParser(text).line).presented(scale: factor, view: view).text
        }
        #expect(shown("1 tsp to 1 tbsp milk", .metricVolume) == "≈ 5-15 ml milk")
        #expect(shown("14 oz to 1lb cod fillet", .metricWeight) == "≈ 395-455 g cod fillet")
        #expect(shown("1 tsp to 1 tbsp salt", .usCustomary) == "1 tsp to 1 tbsp salt")
        #expect(shown("1 tsp to 1 tbsp salt", .usCustomary, Rational(3, 2)) == "1 1/2 tsp to 1 tbsp + 1 1/2 tsp salt")
        #expect(shown("1 cup to 1 pint milk", .asWritten, Rational(3, 2)) == "1 1/2 cups to 3 cups milk")
        // "or" joins another reading, which a view still drops.
        #expect(shown("1 tsp or 1 tbsp milk", .metricVolume) == "≈ 5 ml milk")
    }
}
