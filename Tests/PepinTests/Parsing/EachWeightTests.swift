import Testing
@testable import Pepin

/// A weight after "weighing" is each one's after one thing or "each": doubled, "1 free-range
/// turkey weighing 4kg/8lb 11oz" read "2 free-range turkeys weighing 8kg/17 lb + 6 oz", two
/// turkeys of twice the weight. After a count above one alone it may be their total, and scales.
@Suite struct EachWeightTests {
    @Test("scaled, the count changes and each one's weight stays", arguments: [
        ("1 free-range turkey weighing 4kg/8lb 11oz", "2 free-range turkeys weighing 4kg/8lb 11oz"),
        ("1 shoulder of pork weighing approximately 4kg/8lb 2oz skin scored", "2 shoulders of pork weighing approximately 4kg/8lb 2oz skin scored"),
        ("2 small pork fillets, each weighing about 300g/10oz, trimmed", "4 small pork fillets, each weighing about 300g/10oz, trimmed"),
        ("1 roasting chicken, weighing about 3½ pounds", "2 roasting chickens, weighing about 3½ pounds"),
        ("2 sea bream, weighing about 500g/1lb 2oz each, cleaned", "4 sea bream, weighing about 500g/1lb 2oz each, cleaned"),
    ])
    func doubled(written: String, expected: String) {
        #expect(PreparedLine(written).presented(scale: Rational(2)).text == expected)
    }

    @Test("after a count above one alone it scales, as their total")
    func total() {
        #expect(PreparedLine("2 poussins weighing about 1kg").presented(scale: Rational(1, 2)).text == "1 poussin weighing about 500 g")
    }

    @Test("a view still converts it")
    func view() {
        #expect(PreparedLine("1 roasting chicken, weighing about 3½ pounds").presented(view: .metricWeight).text.contains("1590 g"))
    }

    @Test("what a food makes still scales")
    func makes() {
        #expect(PreparedLine("2 cups cubed bread to make about 6 cups").presented(scale: Rational(2)).text == "4 cups cubed bread to make about 12 cups")
    }
}
