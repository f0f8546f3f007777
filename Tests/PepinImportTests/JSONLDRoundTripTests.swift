import Foundation
import Testing
import Pepin
import PepinCookbook
import PepinImport

@Suite struct JSONLDRoundTripTests {
    @Test("import a page, export JSON-LD, import that again: the same recipe, stating its total time", arguments: [
        "jsonld-object.html", "jsonld-array.html", "jsonld-several.html", "jsonld-itemlist.html",
        "jsonld-text-instructions.html", "jsonld-broken.html", "microdata.html", "entities-whitespace.html",
    ])
    func roundTrip(fixture: String) throws {
        let recipe = try FixtureLoader.recipe(fixture)
        let json = RecipeJSONLD(recipe).text
        // Valid JSON for a strict reader too.
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
        let page = "<script type=\"application/ld+json\">\(json)</script>"
        let again = try RecipePageImporter(html: page, pageName: "exported").recipe()
        var expected = recipe
        expected.totalTime = recipe.totalTimeOrSum
        #expect(again == expected)
    }

    // schema.org has no ingredient groups: RecipeJSONLD publishes the lines of all groups as one
    // list, so ingredient sections (only) come back as a single untitled section.
    @Test("ingredient sections come back flattened; everything else is the same")
    func sectionsFlatten() throws {
        var recipe = try FixtureLoader.recipe("jsonld-graph.html")
        let page = "<script type=\"application/ld+json\">\(RecipeJSONLD(recipe).text)</script>"
        let again = try RecipePageImporter(html: page, pageName: "exported").recipe()
        recipe.ingredientSections = [.init(lines: recipe.allIngredientLines)]
        recipe.totalTime = RecipeTime(minutes: 90)  // prep 30 plus cook 60, stated as the total
        #expect(again == recipe)
    }
}
