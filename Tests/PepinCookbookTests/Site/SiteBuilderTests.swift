import Foundation
import Pepin
import PepinCookbook
import Testing

@Suite struct SiteBuilderTests {
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let cookbook = Cookbook(
        title: "Test", entries: [CookbookEntry(path: "a.md", slug: "a", recipe: Recipe(title: "A", ingredientSections: [IngredientSection(lines: ["1 egg"])]))])

    @Test("a build writes the index, one page per slug and the assets, then replaces its own earlier output")
    func buildsAndRebuilds() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        var states: [BuildState] = []
        let pages = try SiteBuilder(cookbook: Self.cookbook, output: output, assets: SiteAssets(coreScript: nil, wasm: nil))
            .build { states.append($0) }
        #expect(pages == 1)
        #expect(states == [.rendering(done: 0, total: 1), .replacing(pages: 1), .finished(pages: 1)])
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).sorted()
        #expect(files == [
            ".pepin-site", "assets", "assets/pepin-cook.js", "assets/pepin-steps.js", "assets/pepin-timers.js", "assets/pepin.css",
            "assets/pepin.js", "index.html", "recipes", "recipes/a.html",
        ])
        try SiteBuilder(cookbook: Self.cookbook, output: output, assets: SiteAssets(coreScript: "x", wasm: Data([0, 97, 115, 109])))
            .build()
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("assets/pepin-wasm.js").path))
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("assets/pepin.wasm").path) == Data([0, 97, 115, 109]))
        // No staging folders are left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
    }

    @Test("a folder pepin did not build is never replaced")
    func refusesForeignFolder() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("precious".utf8).write(to: folder.appendingPathComponent("thesis.txt"))
        #expect(throws: SiteBuilder.Failure.self) {
            try SiteBuilder(cookbook: Self.cookbook, output: folder, assets: SiteAssets(coreScript: nil, wasm: nil)).build()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["thesis.txt"])
    }
}

@Suite struct BuildStateTests {
    @Test("a build moves loading → rendering → replacing → finished")
    func happyPath() throws {
        var state = BuildState.loading
        state = try state.applying(.loaded(recipes: 3))
        #expect(state == .rendering(done: 0, total: 3))
        state = try state.applying(.rendered(count: 2))
        #expect(state == .rendering(done: 2, total: 3))
        state = try state.applying(.rendered(count: 1))
        #expect(state == .replacing(pages: 3))
        state = try state.applying(.replaced)
        #expect(state == .finished(pages: 3))
        #expect(state.progressText == "Built 3 pages")
    }

    @Test("events out of place are refused", arguments: [
        (BuildState.loading, BuildState.Event.replaced),
        (.rendering(done: 0, total: 2), .rendered(count: 3)),
        (.finished(pages: 1), .failed(reason: "late")),
        (.failed(reason: "x"), .loaded(recipes: 1)),
    ])
    func invalid(state: BuildState, event: BuildState.Event) {
        #expect(throws: BuildState.InvalidTransition.self) { try state.applying(event) }
    }
}
