import Foundation
import Pepin
import PepinCookbook
import Testing

/// Menus (`menus/*.yaml`), `aisles.yaml` and `pantry.yaml`: read with the cookbook, never taken
/// for recipes, every problem positioned.
@Suite struct MenuLoadingTests {
    static let chili = "---\ntitle: Chili\nserves: 4\ningredients:\n  - 1 (15 ounce) can black beans\n  - 2 cups all-purpose flour\n---\n"
    static let bread = "---\ntitle: Cornbread\ningredients:\n  - 250 g all-purpose flour\n  - 2 large eggs\n---\n"

    func load(_ files: [String: String]) throws -> Cookbook {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pepin-menu-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try CookbookLoader(folder: folder, displayPrefix: "book").load()
    }

    @Test("a menu loads with days, servings and scales; its list merges its recipes")
    func menu() throws {
        let menu = """
            title: Week 12
            days:
              Monday:
                - chili
                - recipe: cornbread.md
                  scale: 2
              Tuesday:
                - recipe: chili
                  servings: 6
            """
        let cookbook = try load(["chili.md": Self.chili, "cornbread.md": Self.bread, "menus/week-12.yaml": menu])
        #expect(cookbook.diagnostics == [])
        #expect(cookbook.entries.map(\.slug) == ["chili", "cornbread"])
        let loaded = try #require(cookbook.menu(slug: "week-12"))
        #expect(loaded.title == "Week 12")
        #expect(loaded.days.map(\.title) == ["Monday", "Tuesday"])
        #expect(loaded.days[0].courses.map(\.scale) == [.one, Rational(2)])
        #expect(loaded.days[1].courses[0].scale == Rational(3, 2))
        #expect(loaded.days[1].courses[0].servings == Rational(6))
        let list = ShoppingList(loaded.shoppingRecipes(in: cookbook), guide: cookbook.aisles)
        #expect(list.items.map(\.text) == [
            "4 large eggs", "≈ 1130 g all-purpose flour (5 cups + 500 g)", "2 1/2 (15 oz) cans black beans",
        ])
    }

    static let problems: [(String, String)] = [
        ("title: W\ndays:\n  Monday:\n    - chilli\n", "book/menus/w.yaml:4:7: days.Monday[0]: no recipe \"chilli\"; did you mean \"chili\"?"),
        ("title: W\ndays:\n  Monday:\n    - pizza\n", "book/menus/w.yaml:4:7: days.Monday[0]: no recipe \"pizza\" in this cookbook"),
        ("title: W\ndayz:\n  Monday: [chili]\n",
         "book/menus/w.yaml:2:1: dayz: unknown field \"dayz\"; did you mean \"days\"?\n"
            + "book/menus/w.yaml:1:1: the menu has no days; add \"days:\" with a list of recipes for each"),
        ("title: W\ndays:\n  Monday:\n    - recipe: chili\n      scale: 0\n",
         "book/menus/w.yaml:5:14: days.Monday[0].scale: scale \u{201C}0\u{201D} is not above zero; use a factor such as 2, 1.5 or 3/2"),
        ("title: W\ndays:\n  Monday:\n    - recipe: cornbread\n      servings: 6\n",
         "book/menus/w.yaml:5:17: days.Monday[0].servings: \"cornbread\" does not say how many it serves; give a scale instead"),
        ("title: W\ndays:\n  Monday:\n    - recipe: chili\n      servngs: 6\n",
         "book/menus/w.yaml:5:7: days.Monday[0].servngs: unknown field \"servngs\"; did you mean \"servings\"?"),
        ("days:\n  Monday: [chili]\n", "book/menus/w.yaml:1:1: the menu has no title; add \"title: ...\""),
        ("title: W\ndays: [chili]\n", "book/menus/w.yaml:2:7: days: expected days, each with a list of recipes (\"Monday: [chili]\"), found a list"),
        ("title: [W\n", "book/menus/w.yaml:2:1: invalid YAML: did not find expected ',' or ']'"),
    ]

    @Test("each problem in a menu is one positioned error", arguments: 0..<problems.count)
    func problem(_ index: Int) throws {
        let (text, expected) = Self.problems[index]
        let cookbook = try load(["chili.md": Self.chili, "cornbread.md": Self.bread, "menus/w.yaml": text])
        #expect(cookbook.diagnostics.map(\.description).joined(separator: "\n") == expected)
        #expect(cookbook.menus.isEmpty)
        #expect(cookbook.entries.count == 2)
    }

    @Test("aisles.yaml moves foods and adds aisles; pantry.yaml lists staples; neither is a recipe")
    func aisles() throws {
        let cookbook = try load([
            "chili.md": Self.chili, "cornbread.md": Self.bread,
            "aisles.yaml": "bakery: [flour]\n", "pantry.yaml": "- black beans\n",
        ])
        #expect(cookbook.diagnostics == [])
        let list = ShoppingList(cookbook.entries.map { ShoppingRecipe($0.prepared) }, guide: cookbook.aisles)
        #expect(list.aisles.map(\.aisle) == ["dairy and eggs", "bakery"])
        #expect(list.staples.map(\.text) == ["1 (15 oz) can black beans"])
    }

    @Test("a misshapen aisles.yaml or pantry.yaml is a positioned error")
    func aisleProblems() throws {
        let cookbook = try load(["chili.md": Self.chili, "aisles.yaml": "- flour\n", "pantry.yaml": "staple: [salt]\n"])
        #expect(cookbook.diagnostics.map(\.description) == [
            "book/aisles.yaml:1:1: expected aisle names, each with a list of foods (\"bakery: [bread, tortillas]\"), found a list",
            "book/pantry.yaml:1:1: staple: unknown field \"staple\"; did you mean \"staples\"?",
        ])
    }
}
