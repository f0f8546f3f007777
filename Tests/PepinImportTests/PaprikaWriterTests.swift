import Foundation
import Pepin
import Testing
@testable import PepinImport

/// Paprika exports Pepin writes read back as the same recipes, for every field Paprika carries.
@Suite struct PaprikaWriterTests {
    private static var soup: Recipe {
        var recipe = Recipe(title: "Tomato Soup / Quick")
        recipe.description = "A soup for cold days."
        recipe.source = "https://example.com/soup"
        recipe.author = "Ana"
        recipe.image = "https://example.com/soup.jpg"
        recipe.serves = "4"
        recipe.yields = "2 litres"
        recipe.nutrition = [NutritionFact(name: "calories", value: "229 kcal"), NutritionFact(name: "fat", value: "21 g")]
        recipe.prepTime = RecipeTime(minutes: 10)
        recipe.cookTime = RecipeTime(minutes: 90)
        recipe.totalTime = RecipeTime(minutes: 100)
        recipe.tags = ["Soup", "Winter"]
        recipe.ingredientSections = [
            IngredientSection(lines: ["1 kg tomatoes", "1 onion, chopped"]),
            IngredientSection(title: "For the croutons", lines: ["2 slices bread", "2 tbsp \"good\" olive oil"]),
        ]
        recipe.instructionSections = [
            InstructionSection(steps: ["Soften the onion.", "Add the tomatoes & simmer 1 hour.", "Blend."]),
            InstructionSection(title: "Croutons", steps: ["Cube the bread.", "Fry in the oil."]),
        ]
        recipe.notes = "Keeps three days.\nFreezes well."
        return recipe
    }

    @Test("import(export(recipe)) == recipe: title, description, source, author, image, servings, yield, times, tags, sections, notes, nutrition")
    func roundTrip() throws {
        var bread = Recipe(title: "Tomato Soup / Quick")
        bread.ingredientSections = [IngredientSection(lines: ["500 g flour"])]
        bread.instructionSections = [InstructionSection(steps: ["Knead.", "Bake."])]
        let data = try PaprikaArchiveWriter([Self.soup, bread]).data
        let archive = try PaprikaArchiveReader(data)
        #expect(archive.problems.isEmpty)
        #expect(archive.recipes == [Self.soup, bread])
    }

    @Test("a yield alone is Paprika's servings and reads back as the yield")
    func yieldAlone() throws {
        var cookies = Recipe(title: "Cookies")
        cookies.yields = "24 cookies"
        cookies.ingredientSections = [IngredientSection(lines: ["1 cup flour"])]
        let json = PaprikaRecipeWriter(cookies).json
        #expect(json.contains(#""servings":"24 cookies""#))
        #expect(PaprikaRecipeReader(Array(json.utf8))?.recipe == cookies)
    }

    @Test("each recipe is gzipped JSON; two recipes of one title are two entries")
    func entries() throws {
        let gzip = try PaprikaArchiveWriter.gzip(Data(PaprikaRecipeWriter(Self.soup).json.utf8))
        #expect(gzip.starts(with: [0x1F, 0x8B, 8]))
        #expect(try PaprikaArchiveReader(gzip).recipes == [Self.soup])
        #expect(try PaprikaArchiveReader(try PaprikaArchiveWriter([Self.soup, Self.soup]).data).recipes.count == 2)
    }
}
