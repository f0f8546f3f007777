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

    /// What the answer for a recipe in a view holds that does not change with the scale, as JSON
    /// bytes: the recipe's fields, each line's `"original"` and parsed fields, the steps with
    /// their oven temperatures in the view. Made once per file version and view and kept
    /// (``RenderedPageCache``), so an answer at a new scale only presents its amounts.
    struct Parts: Sendable {
        /// `{"slug":…` through the tags.
        let opening: [UInt8]
        /// `,"view":…`.
        let view: [UInt8]
        /// The times and `,"ingredientSections":`.
        let times: [UInt8]
        /// Per ingredient section: `{"title":…,"ingredients":[`; per line `{"original":…,"text":`
        /// and the parsed fields.
        let sections: [(opening: [UInt8], lines: [(original: [UInt8], fields: [UInt8])])]
        /// The notes, the nutrition and the end (the steps, whose amounts scale, go before).
        let closing: [UInt8]

        init(_ entry: CookbookEntry, view: IngredientView) {
            let recipe = entry.recipe
            var w = JSONWriter(capacity: 1024)
            func member(_ key: StaticString, _ value: String?) {
                w.raw(",")
                w.key(key)
                w.string(value)
            }
            func take() -> [UInt8] {
                defer { w = JSONWriter(capacity: 1024) }
                return w.bytes
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
            opening = take()
            member("view", view.name)
            self.view = take()
            member("prepTime", recipe.prepTime?.iso8601)
            member("cookTime", recipe.cookTime?.iso8601)
            member("totalTime", recipe.totalTime?.iso8601)
            w.raw(",\"ingredientSections\":")
            times = take()
            sections = entry.prepared.sections.map { section in
                w.raw("{")
                w.key("title")
                w.string(section.title)
                w.raw(",\"ingredients\":[")
                let opening = take()
                let lines = section.lines.map { line in
                    w.raw("{\"original\":")
                    w.string(line.line.original)
                    w.raw(",\"text\":")
                    let original = take()
                    IngredientLineJSON.writeFields(of: line.line, into: &w)
                    return (original: original, fields: take())
                }
                return (opening: opening, lines: lines)
            }
            member("notes", recipe.notes)
            // Per serving, as the page's JSON-LD publishes it: the author's facts, else Pepin's.
            let facts = RecipeNutrition(
                prepared: entry.prepared.lines, servings: RecipeNutrition.servings(serves: recipe.serves, yields: recipe.yields))
            w.raw(",")
            w.key("nutrition")
            if let nutrition = RecipeJSONLD.nutrition(given: recipe.nutrition, computed: facts) {
                nutrition.write(into: &w)
            } else {
                w.raw("null")
            }
            w.raw("}\n")
            closing = take()
        }
    }

    /// The recipe at `scale` in `view`, written straight into bytes between its kept `parts`;
    /// each ingredient line in the one shape of ``IngredientLineJSON`` plus its presented
    /// `"text"`, `"amount"` as the text reads it (one answer), and `"keptAsWritten"` with the
    /// reason when the view kept it as written.
    static func recipe(_ entry: CookbookEntry, scale: Rational, view: IngredientView = .asWritten, parts: Parts? = nil) -> [UInt8] {
        let parts = parts ?? Parts(entry, view: view)
        let prepared = entry.prepared
        var w = JSONWriter(capacity: 8192)
        w.raw(parts.opening)
        w.raw(",")
        w.key("scale")
        w.string(scaleText(scale))
        w.raw(parts.view)
        w.raw(",")
        w.key("yields")
        w.string(ScaledRecipe.yield(
            prepared.recipe.yields, read: prepared.yield, measured: prepared.measuredYield, scale: scale, view: view, format: .text))
        w.raw(",")
        w.key("serves")
        w.string(ScaledRecipe.yield(prepared.recipe.serves, read: prepared.servings, measured: nil, scale: scale, view: view, format: .text))
        w.raw(parts.times)
        w.raw("[")
        for (index, (section, kept)) in zip(prepared.sections, parts.sections).enumerated() {
            if index > 0 { w.raw(",") }
            w.raw(kept.opening)
            for (index, (line, written)) in zip(section.lines, kept.lines).enumerated() {
                if index > 0 { w.raw(",") }
                let shown = line.presented(scale: scale, view: view)
                w.raw(written.original)
                w.string(shown.text)
                w.raw(written.fields)
                if let amount = shown.amount { IngredientLineJSON.writeAmount(amount, into: &w) }
                if let issue = shown.issue {
                    w.raw(",")
                    w.key("keptAsWritten")
                    w.string(issue.reason)
                }
                w.raw("}")
            }
            w.raw("]}")
        }
        w.raw("],\"instructionSections\":")
        StepJSON.writeSections(prepared, scale: scale, view: view, into: &w)
        w.raw(parts.closing)
        return w.bytes
    }

    static func scaleText(_ scale: Rational) -> String {
        scale.denominator == 1 ? "\(scale.numerator)" : "\(scale.numerator)/\(scale.denominator)"
    }
}
