import Foundation
import Testing
import PepinImport

/// A schema.org `.json` file with several recipes imports every one of them.
@Suite struct SchemaJSONFileTests {
    static let graph = """
        {"@context": "https://schema.org", "@graph": [
          {"@type": "Person", "@id": "#cook", "name": "Ada"},
          {"@type": "Recipe", "name": "Leek Soup", "author": {"@id": "#cook"}, "recipeIngredient": ["2 leeks"], "recipeInstructions": ["Simmer."]},
          {"@type": "Recipe", "name": "Pea Salad", "author": {"@id": "#cook"}, "recipeIngredient": ["200 g peas"], "recipeInstructions": ["Toss."]}
        ]}
        """
    static let list = """
        [{"@type": "Recipe", "name": "Scones", "recipeIngredient": ["250 g flour"]},
         {"@type": "Recipe", "name": "Jam", "recipeIngredient": ["1 kg plums"]}]
        """

    @Test("@graph with two recipes, and a list of two: each recipe is imported, named after the file and its title",
          arguments: [(graph, ["Leek Soup", "Pea Salad"]), (list, ["Scones", "Jam"])])
    func several(json: String, titles: [String]) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-json-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("recipes.json")
        try Data(json.utf8).write(to: file)
        let outcomes = try await CollectionImporter(folder: folder.appendingPathComponent("book")).run([file.path])
        #expect(outcomes.map(\.page) == titles.map { file.path + ": " + $0 })
        let written = outcomes.compactMap(\.outcome.importedPath)
        #expect(written.count == 2)
        for (path, title) in zip(written, titles) {
            #expect(try String(contentsOfFile: path, encoding: .utf8).contains(title))
        }
        if json == Self.graph {  // references to the graph's other nodes are followed for each recipe
            #expect(try String(contentsOfFile: written[1], encoding: .utf8).contains("Ada"))
        }
    }

    @Test("a file with no recipe fails with the file's name")
    func none() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-json-none-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("site.json")
        try Data(#"{"@type": "WebSite", "name": "Soups"}"#.utf8).write(to: file)
        let outcomes = try await CollectionImporter(folder: folder).run([file.path])
        #expect(outcomes.map(\.outcome) == [.failed(reason: "no recipe found in \(file.path) (no schema.org Recipe in the JSON)")])
    }
}
