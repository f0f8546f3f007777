import Foundation
import Testing
import Pepin
@testable import PepinImport

/// Cooklang files and schema.org JSON files, as other apps export them.
@Suite struct CooklangReaderTests {
    private func text(_ name: String) throws -> String {
        String(decoding: try FixtureLoader.page(name), as: UTF8.self)
    }

    @Test("front matter, marks written as words, ingredient lines in order, sections and notes")
    func pancakes() throws {
        let recipe = CooklangReader(try text("pancakes.cook"), name: "pancakes").recipe
        #expect(recipe.title == "Weekend Pancakes")
        #expect(recipe.serves == "4")
        #expect(recipe.tags == ["breakfast", "sweet"])
        #expect(recipe.source == "https://pancakes.test/weekend")
        #expect(recipe.prepTime == RecipeTime(minutes: 10))
        #expect(recipe.cookTime == RecipeTime(minutes: 20))
        #expect(recipe.allIngredientLines == [
            "200 g flour", "2 tsp baking powder", "salt", "2 eggs", "300 ml milk", "butter, melted",
        ])
        #expect(recipe.instructionSections == [
            InstructionSection(steps: [
                "Whisk flour, baking powder and a pinch of salt in a large bowl.",
                "Beat eggs into milk, then pour into the flour.",
            ]),
            InstructionSection(title: "Cooking", steps: ["Fry ladlefuls in butter in a frying pan for 2 minutes a side."]),
        ])
        #expect(recipe.notes == "Keep them warm in a low oven.")
    }

    @Test("metadata lines and the file name as the title")
    func toast() throws {
        let recipe = CooklangReader(try text("toast.cook"), name: "toast").recipe
        #expect(recipe.title == "toast")
        #expect(recipe.serves == "1")
        #expect(recipe.allIngredientLines == ["2 slices bread", "butter", "1 tbsp honey"])
        #expect(recipe.allSteps == ["Toast bread and spread with butter. Top with honey."])
    }

    @Test("a mark that is not one stays text", arguments: [
        ("Email me @ home.", "Email me @ home."), ("Use #2 pencil", "Use 2 pencil"), ("~ about 3", "~ about 3"),
    ])
    func notMarks(step: String, text: String) {
        #expect(CooklangStepReader(step).text == text)
    }

    @Test("a collection imports .cook and schema.org .json files")
    func collection() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-cook-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = try ["pancakes.cook", "omelette.json"].map { name in
            try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")).path
        }
        let outcomes = try await CollectionImporter(folder: folder).run(paths)
        #expect(outcomes.map(\.outcome) == [
            .imported(path: folder.appendingPathComponent("weekend-pancakes.md").path),
            .imported(path: folder.appendingPathComponent("omelette.md").path),
        ])
    }
}
