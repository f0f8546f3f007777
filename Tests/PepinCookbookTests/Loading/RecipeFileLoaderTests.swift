import Pepin
import PepinCookbook
import Testing

@Suite struct RecipeFileLoaderTests {
    @Test("the format document's example reads into every field")
    func formatExample() throws {
        let text = """
            ---
            title: Flour Tortillas
            description: Soft, pliable tortillas for tacos.
            source: https://example.com/tortillas
            author: Ana Cook
            image: images/tortillas.jpg
            tags: [bread, mexican]
            yields: 12 tortillas
            serves: 4-6
            prep_time: 20 minutes
            cook_time: 15 minutes
            total_time: 35 minutes
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
              fat: 9 g
            ---
            Notes in **Markdown**: they keep best wrapped in a towel.

            """
        let loaded = RecipeFileLoader(path: "tortillas.md", text: text, format: .markdown)
        #expect(loaded.diagnostics == [])
        let expected = Recipe(
            title: "Flour Tortillas", description: "Soft, pliable tortillas for tacos.",
            source: "https://example.com/tortillas", author: "Ana Cook", image: "images/tortillas.jpg",
            tags: ["bread", "mexican"], yields: "12 tortillas", serves: "4-6",
            prepTime: RecipeTime(minutes: 20), cookTime: RecipeTime(minutes: 15), totalTime: RecipeTime(minutes: 35),
            ingredientSections: [
                IngredientSection(lines: ["3 cups all-purpose flour", "1 teaspoon kosher salt"]),
                IngredientSection(title: "For the filling", lines: ["1 (14.5 ounce) can black beans", "salt to taste"]),
            ],
            instructionSections: [
                InstructionSection(steps: ["Mix the flour and salt."]),
                InstructionSection(title: "For the filling", steps: ["Warm the beans."]),
            ],
            notes: "Notes in **Markdown**: they keep best wrapped in a towel.",
            nutrition: [NutritionFact(name: "calories", value: "240 kcal"), NutritionFact(name: "fat", value: "9 g")])
        #expect(loaded.recipe == expected)
    }

    @Test("plain YAML: comma-separated tags, numbers as yields, instructions split at blank lines, notes field")
    func plainYAML() throws {
        let text = """
            title: Pesto
            tags: sauce, quick
            serves: 4
            prep_time: 10
            ingredients: [60 g basil]
            instructions: |
              Crush the garlic
              with salt.

              Add the basil.
            notes: Keep it green.
            """
        let recipe = try #require(RecipeFileLoader(path: "pesto.yaml", text: text, format: .yaml).recipe)
        #expect(recipe.tags == ["sauce", "quick"])
        #expect(recipe.serves == "4")
        #expect(recipe.prepTime == RecipeTime(minutes: 10))
        #expect(recipe.instructionSections == [InstructionSection(steps: ["Crush the garlic with salt.", "Add the basil."])])
        #expect(recipe.notes == "Keep it green.")
    }

    @Test("plain lines between sections form untitled sections in place")
    func untitledSectionsInPlace() throws {
        let text = "title: T\ningredients:\n  - a\n  - S:\n      - b\n  - c\n  - d\n"
        let recipe = try #require(RecipeFileLoader(path: "t.yaml", text: text, format: .yaml).recipe)
        #expect(
            recipe.ingredientSections == [
                IngredientSection(lines: ["a"]), IngredientSection(title: "S", lines: ["b"]),
                IngredientSection(lines: ["c", "d"]),
            ])
    }

    @Test("positions in Markdown files count the opening fence; CRLF files read the same")
    func crlf() {
        let text = "---\r\ntitle: T\r\ningredients:\r\n  - 3\r\n---\r\n"
        let loaded = RecipeFileLoader(path: "t.md", text: text, format: .markdown)
        #expect(
            loaded.diagnostics.map(\.rendered) == [
                "t.md:4:5: ingredients[0]: expected a line of text or a section, found a number; quote it if \"3\" is meant as text\n  - 3\n    ^"
            ])
        #expect(loaded.recipe == nil)
    }

    @Test("notes in the front matter of a Markdown file are an error that says where they go")
    func notesInMarkdown() {
        let loaded = RecipeFileLoader(path: "t.md", text: "---\ntitle: T\nnotes: x\ningredients: [a]\n---\n", format: .markdown)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "t.md:3:1: notes: in a Markdown file the notes are the text after the front matter; move them there"
            ])
    }
}
