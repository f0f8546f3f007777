@testable import Pepin
import Testing

/// A container's size is each one's, never scaled with the count of containers, also when the
/// author bounds it ("or larger") or it sits between the count and the container word.
@Suite struct ContainerSizeBoundTests {
    static func scaled(_ text: String, _ factor: Rational) -> String {
        PreparedLine(IngredientLineParser(text).line).presented(scale: factor).text
    }

    @Test("a bound after the size stays inside the parentheses and the size stays the container's")
    func boundedSize() {
        let line = IngredientLineParser("1 (15 oz or larger) can beans").line
        #expect(line.amount?.containerSize == "15 oz" && line.unit == .count(.can) && line.name == "beans")
        #expect(Self.scaled("1 (15 oz or larger) can beans", Rational(2)) == "2 (15 oz or larger) cans beans")
        #expect(Self.scaled("1 (3 pound or so) roast", Rational(3, 2)) == "1 1/2 (3 pound or so) roasts")
    }

    @Test("a size between a count and its container is never scaled, whatever else it says")
    func sizeBeforeContainer() {
        // Read as a secondary amount (no container size): before, the size doubled with the count.
        #expect(Self.scaled("1 (4 serving size) package instant pudding mix", Rational(2)).hasPrefix("2 (4 serving size) package"))
        #expect(Self.scaled("1 (1 pound, 3 ounce) package biscuits", Rational(2)).hasPrefix("2 (1 pound, 3 ounce) package"))
        // The container named inside the parentheses: the size is each tube's.
        #expect(Self.scaled("1 (.68 oz. tube) red decorating gel", Rational(2)) == "2 (.68 oz. tube) red decorating gels")
        // A size after a count left as written still scales with what is divided.
        #expect(Self.scaled("3 lb beef, divided into 4 (12-ounce) patties", Rational(2)) == "6 lb beef, divided into 4 (1 1/2 pounds) patties")
    }

    @Test("pounds, then ounces after a comma, are one weight in two parts, not two readings of it")
    func poundsCommaOunces() {
        func metric(_ text: String) -> String {
            PreparedLine(IngredientLineParser(text).line).presented(scale: .one, view: .metricVolume).text
        }
        #expect(metric("1 (1 pound, 3 ounce) package biscuits") == "1 (≈ 540 g) package biscuits")
        #expect(metric("1 fresh pineapple (about 3 pounds, 4 ounces), peeled") == "1 fresh pineapple (about 1470 g), peeled")
        #expect(Self.scaled("1 fresh pineapple (about 3 pounds, 4 ounces), peeled", Rational(2)) == "2 fresh pineapples (about 6 1/2 pounds), peeled")
        // Another measure after the comma is another reading: "4 tablespoons, ½ stick".
        #expect(Self.scaled("1/2 cup butter (8 tablespoons, 1 stick)", Rational(2)) == "1 cup butter (1 cup, 2 sticks)")
    }
}
