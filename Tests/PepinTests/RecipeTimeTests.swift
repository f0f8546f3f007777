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

@Suite struct DurationParserTests {
    @Test("times as cooks, recipe files and pages write them, in whole minutes (seconds round up)", arguments: [
        ("20 minutes", 20), ("1 hour 30 minutes", 90), ("1 hr 30 min", 90), ("1h30m", 90), ("1h30", 90),
        ("PT1H30M", 90), ("pt45m", 45), ("P1DT2H", 1560), ("P0DT0H45M", 45), ("PT90M", 90), ("PT0.5H", 30),
        ("PT0,5H", 30), ("PT2400S", 40), ("PT59S", 1), ("45", 45), ("2 hours", 120), ("1 1/2 hours", 90),
        ("1½ hours", 90), ("½ hour", 30), ("1/2 hour", 30), ("1.5 hours", 90), ("1 hour and 5 minutes", 65),
        ("1 hour, 5 minutes", 65), ("90 seconds", 2), ("2 Hrs.", 120), ("1 day", 1440), ("45 mins", 45),
        ("2 heures", 120), ("  10 min  ", 10), ("3-minutes", 3), ("1 week", 10080),
    ])
    func reads(text: String, minutes: Int) {
        #expect(DurationParser(text).time == RecipeTime(minutes: minutes))
    }

    @Test("a range reads its shortest and longest ends; the time is the longest", arguments: [
        ("20-25 minutes", 20, 25), ("20 to 25 min", 20, 25), ("20 – 25 minutes", 20, 25), ("1-2 hours", 60, 120),
        ("1 hour 10-15 minutes", 70, 75),
    ])
    func range(text: String, shortest: Int, longest: Int) throws {
        let reading = DurationParser(text)
        #expect(reading.shortestSeconds == Rational(shortest * 60))
        #expect(reading.seconds == Rational(longest * 60))
        #expect(reading.time == RecipeTime(minutes: longest))
    }

    @Test("the time at the start of a text, the rest ignored", arguments: [
        ("15 minutes or less", 15, 10), ("10 min, then 5 more", 10, 6), ("2 hours.", 120, 8), ("45", 45, 2),
    ])
    func leading(text: String, minutes: Int, bytes: Int) {
        let reading = DurationParser(leadingTimeOf: text)
        #expect(reading.time == RecipeTime(minutes: minutes))
        #expect(reading.byteCount == bytes)
        #expect(DurationParser(leadingTimeOf: "soon, 10 minutes").seconds == nil)
    }

    @Test("seconds are exact")
    func exact() {
        #expect(DurationParser("1 1/3 minutes").seconds == Rational(80))
        #expect(DurationParser("PT0.25S").seconds == Rational(1, 4))
        #expect(DurationParser("PT0M").seconds == .zero)
        #expect(DurationParser("0").time == RecipeTime(minutes: 0))
    }

    @Test("text that is not wholly a time is refused", arguments: [
        "twenty minutes", "soon", "", "PT", "P", "P1H", "PTXM", "1 fortnight", "minutes", "-5", "1/0 hours",
        "20 minutes or so", "1h30 20", "30 45",
    ])
    func refuses(text: String) {
        #expect(DurationParser(text).seconds == nil)
    }

    @Test("absurd lengths are capped at 1,000,000 minutes, never overflow", arguments: [
        "PT99999999999999999999H", "99999999999999999999 days", "9223372036854775807 weeks", "P9223372036854775807Y",
    ])
    func capped(text: String) {
        #expect(DurationParser(text).time == RecipeTime(minutes: 1_000_000))
    }
}
