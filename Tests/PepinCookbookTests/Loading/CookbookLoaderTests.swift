import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct CookbookLoaderTests {
    @Test("a folder of broken files reports every problem with its exact position and message")
    func brokenFixtures() throws {
        let loader = CookbookLoader(folder: FixtureFiles.root.appendingPathComponent("Broken"), displayPrefix: "Broken")
        let cookbook = try loader.load()
        let output = cookbook.diagnostics.map(\.rendered).joined(separator: "\n") + "\n"
        #expect(output == (try FixtureFiles.text("Broken.expected")))
        #expect(cookbook.entries.map(\.slug) == ["good-soup", "unknown-key"])  // unknown fields are warnings
        #expect(cookbook.diagnostics.errors.count == 14)
    }

    @Test("the example cookbook loads without a single problem")
    func exampleCookbook() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Examples/Cookbook").standardizedFileURL
        let cookbook = try CookbookLoader(folder: folder).load()
        #expect(cookbook.diagnostics.map(\.description) == [])
        #expect(cookbook.entries.count == 10)
        #expect(cookbook.entries.first?.slug == "basil-pesto")
    }

    @Test("a missing folder is a folder error, not a crash")
    func missingFolder() {
        #expect(throws: CookbookLoader.FolderError.self) {
            try CookbookLoader(folder: URL(fileURLWithPath: "/nonexistent/pepin")).load()
        }
    }
}
