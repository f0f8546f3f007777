import Pepin
import Testing
@testable import PepinImport

/// Cooklang files Pepin writes read back as the same recipes, for every field Cooklang carries.
@Suite struct CooklangWriterTests {
    private static var soup: Recipe {
        var recipe = Recipe(title: "Tomato Soup: Quick")
        recipe.description = "A soup for cold days -- and warm ones [- not a comment -]."
        recipe.source = "https://example.com/soup?x=1#top"
        recipe.author = "Ana"
        recipe.image = "images/tomato-soup.jpg"
        recipe.serves = "4-6"
        recipe.yields = "2 litres"
        recipe.prepTime = RecipeTime(minutes: 10)
        recipe.cookTime = RecipeTime(minutes: 90)
        recipe.totalTime = RecipeTime(minutes: 100)
        recipe.tags = ["Soup", "Winter"]
        recipe.ingredientSections = [
            IngredientSection(lines: ["1 kg tomatoes", "1 onion, chopped", "1 1/2 cups stock", "2-3 cloves garlic"]),
            IngredientSection(title: "For the croutons", lines: ["2 slices bread (stale)", "2 tbsp \"good\" olive oil", "salt to taste"]),
        ]
        recipe.instructionSections = [
            InstructionSection(steps: ["Soften the onion.", "Add the tomatoes & simmer 1 hour.", "Blend."]),
            InstructionSection(title: "Croutons", steps: ["Cube the bread; toss with the oil.", "Bake 10--12 min at 200 °C."]),
        ]
        recipe.notes = "Keeps three days.\nFreezes well.\n\nServe with bread."
        return recipe
    }

    private func roundTrip(_ recipe: Recipe) -> Recipe {
        CooklangReader(CooklangRecipeWriter(recipe).text, name: "file").recipe
    }

    @Test("import(export(recipe)) == recipe: metadata, sections, fractions, ranges and notes")
    func soup() {
        #expect(roundTrip(Self.soup) == Self.soup)
    }

    @Test("lines no parser reads, marks and comments in words, and unicode stay word for word")
    func unparsed() {
        var recipe = Recipe(title: "Crème brûlée für 2 — 卵")
        recipe.serves = "2"
        recipe.tags = ["Dessert", "Französisch"]
        recipe.ingredientSections = [
            IngredientSection(title: "Für die Creme", lines: [
                "½ Vanilleschote", "250 ml Sahne {kalt}", "a handful of @home herbs #2", "100% cocoa -- 20 g",
                "3 Eigelb (Größe M)", "some sugar, for the top:",
            ]),
            IngredientSection(lines: ["1 (15 ounce) can beans", "½–¾ cup milk"]),
        ]
        recipe.instructionSections = [
            InstructionSection(title: "Creme", steps: [
                "= not a section", "> not a note", "Use #2 pencil and @ sign ~ about 3 [- not a comment -]",
                "Backslash \\ and \\@ stay.", "Heat to 80 °C -- do not boil.",
            ]),
            InstructionSection(steps: ["Caramelise: 1 min."]),
        ]
        recipe.notes = "-- not a comment\n> quoted\n= also text"
        #expect(roundTrip(recipe) == recipe)
    }

    @Test("quotes at either end of a metadata value stay (a description ending on a quoted book title)")
    func quotedMetadata() {
        var recipe = Recipe(title: "'Tis the Season \"Nog\"")
        recipe.description = #"From the book "Fake Meat: Real Food for Vegan Appetites.""#
        recipe.author = #""Chef" Ana \ Co"#
        recipe.yields = "'2' glasses"
        #expect(roundTrip(recipe) == recipe)
        #expect(CooklangRecipeWriter(recipe).text.contains(#"description: From the book "Fake Meat: Real Food for Vegan Appetites.""#))
    }

    @Test("metadata values other apps quote read without their quotes", arguments: [
        (#">> source: "https://example.com/a""#, "https://example.com/a"),
        (">> author: 'It''s Ana'", "It's Ana"),
        (#">> author: "A \"B\" C""#, #"A "B" C"#),
        (#">> author: Ana "the cook""#, #"Ana "the cook""#),
    ])
    func quotedByOthers(line: String, value: String) {
        let recipe = CooklangReader(line + "\n>> title: T\n\nStir.", name: "file").recipe
        #expect(recipe.source == value || recipe.author == value)
    }

    @Test("a recipe with only a title, and one with ingredients but no steps")
    func sparse() {
        let bare = Recipe(title: "Water")
        #expect(roundTrip(bare) == bare)
        var list = Recipe(title: "Shopping")
        list.ingredientSections = [IngredientSection(lines: ["2 eggs", "milk"])]
        #expect(roundTrip(list) == list)
    }

    @Test("ingredients are marks Cooklang apps read, the preparation in Cooklang's shorthand, never in the name", arguments: [
        ("1 kg tomatoes", "@tomatoes{1%kg}"), ("2 eggs", "@eggs{2}"), ("2 slices bread (stale)", "@bread (stale){2%slices}"),
        ("salt, to taste", "@salt{}(to taste)"), ("½ Vanilleschote", "@Vanilleschote{½}"),
        ("1 (15 ounce) can beans", "@(15 ounce) can beans{1}"), ("2 tbsp butter, softened", "@butter{2%tbsp}(softened)"),
        ("2 tbsp olive oil", "@olive oil{2%tbsp}"), ("salt", "@salt{}"), ("1 onion, peeled and chopped", "@onion{1}(peeled and chopped)"),
        ("1 (14 oz, drained) can beans, rinsed", "@(14 oz, drained) can beans{1}(rinsed)"),
        ("2 cups flour, sifted (see note)", "@flour{2%cups}(sifted \\(see note\\))"),
        ("salt|pepper", "@salt\\|pepper{}"), ("- 1 cup flour", "@\\- 1 cup flour{}"), ("? eggs", "@\\? eggs{}"),
    ])
    func marks(line: String, mark: String) {
        #expect(CooklangRecipeWriter.mark(line) == mark)
    }

    @Test("a paragraph of whole marks is an ingredient list; marks in steps are then words only")
    func listParagraph() {
        let text = "Sauce:\n@butter{20%g}\n@flour{1%tbsp}\n\nMelt @butter{}, stir in the @flour{}.\n\n> a\n> b\n\n> c\n"
        let recipe = CooklangReader(text, name: "roux").recipe
        #expect(recipe.ingredientSections == [IngredientSection(title: "Sauce", lines: ["20 g butter", "1 tbsp flour"])])
        #expect(recipe.allSteps == ["Melt butter, stir in the flour."])
        #expect(recipe.notes == "a\nb\n\nc")
    }
}
