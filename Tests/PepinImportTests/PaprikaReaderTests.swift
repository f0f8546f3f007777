import Foundation
import Testing
import Pepin
@testable import PepinImport

/// Paprika exports: a zip of gzipped JSON recipes.
@Suite struct PaprikaReaderTests {
    @Test("an archive's recipes, in order; a stray entry reported, not fatal")
    func archive() throws {
        let archive = try PaprikaArchiveReader(Data(try FixtureLoader.page("small.paprikarecipes")))
        #expect(archive.recipes.map(\.title) == ["Tomato Soup", "Scones & Jam"])
        #expect(archive.problems.map(\.description) == ["readme.txt: not gzip data"])
        let soup = archive.recipes[0]
        #expect(soup.allIngredientLines == ["1 kg tomatoes", "1 onion, chopped", "500 ml stock"])
        #expect(soup.allSteps == ["Soften the onion.", "Add the tomatoes and stock; simmer 20 minutes.", "Blend."])
        #expect(soup.serves == "4")
        #expect(soup.source == "https://soup.test/tomato")
        #expect(soup.prepTime == RecipeTime(minutes: 10))
        #expect(soup.cookTime == RecipeTime(minutes: 25))
        #expect(soup.totalTime == nil)
        #expect(soup.tags == ["Soup", "Lunch"])
        #expect(soup.notes == "Freezes well.")
        #expect(archive.recipes[1].allSteps == ["Rub in the butter. Bake at 220C for 12 minutes."])
    }

    @Test("a recipe as the Paprika app writes it: \"For the X:\" lines start sections, the source's name is the author, nutrition as lines")
    func appRecipe() throws {
        let json = #"""
            {"name": "Pancakes", "source": "Smitten Kitchen", "source_url": "https://smitten.test/pancakes",
             "image_url": "https://smitten.test/p.jpg", "servings": "4",
             "directions": "Whisk the batter.\nFor the syrup:\nWarm the maple syrup.\nAdd butter.",
             "nutritional_info": "Calories: 310\nFat: 12 g\nHigh in fibre"}
            """#
        let recipe = try #require(PaprikaRecipeReader(Array(json.utf8))?.recipe)
        #expect(recipe.instructionSections == [
            InstructionSection(steps: ["Whisk the batter."]),
            InstructionSection(title: "For the syrup", steps: ["Warm the maple syrup.", "Add butter."]),
        ])
        #expect(recipe.author == "Smitten Kitchen")
        #expect(recipe.source == "https://smitten.test/pancakes")
        #expect(recipe.image == "https://smitten.test/p.jpg")
        #expect(recipe.nutrition == [NutritionFact(name: "Calories", value: "310"), NutritionFact(name: "Fat", value: "12 g")])
        #expect(recipe.notes == "High in fibre")  // nutrition that is no "name: value" line is kept
        // An address in `source` with no `source_url` is the address.
        let bare = try #require(PaprikaRecipeReader(Array(#"{"name": "Tea", "source": "https://tea.test/"}"#.utf8))?.recipe)
        #expect(bare.source == "https://tea.test/" && bare.author == nil)
    }

    @Test("garbage is refused with a reason", arguments: [[UInt8](), Array("PK not really".utf8), [0x1F, 0x8B, 8, 0]])
    func garbage(bytes: [UInt8]) {
        #expect(throws: PaprikaError.self) { try PaprikaArchiveReader(Data(bytes)) }
    }

    @Test("a collection imports every recipe of an archive")
    func collection() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-paprika-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(Bundle.module.url(forResource: "small", withExtension: "paprikarecipes", subdirectory: "Fixtures")).path
        let outcomes = try await CollectionImporter(folder: folder).run([path])
        #expect(outcomes.map(\.page) == [path + ": Tomato Soup", path + ": Scones & Jam", path + ": readme.txt"])
        #expect(outcomes.map(\.outcome) == [
            .imported(path: folder.appendingPathComponent("tomato-soup.md").path),
            .imported(path: folder.appendingPathComponent("scones-jam.md").path),
            .failed(reason: path + ": readme.txt: not gzip data"),
        ])
    }

    @Test("each broken entry of an archive is a failure, named, with why; the good recipe imports")
    func brokenEntries() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-paprika-broken-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try #require(Bundle.module.url(forResource: "broken", withExtension: "paprikarecipes", subdirectory: "Fixtures")).path
        let outcomes = try await CollectionImporter(folder: folder).run([path])
        #expect(outcomes.map(\.outcome) == [
            .imported(path: folder.appendingPathComponent("good-soup.md").path),
            .failed(reason: path + ": Plain.paprikarecipe: not gzip data"),
            .failed(reason: path + ": Garbage.paprikarecipe: not JSON"),
            .failed(reason: path + ": Nameless.paprikarecipe: no name"),
        ])
        #expect(outcomes.map(\.page).last == path + ": Nameless.paprikarecipe")
    }
}
