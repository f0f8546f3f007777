import Testing
import Pepin
@testable import PepinCookbook

@Suite struct RecipeFileWriterTests {
    @Test("a full recipe writes every field in the documented order")
    func fullRecipe() {
        let recipe = Recipe(
            title: "Flour Tortillas", description: "Soft, pliable tortillas for tacos.",
            source: "https://example.com/tortillas", author: "Ana Cook", image: "images/tortillas.jpg",
            tags: ["bread", "mexican", "a, b"], yields: "12 tortillas", serves: "4-6",
            prepTime: RecipeTime(minutes: 20), cookTime: RecipeTime(minutes: 15), totalTime: RecipeTime(minutes: 95),
            ingredientSections: [
                .init(lines: ["3 cups all-purpose flour", "1 teaspoon kosher salt"]),
                .init(title: "For the filling", lines: ["1 (14.5 ounce) can black beans", "salt to taste"]),
            ],
            instructionSections: [
                .init(steps: ["Mix the flour and salt."]),
                .init(title: "For the filling", steps: ["Warm the beans."]),
            ],
            notes: "Keep them wrapped in a **towel**.",
            nutrition: [.init(name: "calories", value: "240 kcal"), .init(name: "fatContent", value: "9 g")])
        #expect(RecipeFileWriter(recipe).text == """
            ---
            title: Flour Tortillas
            description: Soft, pliable tortillas for tacos.
            source: https://example.com/tortillas
            author: Ana Cook
            image: images/tortillas.jpg
            tags: [bread, mexican, "a, b"]
            yields: 12 tortillas
            serves: 4-6
            prep_time: 20 min
            cook_time: 15 min
            total_time: 1 hr 35 min
            ingredients:
              - 3 cups all-purpose flour
              - 1 teaspoon kosher salt
              - For the filling:
                  - 1 (14.5 ounce) can black beans
                  - salt to taste
            instructions:
              - Mix the flour and salt.
              - For the filling:
                  - Warm the beans.
            nutrition:
              calories: 240 kcal
              fatContent: 9 g
            ---
            Keep them wrapped in a **towel**.

            """)
    }

    @Test("a plain count is written as a number; lines that look like numbers are quoted")
    func counts() {
        let recipe = Recipe(title: "Eggs", serves: "4", ingredientSections: [.init(lines: ["4"])])
        #expect(RecipeFileWriter(recipe).text == "---\ntitle: Eggs\nserves: 4\ningredients:\n  - \"4\"\n---\n")
    }

    @Test("a title-only recipe writes only the title")
    func minimal() {
        #expect(RecipeFileWriter(Recipe(title: "Toast")).text == "---\ntitle: Toast\n---\n")
    }

    @Test("strings YAML would misread are double-quoted", arguments: [
        ("plain text, with commas", "plain text, with commas"),
        ("Note: hot", "\"Note: hot\""),
        ("For the sauce:", "\"For the sauce:\""),
        ("- dash first", "\"- dash first\""),
        ("yes", "\"yes\""), ("No", "\"No\""), ("null", "\"null\""), ("~", "\"~\""),
        ("4", "\"4\""), ("1.50", "\"1.50\""), ("2026-11-21", "\"2026-11-21\""),
        ("#1 cake", "\"#1 cake\""), ("salt # to taste", "\"salt # to taste\""),
        ("\"quoted\"", "\"\\\"quoted\\\"\""), ("back\\slash", "back\\slash"),
        ("two\nlines", "\"two\\nlines\""), (" padded", "\" padded\""), ("", "\"\""),
        ("½ cup crème fraîche", "½ cup crème fraîche"), ("* starred", "\"* starred\""),
        ("{braces}", "\"{braces}\""), ("tab\there", "\"tab\\there\""),
    ])
    func quoting(value: String, expected: String) {
        #expect(YAMLScalarWriter(value).text == expected)
    }
}

@Suite struct RecipeFileRoundTripTests {
    static let recipes: [Recipe] = [
        Recipe(title: "Toast", serves: "2", ingredientSections: [.init(lines: ["1 slice bread", "4"])]),
        Recipe(
            title: "Yes", description: "Line one\nline two: with a colon # and a hash",
            source: "https://example.com/a?b=c&d=e#f", author: "O'Brien \"Ace\"", image: "- dash.jpg",
            tags: ["null", "a, b", "[x]", "1.5"], yields: "1.50", serves: "04",
            prepTime: RecipeTime(minutes: 0), cookTime: RecipeTime(minutes: 90), totalTime: RecipeTime(minutes: 1500),
            ingredientSections: [
                .init(lines: ["- 1 egg", "For the sauce:", "½ cup crème fraîche", "salt # to taste"]),
                .init(title: "Topping: crunchy", lines: ["true", "~"]),
            ],
            instructionSections: [
                .init(title: "Prep", steps: ["Say \"hi\".", "Tab\there"]),
                .init(steps: ["@ the end", "100%"]),
            ],
            notes: "A **note**\n\n---\nwith a rule.",
            nutrition: [.init(name: "calories", value: "240"), .init(name: "saturated fat", value: "3 g")]),
    ]

    @Test("a written file loads back as the same recipe", arguments: recipes)
    func roundTrip(recipe: Recipe) {
        let text = RecipeFileWriter(recipe).text
        let loaded = RecipeFileLoader(path: "r.md", text: text, format: .markdown)
        #expect(loaded.diagnostics.filter { $0.severity == .error } == [])
        #expect(loaded.recipe == recipe)
    }
}
