import Foundation
import Pepin
import Testing
@testable import PepinImport

/// Paprika fields written as the app's users write them: times in words, servings in words.
@Suite struct PaprikaFieldTests {
    /// The recipe of a one-recipe gzipped `.paprikarecipe` holding `json`.
    private static func recipe(_ json: String) throws -> Recipe {
        let archive = try PaprikaArchiveReader(try PaprikaArchiveWriter.gzip(Data(json.utf8)))
        return try #require(archive.recipes.first)
    }

    @Test("a time Pepin cannot wholly read keeps what it can and its text goes in the notes")
    func unreadTimes() throws {
        let recipe = try Self.recipe(#"""
            {"name": "Ice Cream", "prep_time": "20 minutes plus chilling", "cook_time": "overnight",
             "total_time": "1 hr 30 min", "notes": "Use fresh cream."}
            """#)
        #expect(recipe.prepTime == RecipeTime(minutes: 20))
        #expect(recipe.cookTime == nil)
        #expect(recipe.totalTime == RecipeTime(minutes: 90))
        #expect(recipe.notes == "Use fresh cream.\n\nPrep time: 20 minutes plus chilling\nCook time: overnight")
        let bare = try Self.recipe(#"{"name": "Bread", "prep_time": "overnight"}"#)
        #expect(bare.notes == "Prep time: overnight")
    }

    @Test("servings in words: \"serves 2\" serves 2, \"Makes 24\" is a yield", arguments: [
        ("serves 2", "2", nil), ("Serves 4-6", "4-6", nil), ("4 servings", "4", nil), ("4", "4", nil),
        ("Makes 24", nil, "Makes 24"), ("24 cookies", nil, "24 cookies"),
    ] as [(String, String?, String?)])
    func servings(written: String, serves: String?, yields: String?) throws {
        let recipe = try Self.recipe(#"{"name": "Cookies", "servings": "\#(written)"}"#)
        #expect(recipe.serves == serves)
        #expect(recipe.yields == yields)
    }

    @Test("servings Pepin writes beside a yield read back as written")
    func servingsBesideYield() throws {
        let recipe = try Self.recipe(#"{"name": "Loaf", "servings": "2 adults", "yield": "1 loaf"}"#)
        #expect(recipe.serves == "2 adults")
        #expect(recipe.yields == "1 loaf")
    }
}
