import Testing
@testable import Pepin

/// Lengths in a step follow the view, as in the ingredient list: "Grease a 9x13-inch pan" reads
/// "Grease a 23x33 cm pan" in the metric views; they never scale and are never amounts.
@Suite struct StepLengthTests {
    @Test("marked and presented in the view", arguments: [
        ("Grease a 9x13-inch pan.", "9x13-inch", "Grease a 23x33 cm pan.", "Grease a 9x13-inch pan."),
        ("Cut the potatoes into 1-inch pieces.", "1-inch", "Cut the potatoes into 2.5 cm pieces.", "Cut the potatoes into 1-inch pieces."),
        ("Roll out to 1/4-inch thickness; cut 2 inches apart.", "1/4-inch", "Roll out to 6 mm thickness; cut 5 cm apart.",
         "Roll out to 1/4-inch thickness; cut 2 inches apart."),
        ("Line a 23cm/9in round tin.", "23cm/9in", "Line a 23cm round tin.", "Line a 9in round tin."),
        // Read in its sentence, as the ingredient list reads it: joined to the noun it describes.
        ("Slice into 1cm rounds.", "1cm", "Slice into 1cm rounds.", "Slice into 1/2-inch rounds."),
        ("Cut into 2.5cm pieces and bake in a 23cm tin.", "2.5cm", "Cut into 2.5cm pieces and bake in a 23cm tin.",
         "Cut into 1-inch pieces and bake in a 9-inch tin."),
        ("Roll out to a 3mm thickness, cut into 5cm rounds.", "3mm", "Roll out to a 3mm thickness, cut into 5cm rounds.",
         "Roll out to a 1/8 inch thickness, cut into 2-inch rounds."),
    ])
    func presented(text: String, firstLength: String, metric: String, us: String) throws {
        let step = PreparedStep(text)
        let first = try #require(step.lengths.first)
        #expect(first.written == firstLength)
        #expect(step.amounts.isEmpty)
        #expect(step.presented(scale: Rational(2), view: .metricVolume) == metric)
        #expect(step.presented(scale: Rational(2), view: .usCustomary) == us)
        #expect(step.presented(scale: Rational(2), view: .asWritten) == text)
    }

    @Test("not lengths: 'cut 1 in half', amounts, temperatures")
    func notLengths() {
        let step = PreparedStep("Cut 1 in half, add 2 cups of water and bake at 350°F for 20 minutes.")
        #expect(step.lengths.isEmpty)
        #expect(step.presented(view: .metricVolume) == "Cut 1 in half, add ≈ 470 ml of water and bake at 175°C for 20 minutes.")
    }

    @Test("the text rewriter the browser calls reads the same")
    func rewriter() {
        #expect(LengthTextPresenter("a 9x13-inch pan", view: .metricWeight).text == "a 23x33 cm pan")
        #expect(LengthTextPresenter("a 9x13-inch pan", view: .asWritten).text == "a 9x13-inch pan")
        #expect(LengthTextPresenter.spans(in: "a 9x13-inch pan, 1cm/½in cubes") == [2..<11, 17..<25])
    }
}
