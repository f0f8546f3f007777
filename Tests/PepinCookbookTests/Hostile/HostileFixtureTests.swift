import Foundation
import Pepin
import PepinCookbook
import Testing

/// Each reproducer of `Tests/Fixtures/Hostile` (see its README) with its expected message or bound.
@Suite struct HostileFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Hostile").standardizedFileURL

    func load(_ name: String) -> RecipeFileLoader {
        CookbookLoader(folder: Self.folder, displayPrefix: "Hostile").load(relative: name)
    }

    /// A temporary folder with `files`, removed after `body`.
    func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder)
    }

    @Test("amounts past 64 bits: a warning, a note on the page, nothing lost")
    func overflow() throws {
        let loaded = load("overflow.md")
        #expect(loaded.diagnostics.map(\.description) == [
            "Hostile/overflow.md:5:5: warning: ingredients[0]: the amount is too large to scale (at 3x); the page keeps it as written",
            "Hostile/overflow.md:6:5: warning: ingredients[1]: the amount is too large to scale (at 3x); the page keeps it as written",
            "Hostile/overflow.md:7:5: warning: ingredients[2]: the amount is too large to scale (at 3x); the page keeps it as written",
        ])
        let entry = CookbookEntry(path: "overflow.md", slug: "overflow", recipe: try #require(loaded.recipe))
        let page = RecipePageRenderer(entry: entry, cookbookTitle: "C", scale: Rational(3)).html
        #expect(page.contains("3074457345618258603 cups flour <span class=\"unscaled\">(not scaled: amount too large)</span>"))
        let facts = RecipeNutrition(lines: entry.recipe.allIngredientLines.map { IngredientLineParser($0).line })
        #expect(facts.notCounted.contains { $0.line == "9223372036854775807/2000 g sugar" && $0.issue == .overflow })
    }

    @Test("an alias bomb is refused at its position, quickly and in little memory")
    func aliasBomb() {
        let started = ContinuousClock.now
        let loaded = load("alias-bomb.md")
        // Generous for a debug build on a busy 2-core machine; before the limits it took 19 s in release.
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(loaded.recipe == nil)
        #expect(loaded.diagnostics.map(\.description).contains(
            "Hostile/alias-bomb.md:5:3: ingredients: the list has 10000 items; at most 2000 are read"))
        #expect(loaded.diagnostics.contains { $0.message.hasPrefix("the lists add up to more than 4 MB of text") })
    }

    @Test("40,000 brackets render in linear time")
    func brackets() throws {
        let recipe = try #require(load("brackets.md").recipe)
        let started = ContinuousClock.now
        let page = RecipePageRenderer(entry: CookbookEntry(path: "b.md", slug: "b", recipe: recipe), cookbookTitle: "C").html
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(page.contains(String(repeating: "[", count: 40_000)))
    }

    @Test("found by the loader fuzzer: brackets before a \"](\" that never closes stay linear", arguments: ["](", "<a href=\"x\">", "**", "<em>"])
    func bracketsBeforeAnOpenLink(mark: String) {
        let notes = String(repeating: "[", count: 20_000) + mark + String(repeating: "[", count: 20_000)
        let recipe = Recipe(title: "T", ingredientSections: [IngredientSection(lines: ["1 egg"])], notes: notes)
        let started = ContinuousClock.now
        _ = RecipePageRenderer(entry: CookbookEntry(path: "b.md", slug: "b", recipe: recipe), cookbookTitle: "C").html
        #expect(ContinuousClock.now - started < .seconds(3))
    }

    @Test("a list item indented one space too far gets a positioned warning")
    func foldedList() {
        #expect(load("folded-list.md").diagnostics.map(\.description) == [
            "Hostile/folded-list.md:5:4: warning: ingredients[0]: this line joins the one before it (\"1 cup flour - 2 eggs\"): "
                + "a \"- \" indented further than the items above continues the previous item; line the dashes up"
        ])
    }

    @Test("scripts and javascript: links stay text; only http(s) links become links")
    func script() throws {
        let recipe = try #require(load("script.md").recipe)
        let page = RecipePageRenderer(entry: CookbookEntry(path: "s.md", slug: "s", recipe: recipe), cookbookTitle: "C").html
        #expect(!page.contains("<script>alert"))
        #expect(!page.contains("href=\"javascript"))
        #expect(!page.contains("onclick=\""))
        #expect(!page.contains("<img src=x"))
        #expect(page.contains("<a href=\"https://example.com\">ok</a> <em>now</em>"))
        #expect(page.contains("<p class=\"description\" itemprop=\"description\">click x) &lt;img src=x onerror=alert(4)&gt;</p>"))
    }

    @Test("Pepin reads its own output back")
    func readBack() throws {
        let lines = try String(contentsOf: Self.folder.appendingPathComponent("readback.txt"), encoding: .utf8)
            .split(separator: "\n").map { PreparedLine(IngredientLineParser(String($0)).line).presented(scale: Rational(2)).text }
        #expect(lines == ["≈ 1/4 cup + 2 teaspoons flour", "~4 cups flour", "approx. 4 cups flour", "0 cups flour"])
    }

    @Test("a file over 2 MB is not read; a 200 KB line is cut in the message")
    func sizes() throws {
        let huge = "---\ntitle: Huge\ningredients:\n  - " + String(repeating: "flour ", count: 600_000) + "\n---\n"
        let long = "---\ntitle: Long\ningredients:\n  - 12\n  " + String(repeating: "x", count: 200_000) + ": 1\n---\n"
        try withFolder(["huge.md": huge, "long.md": long]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "book").load()
            let messages = cookbook.diagnostics.map(\.rendered)
            #expect(messages.contains("book/huge.md: the file is 3 MB; recipe files over 2 MB are not read"))
            #expect(messages.allSatisfy { $0.count < 1_000 })
            #expect(messages.contains { $0.contains("…") })
        }
    }

    @Test("a link that leaves the cookbook is reported and never read; one that stays is fine")
    func symlinks() throws {
        try withFolder(["inside.md": "---\ntitle: Inside\ningredients: [1 egg]\n---\n"]) { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("passwd.md").path, withDestinationPath: "/etc/passwd")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("alias.md").path, withDestinationPath: "inside.md")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.md").path, withDestinationPath: "nowhere.md")
            // A link to a folder is never followed (it could loop, or lead out of the cookbook).
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("etc").path, withDestinationPath: "/etc")
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "book").load()
            #expect(cookbook.diagnostics.map(\.description) == [
                "book/gone.md: warning: links to a file that is not there; skipped",
                "book/passwd.md: warning: links outside the cookbook folder (to /etc/passwd); skipped",
            ])
            #expect(!cookbook.diagnostics.map(\.rendered).joined().contains("root:"))
            #expect(cookbook.entries.map(\.slug).sorted() == ["alias", "inside"])
        }
    }

    @Test("names only of non-Latin letters get their own transliterated addresses")
    func nonLatinNames() throws {
        let recipe = "---\ntitle: T\ningredients: [1 egg]\n---\n"
        try withFolder(["пирог.md": recipe, "餃子.md": recipe, "ケーキ.md": recipe]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "book").load()
            #expect(cookbook.diagnostics.isEmpty)
            #expect(cookbook.entries.map(\.slug).sorted() == ["jiao-zi", "keki", "pirog"])
        }
    }

    @Test("an unreadable folder is reported, not skipped without a word", .enabled(if: getuid() != 0, "root reads every folder"))
    func unreadableFolder() throws {
        try withFolder(["a.md": "---\ntitle: A\ningredients: [1 egg]\n---\n"]) { folder in
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "book").load()
            #expect(cookbook.diagnostics.map(\.description).contains { $0.hasPrefix("book/locked: warning: cannot read") })
        }
    }
}
