import Foundation
import Pepin
import PepinCookbook
import Testing

/// A folder with `_config.yml` is read as a Jekyll site; `pepin.yaml` gives any folder settings.
@Suite struct JekyllSiteTests {
    static let recipe = "---\ntitle: T\nlayout: recipe\ningredients: [1 egg]\n---\n"

    func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-jekyll-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(folder)
    }

    @Test("collections, permalink patterns, exclude, other _ folders, Liquid templates and published: false")
    func site() throws {
        let config = """
            title: My Kitchen
            description: Things I cook
            collections:
              recipes:
                permalink: /recipes/:title/
              drafts:
                output: false
            exclude: [vendor, "*.tmp.md"]
            """
        try withFolder([
            "_config.yml": config,
            "_recipes/bread.md": Self.recipe,
            "_recipes/Crème brûlée.md": Self.recipe,
            "_recipes/own.md": "---\ntitle: Own\npermalink: /my/own/\ncategories: [dessert, quick]\ningredients: [1 egg]\n---\n",
            "_recipes/hidden.md": "---\ntitle: Hidden\npublished: false\ningredients: [1 egg]\n---\n",
            "_drafts/wip.md": Self.recipe,
            "_layouts/recipe.md": "not a recipe",
            "_posts/2016-01-01-post.md": "---\ntitle: Post\n---\n",
            "vendor/lib.md": "junk",
            "notes.tmp.md": "junk",
            "index.md": "---\nlayout: home\n---\n{% for r in site.recipes %}{{ r.title }}{% endfor %}\n",
            "contact.md": "---\ntitle: Contact\nlayout: page\npermalink: /contact/\n---\nWrite to me.\n",
        ]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "site").load()
            #expect(cookbook.title == "My Kitchen")
            #expect(cookbook.settings.description == "Things I cook")
            #expect(cookbook.entries.map(\.address.path).sorted() == ["my/own/", "recipes/bread/", "recipes/creme-brulee/"])
            #expect(cookbook.entries.first { $0.slug == "own" }?.recipe.tags == ["dessert", "quick"])
            #expect(cookbook.pages.map(\.address.path) == ["contact/"])
            #expect(cookbook.diagnostics.map(\.description) == [
                "site/_recipes/hidden.md: note: published: false; not published",
                "site/index.md: note: a Liquid template; Pepin does not publish it",
            ])
            #expect(cookbook.diagnostics.errors.isEmpty)
        }
    }

    @Test("a plain folder keeps Pepin's own layout; pepin.yaml gives it a title, --title overrides")
    func plainFolder() throws {
        try withFolder(["pepin.yaml": "title: Family Book\nauthor: Ana\n", "soup.md": Self.recipe, "_old/x.md": Self.recipe]) { folder in
            let cookbook = try CookbookLoader(folder: folder).load()
            #expect(cookbook.title == "Family Book")
            #expect(cookbook.settings.author == "Ana")
            #expect(cookbook.entries.map(\.address.path) == ["recipes/soup.html"])
            #expect(try CookbookLoader(folder: folder).load(title: "Given").title == "Given")
        }
    }

    @Test("an unknown field is a warning with a suggestion; the recipe still loads")
    func unknownField() throws {
        try withFolder(["a.md": "---\ntitle: A\nprep_tme: 5 minutes\ningredients: [1 egg]\n---\n"]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "b").load()
            #expect(cookbook.entries.count == 1)
            #expect(cookbook.diagnostics.map(\.description) == [
                "b/a.md:3:1: warning: prep_tme: unknown field, ignored; did you mean \"prep_time\"?"
            ])
        }
    }

    @Test("an empty folder and an empty file say so")
    func saysWhatHappened() throws {
        try withFolder(["empty.md": "  \n"]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "b").load()
            #expect(cookbook.diagnostics.map(\.description).first == "b/empty.md: empty file")
        }
        try withFolder(["readme.txt": "hi"]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "b").load()
            #expect(cookbook.diagnostics.errors.first?.message.hasPrefix("no recipe files: Pepin reads .md, .markdown, .yaml and .yml") == true)
        }
    }

    @Test("two files at one address: the second is an error")
    func addressClash() throws {
        try withFolder([
            "_config.yml": "collections:\n  recipes:\n    permalink: /:title/\n",
            "_recipes/a.md": Self.recipe,
            "about.md": "---\ntitle: About\nlayout: page\npermalink: /a/\n---\n",
        ]) { folder in
            let cookbook = try CookbookLoader(folder: folder, displayPrefix: "s").load()
            #expect(cookbook.diagnostics.map(\.description) == [
                "s/about.md:1:1: another file already has the address /a/ (s/_recipes/a.md); change one permalink"
            ])
        }
    }

    @Test("permalink patterns", arguments: [
        ("/:title/", "tortillas/"), ("/:name/", "tortillas/"), ("/recipes/:title/", "recipes/tortillas/"),
        ("/:collection/:path:output_ext", "recipes/breads/tortillas.html"), ("/:title", "tortillas/"), ("/../../:title/", "tortillas/"),
    ])
    func patterns(pattern: String, path: String) {
        #expect(SiteAddress(permalink: pattern, name: "tortillas", collection: "recipes", path: "breads/tortillas").path == path)
    }
}
