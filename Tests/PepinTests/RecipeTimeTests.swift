import Testing
import Pepin

@Suite struct RecipeTimeTests {
    @Test("times print as ISO 8601 durations", arguments: [
        (0, "PT0M"), (45, "PT45M"), (60, "PT1H"), (90, "PT1H30M"), (1500, "PT25H"),
    ])
    func iso(minutes: Int, expected: String) {
        #expect(RecipeTime(minutes: minutes).iso8601 == expected)
    }
}
