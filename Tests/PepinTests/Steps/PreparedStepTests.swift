import Pepin
import Testing

@Suite struct PreparedStepTests {
    @Test("durations in prose, each with its span and seconds", arguments: [
        ("Bake 20 to 25 minutes.", "20 to 25 minutes", 1200, 1500),
        ("Simmer 8-10 min. until thick.", "8-10 min.", 480, 600),
        ("Roast for 1 1/2 hours.", "1 1/2 hours", 5400, 5400),
        ("Braise 2½ hours, covered.", "2½ hours", 9000, 9000),
        ("Let it rise for an hour.", "an hour", 3600, 3600),
        ("Chill half an hour.", "half an hour", 1800, 1800),
        ("Bake 1 hour 15 minutes.", "1 hour 15 minutes", 4500, 4500),
        ("Microwave for 90 seconds.", "90 seconds", 90, 90),
        ("Grill 2 minutes per side.", "2 minutes", 120, 120),
        ("Rest 1 hr before slicing.", "1 hr", 3600, 3600),
        ("Smoke 2-3 hrs.", "2-3 hrs", 7200, 10800),
        ("Marinate at least 4 hours or overnight.", "4 hours", 14400, 14400),
        ("Cook for two to three minutes.", "two to three minutes", 120, 180),
        ("Laissez reposer pendant 1 h.", "1 h", 3600, 3600),
        ("Etwa 8 Minuten braten.", "8 Minuten", 480, 480),
        ("Simmer for 1–2 hours.", "1–2 hours", 3600, 7200),
    ])
    func duration(step: String, written: String, low: Int, high: Int) throws {
        let timers = PreparedStep(step).timers
        try #require(timers.count == 1, "\(timers.map(\.written))")
        #expect(timers[0].written == written)
        #expect(timers[0].lowSeconds == low)
        #expect(timers[0].highSeconds == high)
        let bytes = Array(step.utf8)
        #expect(String(decoding: bytes[timers[0].span], as: UTF8.self) == written)
    }

    @Test("two durations joined by a word are two timers")
    func twoTimers() {
        let step = PreparedStep("Bake 20 minutes covered and 25 minutes uncovered.")
        #expect(step.timers.map(\.written) == ["20 minutes", "25 minutes"])
    }

    @Test("not timers", arguments: [
        "Stir for a few minutes.", "Keeps in the freezer for up to 3 months.", "Bake until golden.",
        "Keeps for up to 3 days.", "Add 2 cups of flour.", "Step 2: fold.", "Day 1: mix the dough.",
    ])
    func notTimers(step: String) {
        #expect(PreparedStep(step).timers.isEmpty)
    }

    @Test("temperatures", arguments: [
        ("Preheat the oven to 375°F.", "375°F"), ("Heat to 180 °C.", "180 °C"),
        ("Preheat oven to 350 degrees.", "350 degrees"), ("Set to gas mark 4.", "gas mark 4"),
        ("Preheat oven to 400 degrees F (200 degrees C).", "400 degrees F (200 degrees C)"),
        ("Preheat the oven to 180C/160C Fan/Gas 4.", "180C"), ("Preheat to 350° F.", "350° F"), ("Heat the oven to 180c.", "180c"),
    ])
    func temperature(step: String, first: String) throws {
        let read = PreparedStep(step)
        try #require(!read.temperatures.isEmpty)
        #expect(read.temperatures[0].written == first)
        #expect(read.amounts.isEmpty)
        #expect(read.timers.isEmpty)
    }

    @Test("amounts of ingredients, linked to their lines")
    func amounts() throws {
        let lines = ["1000 g bread flour", "750 g water", "4 tablespoons butter", "3 large eggs"].map { PreparedLine($0) }
        let step = PreparedStep("Mix the flours with 700 g of the water.", lines: lines)
        try #require(step.amounts.count == 1)
        #expect(step.amounts[0].written == "700 g")
        #expect(step.amounts[0].ingredient == 1)
        let butter = PreparedStep("Brush with the remaining 2 tablespoons of butter.", lines: lines)
        try #require(butter.amounts.count == 1)
        #expect(butter.amounts[0].written == "2 tablespoons")
        #expect(butter.amounts[0].ingredient == 2)
        let eggs = PreparedStep("Beat in 2 eggs, one at a time.", lines: lines)
        #expect(eggs.amounts.map(\.written) == ["2 eggs"])
        #expect(eggs.presented(scale: Rational(2)) == "Beat in 4 eggs, one at a time.")
        // A count of what the list measures is no share of it: "1 minced garlic" against "4 cloves garlic".
        let garlic = PreparedStep("Add 1 minced garlic.", lines: [PreparedLine("4 cloves garlic, minced")])
        #expect(garlic.amounts.isEmpty)
    }

    @Test("not amounts to scale", arguments: [
        "Grease a 9-inch pan.", "Cut into 1-inch cubes.", "Roll into 2-tablespoon balls.", "Preheat to 350°F.",
        "Bake 20 minutes.", "Repeat step 2.", "Grease a 10-cup Bundt pan.", "Pour into 6 large serving glasses.",
        "To a 10-12oz microwave safe mug, add the butter.", "Divide into 2 portions.",
    ])
    func notAmounts(step: String) {
        let lines = ["2 cups flour", "4 tablespoons butter"].map { PreparedLine($0) }
        #expect(PreparedStep(step, lines: lines).amounts.isEmpty)
    }

    @Test("a step at a scale and in a view: amounts scale, temperatures convert, times stay")
    func presented() {
        let lines = ["750 g water", "1 kg flour"].map { PreparedLine($0) }
        let step = PreparedStep("Mix the flours with 700 g of the water, at 27°C, and rest 20 minutes.", lines: lines)
        #expect(step.presented(scale: Rational(2)) == "Mix the flours with 1400 g of the water, at 27°C, and rest 20 minutes.")
        #expect(step.presented(scale: .one, view: .usCustomary).hasSuffix("at 81°F, and rest 20 minutes."))
        #expect(step.presented() == step.text)
    }

    @Test("a timer's accessible name")
    func label() {
        #expect(PreparedStep("Bake 20 minutes.").timers[0].startLabel == "Start a 20-minute timer")
        let range = PreparedStep("Bake 20 to 25 minutes.").timers[0].startLabel
        #expect(range == "Start a 20-minute timer (the low end of 20 to 25 minutes; it can be extended to 25 minutes)")
        #expect(StepTimer.lengthName(seconds: 4500) == "1-hour 15-minute")
        #expect(StepTimer.lengthName(seconds: 90) == "90-second")
    }

    @Test("the ingredients a step uses, from its words")
    func ingredients() {
        let lines = ["3 cups all-purpose flour", "1 teaspoon salt", "2 large eggs", "1 cup whole milk", "2 tomatoes"].map { PreparedLine($0) }
        #expect(PreparedStep("Whisk the flour and the egg.", lines: lines).ingredients == [0, 2])
        #expect(PreparedStep("Add the milk, a pinch of salt and the tomato.", lines: lines).ingredients == [1, 3, 4])
        #expect(PreparedStep("Preheat the oven.", lines: lines).ingredients == [])
    }
}
