import Pepin
import Testing
@testable import PepinImport

/// What `pepin export --format cooklang` writes, as other Cooklang apps read it (sections,
/// preparations, no stray markup), and as Pepin's own import reads it back.
@Suite struct CooklangRoundTripTests {
    private static var pie: Recipe {
        var recipe = Recipe(title: "Apple Pie")
        recipe.ingredientSections = [
            IngredientSection(title: "Dough", lines: ["250 g flour", "125 g butter, cold and cubed", "2 tbsp olive oil", "salt"]),
            IngredientSection(title: "Filling", lines: ["4 apples, peeled and sliced", "2 tbsp butter, softened", "1 tsp cinnamon, to taste"]),
            IngredientSection(lines: ["1 egg, beaten"]),
        ]
        recipe.instructionSections = [
            InstructionSection(steps: ["Rub the butter into the flour.", "Fill, close and brush with the egg."]),
            InstructionSection(title: "Baking", steps: ["Bake 45 min at 190 °C."]),
        ]
        return recipe
    }

    private func roundTrip(_ recipe: Recipe) -> Recipe {
        CooklangReader(CooklangRecipeWriter(recipe).text, name: "file").recipe
    }

    @Test("ingredient section titles are Cooklang section lines, and steps after a titled list start a section of their own")
    func sections() {
        let text = CooklangRecipeWriter(Self.pie).text
        let body = text.components(separatedBy: "---\n").last ?? ""
        #expect(body == """

            = Dough

            @flour{250%g}
            @butter{125%g}(cold and cubed)
            @olive oil{2%tbsp}
            @salt{}

            = Filling

            @apples{4}(peeled and sliced)
            @butter{2%tbsp}(softened)
            @cinnamon{1%tsp}(to taste)

            =

            @egg{1}(beaten)

            Rub the butter into the flour.

            Fill, close and brush with the egg.

            = Baking

            Bake 45 min at 190 °C.

            """)
        #expect(!text.contains("Dough:"))
        #expect(roundTrip(Self.pie) == Self.pie)
    }

    @Test("export then import gives the same lines: amounts, units, names and preparations as the parser reads them")
    func parsedLines() {
        let back = roundTrip(Self.pie)
        #expect(back.ingredientSections.map(\.title) == ["Dough", "Filling", nil])
        for (original, read) in zip(Self.pie.allIngredientLines, back.allIngredientLines) {
            let (a, b) = (IngredientLineParser(original).line, IngredientLineParser(read).line)
            #expect(a.quantity == b.quantity && a.unit == b.unit, "\(original)")
            #expect(a.name == b.name && a.preparation == b.preparation && a.comment == b.comment, "\(original)")
        }
        #expect(IngredientLineParser(back.allIngredientLines[4]).line.preparation == "peeled and sliced")
        #expect(IngredientLineParser(back.allIngredientLines[5]).line.name == "butter")
        #expect(back.allSteps == Self.pie.allSteps)
    }

    @Test("a section line with or without closing signs titles the list after it; the one before steps titles the steps")
    func readsSectionLines() {
        let text = "== Dough ==\n\n@flour{500%g}\n@water{300%ml}(warm)\n\n== Shaping ==\n\nFold and shape.\n"
        let recipe = CooklangReader(text, name: "bread").recipe
        #expect(recipe.ingredientSections == [IngredientSection(title: "Dough", lines: ["500 g flour", "300 ml water, warm"])])
        #expect(recipe.instructionSections == [InstructionSection(title: "Shaping", steps: ["Fold and shape."])])
        #expect(CooklangReader("= Sauce\n\nStir @butter{}(melted) in.\n", name: "s").recipe.allIngredientLines == ["butter, melted"])
        // Another app's section of a list and its steps: the title titles both; a second list none.
        let other = CooklangReader("== Dough ==\n@flour{500%g}\n\n@salt{}\n\nMix everything.\n", name: "d").recipe
        #expect(other.ingredientSections == [IngredientSection(title: "Dough", lines: ["500 g flour"]), IngredientSection(lines: ["salt"])])
        #expect(other.instructionSections == [InstructionSection(title: "Dough", steps: ["Mix everything."])])
    }

    @Test("Cooklang's special characters in names, preparations, titles and steps stay text", arguments: [
        "@home", "#2 pencil", "~ about", "{kalt}", "a -- b", "[- x -]", "50% cocoa", "(note)", "= equal =", "> quote", "a|b", "?x", "\\",
    ])
    func specialCharacters(word: String) {
        var recipe = Recipe(title: "T")
        recipe.ingredientSections = [
            IngredientSection(title: "For \(word)", lines: ["1 cup milk \(word)", "2 tbsp oil, \(word)", "\(word) salt", "salt, \(word)"]),
        ]
        recipe.instructionSections = [InstructionSection(title: word, steps: ["Stir \(word) well.", word])]
        let text = CooklangRecipeWriter(recipe).text
        #expect(roundTrip(recipe) == recipe, "\(text)")
        // No mark, comment or section in a step: the steps read back with no ingredient in them.
        for paragraph in text.components(separatedBy: "\n\n") where paragraph.hasPrefix("Stir") {
            #expect(CooklangStepReader(paragraph).ingredients.isEmpty)
            #expect(!paragraph.contains("--") && !paragraph.contains("[-"))
        }
    }
}
