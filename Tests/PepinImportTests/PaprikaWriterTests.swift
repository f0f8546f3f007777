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

    @Test("a local image is packed as photo_data and read back as the photo; its path is no image_url")
    func localPhoto() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-paprika-photo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        try Data(png).write(to: folder.appendingPathComponent("images/soup.png"))
        var soup = Self.soup
        soup.image = "images/soup.png"
        let photo = PaprikaPhotoFile(image: soup.image, recipeFile: folder.appendingPathComponent("soup.md"))
        #expect(photo.bytes == png && photo.problem == nil)
        let json = PaprikaRecipeWriter(soup, photo: photo.bytes).json
        #expect(!json.contains("image_url") && json.contains(#""photo_data":"\#(Data(png).base64EncodedString())""#))
        let entry = try #require(try PaprikaArchiveReader(try PaprikaArchiveWriter([soup], photos: [photo.bytes]).data).entries.first)
        #expect(entry.photo == png && entry.recipe.image == nil)
        // A web address is no photo; a missing or too large file says why.
        #expect(PaprikaPhotoFile(image: "https://example.com/soup.jpg", recipeFile: folder).bytes == nil)
        #expect(PaprikaPhotoFile(image: "images/gone.png", recipeFile: folder.appendingPathComponent("soup.md")).problem == "images/gone.png: no such file")
        let large = PaprikaPhotoFile(image: "images/soup.png", recipeFile: folder.appendingPathComponent("soup.md"), maximumBytes: 4)
        #expect(large.bytes == nil && large.problem != nil)
    }

    @Test("each recipe has a uid, the same on every export, different for another recipe")
    func uid() throws {
        let uid = PaprikaRecipeWriter.uid(Self.soup)
        #expect(uid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(uid == uid.uppercased())
        #expect(PaprikaRecipeWriter(Self.soup).json.contains(#""uid":"\#(uid)""#))
        #expect(PaprikaRecipeWriter.uid(Self.soup) == uid)
        #expect(PaprikaRecipeWriter.uid(Recipe(title: "Bread")) != uid)
    }
}
