import Foundation
import PepinCookbook
import Testing

/// The 2016 author's own site (`../shared/fixtures/pepin-2016-site`), built as is: no errors,
/// every recipe at its 2016 address, the title "Recipes", the about page, the links in the steps.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: Pepin2016Site.folder.path), "needs ../shared/fixtures"))
struct Pepin2016SiteTests {
    static let folder = Pepin2016Site.folder

    @Test("checks with no problems: five recipes from _recipes/, one page")
    func checks() throws {
        let cookbook = try CookbookLoader(folder: Self.folder, displayPrefix: "site").load()
        #expect(cookbook.diagnostics.isEmpty)
        #expect(cookbook.title == "Recipes")
        #expect(cookbook.entries.map(\.address.path) == [
            "crispy-pancakes/", "fluffy-pancakes/", "pasta-dough/", "thick-chocolate-chip-cookies/", "tortillas/",
        ])
        #expect(cookbook.pages.map(\.address.path) == ["about/"])
    }

    @Test("builds every recipe at its 2016 address, with the about page and the pasta-dough link")
    func builds() throws {
        let cookbook = try CookbookLoader(folder: Self.folder, displayPrefix: "site").load()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-2016-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try SiteBuilder(cookbook: cookbook, output: output, assets: SiteAssets(coreScript: nil, wasm: nil), cookbookFolder: Self.folder).build()
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(files == [
            "about/index.html", "crispy-pancakes/index.html", "fluffy-pancakes/index.html", "index.html",
            "pasta-dough/index.html", "thick-chocolate-chip-cookies/index.html", "tortillas/index.html",
        ])
        let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<title>Recipes</title>"))
        #expect(index.contains("<a href=\"tortillas/index.html\">Tortillas</a>"))
        #expect(index.contains("<nav class=\"pages\"><a href=\"about/index.html\">About</a></nav>"))
        let pasta = try String(contentsOf: output.appendingPathComponent("pasta-dough/index.html"), encoding: .utf8)
        #expect(pasta.contains("53% <a href=\"https://en.wikipedia.org/wiki/Baker_percentage\">hydration</a>"))
        #expect(pasta.contains("<link rel=\"stylesheet\" href=\"../assets/pepin.css\">"))
        let about = try String(contentsOf: output.appendingPathComponent("about/index.html"), encoding: .utf8)
        #expect(about.contains("<h1>About</h1>"))
        #expect(about.contains("<a href=\"http://khanlou.com\">Soroush Khanlou</a>"))
    }
}

enum Pepin2016Site {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../shared/fixtures/pepin-2016-site").standardizedFileURL
}
