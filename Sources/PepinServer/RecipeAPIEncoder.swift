import Pepin
import PepinCookbook

/// The JSON of the API: a recipe summary for the list, the full recipe at a scale and in a view
/// with each ingredient line parsed (amount, unit, name) and presented, and the steps' oven
/// temperatures in the view.
struct RecipeAPIEncoder {
    static func summary(_ entry: CookbookEntry) -> JSONValue {
        let recipe = entry.recipe
        return .object([
            ("slug", .string(entry.slug)), ("title", .string(recipe.title)), ("description", .optional(recipe.description)),
            ("tags", .array(recipe.tags.map(JSONValue.string))), ("yields", .optional(recipe.yields)),
            ("serves", .optional(recipe.serves)), ("url", .string("/recipes/\(entry.slug)")),
            ("api", .string("/api/recipes/\(entry.slug)")),
        ])
    }

    static func recipe(_ entry: CookbookEntry, scale: Rational, view: IngredientView = .asWritten) -> JSONValue {
        let recipe = entry.recipe
        let scaled = ScaledRecipe(entry.prepared, scale: scale, view: view)
        let sections: [JSONValue] = scaled.sections.map { section in
            .object([("title", .optional(section.title)), ("ingredients", .array(section.lines.map(line)))])
        }
        let steps: [JSONValue] = recipe.instructionSections.map { section in
            .object([
                ("title", .optional(section.title)),
                ("steps", .array(section.steps.map { .string(OvenTemperaturePresenter($0, view: view).text) })),
            ])
        }
        return .object([
            ("slug", .string(entry.slug)), ("title", .string(recipe.title)), ("description", .optional(recipe.description)),
            ("source", .optional(recipe.source)), ("author", .optional(recipe.author)), ("image", .optional(recipe.image)),
            ("tags", .array(recipe.tags.map(JSONValue.string))),
            ("scale", .string(scaleText(scale))), ("view", .string(view.name)),
            ("yields", .optional(scaled.yields?.text)), ("serves", .optional(scaled.serves?.text)),
            ("prepTime", .optional(recipe.prepTime?.iso8601)), ("cookTime", .optional(recipe.cookTime?.iso8601)),
            ("totalTime", .optional(recipe.totalTime?.iso8601)),
            ("ingredientSections", .array(sections)), ("instructionSections", .array(steps)),
            ("notes", .optional(recipe.notes)),
        ])
    }

    private static func line(_ line: ScaledRecipe.Line) -> JSONValue {
        let parsed = line.parsed
        var members: [(String, JSONValue)] = [("original", .string(line.original)), ("text", .string(line.text))]
        members.append(("parsed", .bool(parsed.isParsed)))
        if let quantity = parsed.quantity { members.append(("quantity", .string(QuantityPresenter(quantity).text))) }
        if let unit = parsed.unit { members.append(("unit", .string(unit.singular))) }
        members.append(("name", .string(parsed.name)))
        if let size = parsed.size { members.append(("size", .string(size))) }
        if let preparation = parsed.preparation { members.append(("preparation", .string(preparation))) }
        if let comment = parsed.comment { members.append(("comment", .string(comment))) }
        // The amount exactly as "text" reads it, at the scale and in the view: one answer.
        if let amount = line.amount {
            let parts = amount.parts.map { part in
                JSONValue.object([("quantity", .string(QuantityPresenter(part.quantity).text)), ("unit", .optional(part.unit?.singular))])
            }
            members.append(("amount", .object([("parts", .array(parts)), ("approximate", .bool(amount.isApproximate))])))
        }
        if let issue = line.issue { members.append(("keptAsWritten", .string(issue.reason))) }
        return .object(JSONObject(members))
    }

    static func scaleText(_ scale: Rational) -> String {
        scale.denominator == 1 ? "\(scale.numerator)" : "\(scale.numerator)/\(scale.denominator)"
    }
}
