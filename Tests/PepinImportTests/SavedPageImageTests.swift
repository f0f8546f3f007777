import Foundation
import Testing
@testable import PepinImport

/// A page saved with its files ("Save page, complete": `Tomato Soup.html` and `Tomato Soup_files/dish.png`):
/// with `--images` its image is copied into the cookbook as a downloaded one is; without, the
/// recipe never names a file the cookbook lacks; a path out of the page's folder is never read.
@Suite struct SavedPageImageTests {
    /// A copy of the saved page in a folder of its own, the page's image path replaced by
    /// `image` (and its canonical link dropped when `canonical` is false); the page's path.
    private static func savedPage(in folder: URL, image: String? = nil, canonical: Bool = true) throws -> String {
        let fixture = try #require(Bundle.module.url(forResource: "saved-page", withExtension: nil, subdirectory: "Fixtures"))
        let saved = folder.appendingPathComponent("saved")
        try FileManager.default.copyItem(at: fixture, to: saved)
        let page = saved.appendingPathComponent("Tomato Soup.html")
        var html = try String(contentsOf: page, encoding: .utf8)
        if let image { html = html.replacingOccurrences(of: #""image": "Tomato%20Soup_files/dish.png""#, with: #""image": "\#(image)""#) }
        if !canonical { html = html.replacingOccurrences(of: #"<link rel="canonical" href="https://kitchen.test/recipes/tomato-soup">"#, with: "") }
        try html.write(to: page, atomically: true, encoding: .utf8)
        return page.path
    }

    private static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pepin-saved-\(UUID().uuidString)")
    }

    private static var dish: [UInt8] {
        get throws {
            let url = try #require(Bundle.module.url(forResource: "saved-page/Tomato Soup_files/dish", withExtension: "png", subdirectory: "Fixtures"))
            return Array(try Data(contentsOf: url))
        }
    }

    @Test("with --images, the image beside the page is saved as images/<slug>.<ext> and the recipe refers to it")
    func saved() async throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.savedPage(in: folder)
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book, images: RecipeImageFetcher()).run([page])
        #expect(outcomes.map(\.outcome) == [.imported(path: book.appendingPathComponent("saved-tomato-soup.md").path)])
        #expect(Array(try Data(contentsOf: book.appendingPathComponent("images/saved-tomato-soup.png"))) == (try Self.dish))
        let text = try String(contentsOf: book.appendingPathComponent("saved-tomato-soup.md"), encoding: .utf8)
        #expect(text.contains("image: images/saved-tomato-soup.png"))
        // `pepin export --format paprika` of the saved page packs the same photo.
        let recipe = try RecipePageImporter(page: Array(try Data(contentsOf: URL(fileURLWithPath: page))), pageName: page).recipe()
        #expect(PaprikaPhotoFile(image: recipe.image, recipeFile: URL(fileURLWithPath: page)).bytes == (try Self.dish))
    }

    @Test("the image limit holds for a saved file as for a download")
    func limit() async throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.savedPage(in: folder, image: "./Tomato Soup_files/dish.png")
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book, images: RecipeImageFetcher(maximumBytes: 20)).run([page])
        let size = try Self.dish.count
        #expect(outcomes.map(\.outcome) == [
            .importedWithoutImage(
                path: book.appendingPathComponent("saved-tomato-soup.md").path,
                reason: "./Tomato Soup_files/dish.png: image is \(size) bytes, larger than 20 bytes"),
        ])
        #expect(!(try String(contentsOf: book.appendingPathComponent("saved-tomato-soup.md"), encoding: .utf8)).contains("image:"))
    }

    @Test("without --images, no path to a file the cookbook lacks: the outcome says --images would bring it")
    func withoutImages() async throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.savedPage(in: folder)
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book).run([page])
        #expect(outcomes.map(\.outcome) == [
            .importedWithoutImage(
                path: book.appendingPathComponent("saved-tomato-soup.md").path,
                reason: "Tomato%20Soup_files/dish.png: a file beside the page, which --images saves into the cookbook"),
        ])
        #expect(!(try String(contentsOf: book.appendingPathComponent("saved-tomato-soup.md"), encoding: .utf8)).contains("image:"))
        #expect(!FileManager.default.fileExists(atPath: book.appendingPathComponent("images").path))
        // Imported into the page's own folder, the cookbook has the file: the path stands.
        let own = URL(fileURLWithPath: page).deletingLastPathComponent()
        #expect(try await CollectionImporter(folder: own).run([page]).map(\.outcome) == [
            .imported(path: own.appendingPathComponent("saved-tomato-soup.md").path),
        ])
        #expect(try String(contentsOf: own.appendingPathComponent("saved-tomato-soup.md"), encoding: .utf8).contains("image: Tomato%20Soup_files/dish.png"))
    }

    @Test("a path not found beside a page with a canonical link is a path on its site, kept as a web address")
    func onTheSite() async throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.savedPage(in: folder, image: "img/gone.png")
        let book = folder.appendingPathComponent("book")
        let outcomes = try await CollectionImporter(folder: book).run([page])
        #expect(outcomes.map(\.outcome) == [.imported(path: book.appendingPathComponent("saved-tomato-soup.md").path)])
        let text = try String(contentsOf: book.appendingPathComponent("saved-tomato-soup.md"), encoding: .utf8)
        #expect(text.contains("image: https://kitchen.test/recipes/img/gone.png"))
    }

    @Test("paths out of the page's folder are refused, with or without --images, and nothing is read", arguments: [
        ("../../etc/passwd", "leads out of the page's folder"), ("Tomato Soup_files/../../outside/secret.png", "leads out of the page's folder"),
        ("/etc/passwd", "an absolute path; only a path inside the page's folder is read"),
        ("file:///etc/passwd", "a file: address; only a path inside the page's folder is read"),
        ("Tomato Soup_files/link.png", "a link to a file outside the page's folder"),
        ("Tomato Soup_files", "a folder, not an image"), ("Tomato Soup_files/missing.png", "no such file beside the page"),
    ])
    func escapes(image: String, why: String) async throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try Self.savedPage(in: folder, image: image, canonical: false)
        // A real PNG outside the page's folder, and a link to it inside: refused for where it is, not for what it holds.
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data(try Self.dish).write(to: outside.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("saved/Tomato Soup_files/link.png").path, withDestinationPath: outside.appendingPathComponent("secret.png").path)
        for images in [RecipeImageFetcher(), nil] {
            let book = folder.appendingPathComponent(images == nil ? "plain" : "pictured")
            let outcomes = try await CollectionImporter(folder: book, images: images).run([page])
            let file = book.appendingPathComponent("saved-tomato-soup.md")
            let reason = why.hasPrefix("no such") ? "\(image): \(why)" : "\(image): not read: \(why)"
            #expect(outcomes.map(\.outcome) == [.importedWithoutImage(path: file.path, reason: reason)])
            #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("image:"))
            #expect(!FileManager.default.fileExists(atPath: book.appendingPathComponent("images").path))
        }
    }

    @Test("what is a path beside the file and what is an address", arguments: [
        ("Page_files/dish.png", true, true), ("./Page_files/dish.png", true, true), ("/img/dish.png", true, false),
        ("file:///etc/passwd", true, false), ("https://x.test/dish.png", false, false), ("data:image/png;base64,AAAA", false, false),
        ("C:\\photos\\dish.png", true, false), ("", false, false),
    ])
    func paths(text: String, isPath: Bool, isRelative: Bool) {
        #expect(LocalImageFile.isPath(text) == isPath)
        #expect(LocalImageFile.isRelativePath(text) == isRelative)
    }
}
