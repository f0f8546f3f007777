import Pepin
import Testing

/// Random and mutated lines: the parser and presenter never crash, never hang, and keep
/// unparsed text verbatim.
@Suite struct ParserFuzzTests {
    static let seeds = [
        "1 1/2 cups all-purpose flour, sifted", "2-3 tbsp olive oil", "1 (14 oz) can tomatoes", "salt to taste",
        "200 g (1 1/2 cups) flour", "1 cup plus 2 tablespoons sugar", "½ tsp. salt", "Juice of 1 lemon",
        "2 x 400g cans chopped tomatoes", "150g/5½oz butter, softened", "a dozen eggs", "1-3/4 cups milk",
    ]
    static let alphabet: [String] = [
        "1", "2", "9", "0", "/", ".", "-", "–", " ", "(", ")", ",", "½", "⅓", "a", "x", "cup", "tsp", "T", "t", "g",
        "plus", "to", "or", "of", "⁄", "×", "\u{0}", "é", "🍋", "+", "oz", "can", "fl", "99999999999999999999",
        // Words the grammar reads by their neighbours, at a line's start too.
        "size", "sized", "good", "healthy", "very", "thin", "medium", "pinch",
    ]

    static func mutate(_ line: String, using random: inout SplitMix) -> String {
        var scalars = Array(line.unicodeScalars.map { String($0) })
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let index = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0...2, using: &random) {
            case 0: scalars.insert(alphabet.randomElement(using: &random)!, at: index)
            case 1: if index < scalars.count { scalars.remove(at: index) }
            default: if index < scalars.count { scalars[index] = alphabet.randomElement(using: &random)! }
            }
        }
        return scalars.joined()
    }

    @Test("mutated and random lines never crash and stay bounded in time")
    func fuzz() {
        var random = SplitMix(state: 42)
        let clock = ContinuousClock()
        var slowest = Duration.zero
        for round in 0..<4000 {
            let line: String
            if round % 3 == 0 {
                line = (0..<Int.random(in: 0...20, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }.joined()
            } else {
                line = Self.mutate(Self.seeds.randomElement(using: &random)!, using: &random)
            }
            let elapsed = clock.measure {
                let parsed = IngredientLineParser(line).line
                #expect(parsed.original == line)
                for factor in [Rational(1), Rational(3), Rational(1, 7), Rational(Int.max)] {
                    let text = PreparedLine(parsed).presented(scale: factor, format: .html).text
                    #expect(!text.isEmpty || line.isEmpty)
                }
                if !parsed.isParsed { #expect(PreparedLine(parsed).presented(scale: Rational(2)).text == line) }
            }
            slowest = max(slowest, elapsed)
        }
        // Generous: a hang or a quadratic blow-up takes far longer, even on a busy machine.
        #expect(slowest < .seconds(1))
    }

    @Test("a very long line parses in bounded time")
    func longLine() {
        let line = String(repeating: "1 (2 (3 cup plus ", count: 5000) + "flour"
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = PreparedLine(IngredientLineParser(line).line).presented(scale: Rational(2)).text }
        #expect(elapsed < .seconds(2))
    }
}
