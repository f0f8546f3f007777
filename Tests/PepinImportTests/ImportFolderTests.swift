import Foundation
import Testing
import PepinImport

/// A folder handed to `pepin import`: its own importable files, and no crash on what cannot be read.
@Suite struct ImportFolderTests {
    @Test("a folder's importable files in name order; subfolders, hidden and other files left out")
    func listing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Page_files"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("odd.html"), withIntermediateDirectories: true)
        for name in ["10.html", "2.htm", "b.JSON", "a.cook", "Lib.paprikarecipes", "urls.txt", "x.urls", ".hidden.html",
                     "notes.md", "photo.jpg", "Page_files/inner.html"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        // Lists of addresses and bookmarks exports by what they hold, whatever their names.
        try Data("https://soup.test/a\n".utf8).write(to: folder.appendingPathComponent("links"))
        try Data(try FixtureLoader.page("bookmarks.html")).write(to: folder.appendingPathComponent("Bookmarks.export"))
        try Data("https://soup.test/a\nand a note\n".utf8).write(to: folder.appendingPathComponent("reading.md"))
        let files = try ImportFolder(folder.path).files.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(files == ["2.htm", "10.html", "a.cook", "b.JSON", "Bookmarks.export", "Lib.paprikarecipes", "links", "urls.txt", "x.urls"])
        #expect(throws: ImportFolderError.self) { try ImportFolder(folder.appendingPathComponent("missing").path) }
    }

    @Test("a folder or a missing file among the pages fails with its reason; the others import")
    func unreadable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-unreadable-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let odd = folder.appendingPathComponent("odd.html")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
        let cook = folder.appendingPathComponent("pie.cook")
        try Data("Mix @flour{200%g}.\n".utf8).write(to: cook)
        let missing = folder.appendingPathComponent("gone.html").path
        let outcomes = try await CollectionImporter(folder: folder.appendingPathComponent("book"))
            .run([odd.path, missing, cook.path])
        #expect(outcomes.first { $0.page == odd.path }?.outcome == .failed(reason: "cannot read \(odd.path): it is a folder"))
        let gone = try #require(outcomes.first { $0.page == missing }?.outcome)
        #expect(gone == .failed(reason: "cannot read \(missing): no such file"))
        #expect(outcomes.first { $0.page == cook.path }?.outcome.importedPath != nil)
    }

    @Test("a page whose ingredients are shown and method is not imports, its outcome saying so")
    func withoutMethod() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-no-method-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.html")
        try Data(try FixtureLoader.page("ingredients-only.html")).write(to: page)
        let outcome = try #require(try await CollectionImporter(folder: folder.appendingPathComponent("book")).run([page.path]).first?.outcome)
        guard case .importedWithoutMethod(let path) = outcome else {
            Issue.record("expected an import without a method, got \(outcome)")
            return
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("found no method"))
    }

    @Test("a file of many recipes counts as one page in the progress: never [3/2]")
    func progressCountsPages() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-progress-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let json = folder.appendingPathComponent("two.json")
        try Data(#"[{"@type":"Recipe","name":"Tea","recipeIngredient":["1 bag tea"],"recipeInstructions":["Steep."]},{"@type":"Recipe","name":"Toast","recipeIngredient":["1 slice bread"],"recipeInstructions":["Toast."]}]"#.utf8).write(to: json)
        let cook = folder.appendingPathComponent("pie.cook")
        try Data("Mix @flour{200%g}.\n".utf8).write(to: cook)
        var numbers: [Int] = []
        let outcomes = try await CollectionImporter(folder: folder.appendingPathComponent("book")).run([json.path, cook.path]) { number, _, _ in
            numbers.append(number)
        }
        #expect(outcomes.count == 3)
        #expect(numbers.max() == 2)
        #expect(numbers.count == 3)
    }
}
