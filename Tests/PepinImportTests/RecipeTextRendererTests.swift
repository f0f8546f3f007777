import Testing
import Pepin
import PepinImport

@Suite struct RecipeTextRendererTests {
    @Test("a recipe reads as clean plain text")
    func fullRecipe() {
        let recipe = Recipe(
            title: "Apple Pie", description: "Tart and flaky.", source: "https://pie.test/", author: "Dora Baker",
            tags: ["pie", "autumn"], yields: "1 pie", serves: "8", prepTime: RecipeTime(minutes: 30),
            cookTime: RecipeTime(minutes: 60),
            ingredientSections: [.init(lines: ["6 apples"]), .init(title: "For the crust", lines: ["2 cups flour"])],
            instructionSections: [.init(steps: ["Slice the apples."]), .init(title: "Bake", steps: ["Bake 1 hour."])],
            notes: "Best warm.", nutrition: [.init(name: "calories", value: "410")])
        #expect(RecipeTextRenderer(recipe).text == """
            Apple Pie

            Tart and flaky.

            Serves 8 · Makes 1 pie · Prep 30 min · Cook 1 hr

            INGREDIENTS
            - 6 apples

            For the crust:
            - 2 cups flour

            INSTRUCTIONS
            1. Slice the apples.

            Bake:
            2. Bake 1 hour.

            NUTRITION
            calories: 410

            NOTES
            Best warm.

            By Dora Baker
            Source: https://pie.test/
            Tags: pie, autumn

            """)
    }

    @Test("a title-only recipe is just its title")
    func minimal() {
        #expect(RecipeTextRenderer(Recipe(title: "Toast")).text == "Toast\n")
    }
}
