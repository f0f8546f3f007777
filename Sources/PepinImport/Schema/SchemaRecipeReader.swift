import PepinCookbook
import Pepin

/// Reads one schema.org Recipe node into a ``Recipe``: every text cleaned (references decoded,
/// tags removed, whitespace collapsed), times from ISO 8601 durations, references by `@id`
/// followed.
struct SchemaRecipeReader {
    /// The recipe.
    let recipe: Recipe

    /// - Parameters:
    ///   - node: the Recipe node.
    ///   - nodesByID: the page's nodes by `@id`, to follow references.
    ///   - fallbackTitle: the title when the node has no name (the page's `<title>`).
    ///   - pageURL: the page's canonical address, the source when the node names none.
    init(node: JSONObject, nodesByID: [String: JSONObject], fallbackTitle: String?, pageURL: String?) {
        let fields = SchemaFieldReader(nodesByID: nodesByID)
        let title = fields.text(node["name"]) ?? fields.text(node["headline"]) ?? fallbackTitle
        var recipe = Recipe(title: title ?? "Untitled recipe")
        recipe.description = fields.text(node["description"])
        recipe.source = fields.url(node["url"]) ?? fields.url(node["mainEntityOfPage"]) ?? fields.url(node["isBasedOn"])
            ?? pageURL
        recipe.author = fields.names(node["author"] ?? node["creator"])
        recipe.image = fields.url(node["image"] ?? node["thumbnailUrl"])
        recipe.tags = fields.tags([node["keywords"], node["recipeCategory"], node["recipeCuisine"]])
        let yield = SchemaYieldReader(fields.texts(node["recipeYield"] ?? node["yield"]))
        recipe.yields = yield.yields
        recipe.serves = yield.serves
        recipe.prepTime = fields.duration(node["prepTime"])
        recipe.cookTime = fields.duration(node["cookTime"])
        recipe.totalTime = fields.duration(node["totalTime"])
        let ingredients = node["recipeIngredient"] ?? node["ingredients"]
        recipe.ingredientSections = SchemaIngredientReader(ingredients, fields: fields).sections
        let instructions = node["recipeInstructions"] ?? node["RecipeInstructions"] ?? node["instructions"]
        recipe.instructionSections = SchemaInstructionReader(instructions, fields: fields).sections
        recipe.nutrition = fields.nutrition(node["nutrition"])
        self.recipe = recipe
    }
}
