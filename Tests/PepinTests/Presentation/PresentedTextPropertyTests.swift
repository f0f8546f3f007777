@testable import Pepin
import PropertyBased
import Testing

/// Properties of the text a cook reads: generated lines are written, scaled and presented, then
/// the presented text is parsed again and checked, so the tests hold the words on the page to the
/// measuring tools, not only the arithmetic behind them.
@Suite struct PresentedTextPropertyTests {
    static let units = ["teaspoon", "tablespoon", "cup", "ml", "g", "ounce"]
    static let foods = ["whole milk", "granulated sugar", "all-purpose flour", "olive oil", "frobnitz"]
    static let formats = TextFormat.allCases.filter { $0 != .html }

    /// "3/4 cup whole milk", "1 1/2 teaspoon frobnitz", "12 g granulated sugar".
    static let line = zip(ScalingPropertyTests.amount, Gen.int(in: 0...(units.count - 1)), Gen.int(in: 0...(foods.count - 1)))
        .map { amount, unit, food in "\(QuantityPresenter(.exact(amount)).text) \(units[unit]) \(foods[food])" }
    static let view = Gen.int(in: 0...(IngredientView.allCases.count - 1)).map { IngredientView.allCases[$0] }

    /// The text without its leading "≈ ", which the parser does not read as part of an amount.
    static func withoutApproximation(_ text: String) -> String {
        String(text.drop(while: { $0 == "\u{2248}" || $0 == " " }))
    }

    @Test("a line presented as written at 1x reads back as the same amount, unit and name")
    func roundTrip() async {
        await propertyCheck(count: 600, input: Self.line, Gen.int(in: 0...(Self.formats.count - 1))) { text, format throws in
            let first = IngredientLineParser(text).line
            let written = PreparedLine(first).presented(format: Self.formats[format]).text
            let again = IngredientLineParser(written).line
            #expect(again.quantity == first.quantity, "\(text) -> \(written)")
            #expect(again.unit == first.unit, "\(text) -> \(written)")
            #expect(again.name == first.name, "\(text) -> \(written)")
        }
    }

    @Test("in any view, once scaled, the spoons and cups in the text are ones a cook owns")
    func measurableText() async {
        await propertyCheck(count: 1500, input: Self.line, ScalingPropertyTests.factor, Self.view, Gen.bool) { text, factor, view, single throws in
            // At 1x the author's own amount stands ("1/2 tablespoon" stays): nothing was measured anew.
            guard factor != .one else { return }
            let presented = PreparedLine(text).presented(scale: factor, view: view, style: single ? .single : .compound)
            #expect(!presented.isTooLargeToScale)
            let read = IngredientLineParser(Self.withoutApproximation(presented.text)).line
            let parts = read.amount?.parts ?? []
            #expect(!parts.isEmpty, "\(text) x\(factor) in \(view.name) -> \(presented.text)")
            for part in parts {
                guard case .volume(let unit)? = part.unit, let smallest = MeasuringTools.smallest(unit) else { continue }
                #expect(part.quantity.low >= smallest, "\(text) x\(factor) in \(view.name) -> \(presented.text)")
                if unit == .tablespoon { #expect(part.quantity.low.isInteger, "\(presented.text)") }
            }
        }
    }

    @Test("the structured amount is the amount the text reads")
    func amountIsText() async {
        await propertyCheck(count: 1500, input: Self.line, ScalingPropertyTests.factor, Self.view) { text, factor, view throws in
            let presented = PreparedLine(text).presented(scale: factor, view: view)
            guard let amount = presented.amount else { return }
            let read = IngredientLineParser(Self.withoutApproximation(presented.text)).line
            #expect(read.amount?.parts.map(\.unit) == amount.parts.map(\.unit), "\(presented.text)")
            #expect(read.amount?.parts.map(\.quantity) == amount.parts.map(\.quantity), "\(presented.text)")
        }
    }
}
