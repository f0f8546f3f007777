import Pepin
import PepinCookbook

/// The JSON of the API: a recipe summary for the list, the full recipe at a scale and in a view
/// with each ingredient line parsed (the shape of `pepin parse`) and presented, and the steps'
/// oven temperatures in the view.
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

    /// The recipe at `scale` in `view`, written straight into bytes; each ingredient line in the
    /// one shape of ``IngredientLineJSON`` plus its presented `"text"` and `"amount"`.
    static func recipe(_ entry: CookbookEntry, scale: Rational, view: IngredientView = .asWritten) -> [UInt8] {
        let recipe = entry.recipe
        let scaled = ScaledRecipe(entry.prepared, scale: scale, view: view)
        var w = JSONWriter(capacity: 4096)
        func member(_ key: StaticString, _ value: String?) {
            w.raw(",")
            w.key(key)
            w.string(value)
        }
        w.raw("{")
        w.key("slug")
        w.string(entry.slug)
        member("title", recipe.title)
        member("description", recipe.description)
        member("source", recipe.source)
        member("author", recipe.author)
        member("image", recipe.image)
        w.raw(",\"tags\":[")
        for (index, tag) in recipe.tags.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(tag)
        }
        w.raw("]")
        member("scale", scaleText(scale))
        member("view", view.name)
        member("yields", scaled.yields?.text)
        member("serves", scaled.serves?.text)
        member("prepTime", recipe.prepTime?.iso8601)
        member("cookTime", recipe.cookTime?.iso8601)
        member("totalTime", recipe.totalTime?.iso8601)
        w.raw(",\"ingredientSections\":")
        writeSections(scaled.sections.map { ($0.title, $0.lines) }, itemsKey: "ingredients", into: &w) { line, w in
            write(line, into: &w)
        }
        w.raw(",\"instructionSections\":")
        writeSections(recipe.instructionSections.map { ($0.title, $0.steps) }, itemsKey: "steps", into: &w) { step, w in
            w.string(OvenTemperaturePresenter(step, view: view).text)
        }
        member("notes", recipe.notes)
        w.raw("}\n")
        return w.bytes
    }

    /// `{"original":…,"text":…,` the parsed fields, `"amount":{…}` as the text reads it at the
    /// scale and in the view (one answer), and `"keptAsWritten"` with the reason when it was.
    private static func write(_ line: ScaledRecipe.Line, into w: inout JSONWriter) {
        w.raw("{")
        w.key("original")
        w.string(line.original)
        w.raw(",")
        w.key("text")
        w.string(line.text)
        IngredientLineJSON.writeFields(of: line.parsed, into: &w)
        if let amount = line.amount { IngredientLineJSON.writeAmount(amount, into: &w) }
        if let issue = line.issue {
            w.raw(",")
            w.key("keptAsWritten")
            w.string(issue.reason)
        }
        w.raw("}")
    }

    /// `[{"title":…,"<itemsKey>":[…]},…]`, each item written by `item`.
    private static func writeSections<Item>(
        _ sections: [(title: String?, items: [Item])], itemsKey: StaticString, into w: inout JSONWriter,
        _ item: (Item, inout JSONWriter) -> Void
    ) {
        w.raw("[")
        for (index, section) in sections.enumerated() {
            if index > 0 { w.raw(",") }
            w.raw("{")
            w.key("title")
            w.string(section.title)
            w.raw(",")
            w.key(itemsKey)
            w.raw("[")
            for (index, value) in section.items.enumerated() {
                if index > 0 { w.raw(",") }
                item(value, &w)
            }
            w.raw("]}")
        }
        w.raw("]")
    }

    static func scaleText(_ scale: Rational) -> String {
        scale.denominator == 1 ? "\(scale.numerator)" : "\(scale.numerator)/\(scale.denominator)"
    }
}
