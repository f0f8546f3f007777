import Pepin
import PepinCookbook

/// The recipes of a schema.org JSON file (`.json`, `.jsonld`): every Recipe in it, whatever its
/// shape (one object, a list of recipes, `@graph`), with references to its other nodes followed.
/// Recipes with neither ingredients nor steps are left out when others have some.
///
///     try SchemaJSONFile(Array(#"[{"@type":"Recipe","name":"A"},{"@type":"Recipe","name":"B"}]"#.utf8), name: "two.json")
///         .recipes.map(\.title)   // ["A", "B"]
struct SchemaJSONFile {
    /// The recipes, in file order.
    let recipes: [Recipe]

    /// Reads the file's bytes; `name` names it in messages.
    ///
    /// - Throws: ``RecipeImportError/noRecipe(page:detail:)`` when the file holds no Recipe.
    init(_ bytes: [UInt8], name: String) throws(RecipeImportError) {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        let values: [JSONValue]
        do {
            values = try LenientJSONParser(text).values
        } catch {
            throw .noRecipe(page: name, detail: "the JSON could not be read: \(error)")
        }
        let finder = SchemaRecipeFinder(values)
        let all = finder.recipes.map { node in
            SchemaRecipeReader(node: node, nodesByID: finder.nodesByID, fallbackTitle: nil, pageURL: nil).recipe
        }
        let filled = all.filter { !$0.allIngredientLines.isEmpty || !$0.allSteps.isEmpty }
        recipes = filled.isEmpty ? Array(all.prefix(1)) : filled
        if recipes.isEmpty { throw .noRecipe(page: name, detail: "no schema.org Recipe in the JSON") }
    }
}
