public import Pepin

/// Renders a recipe as clean plain text, for pasting into a message or an email.
///
///     Pancakes
///
///     Serves 4 · Prep 10 min · Cook 15 min
///
///     INGREDIENTS
///     - 2 cups flour
///
///     INSTRUCTIONS
///     1. Mix.
public struct RecipeTextRenderer: Sendable {
    /// The text, ending with a line break.
    public let text: String

    /// Renders `recipe`.
    public init(_ recipe: Recipe) {
        var blocks: [String] = [recipe.title]
        if let description = recipe.description { blocks.append(description) }
        var facts: [String] = []
        if let serves = recipe.serves { facts.append("Serves \(serves)") }
        if let yields = recipe.yields { facts.append("Makes \(yields)") }
        if let time = recipe.prepTime { facts.append("Prep \(time.text)") }
        if let time = recipe.cookTime { facts.append("Cook \(time.text)") }
        if let time = recipe.totalTime { facts.append("Total \(time.text)") }
        if !facts.isEmpty { blocks.append(facts.joined(separator: " · ")) }
        if !recipe.allIngredientLines.isEmpty {
            var lines = ["INGREDIENTS"]
            for section in recipe.ingredientSections {
                if let title = section.title { lines.append("\n\(title):") }
                lines += section.lines.map { "- \($0)" }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if !recipe.allSteps.isEmpty {
            var lines = ["INSTRUCTIONS"]
            var number = 0
            for section in recipe.instructionSections {
                if let title = section.title { lines.append("\n\(title):") }
                for step in section.steps {
                    number += 1
                    lines.append("\(number). \(step)")
                }
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        if !recipe.nutrition.isEmpty {
            blocks.append((["NUTRITION"] + recipe.nutrition.map { "\($0.name): \($0.value)" }).joined(separator: "\n"))
        }
        if let notes = recipe.notes, !notes.isEmpty { blocks.append("NOTES\n" + notes) }
        var credits: [String] = []
        if let author = recipe.author { credits.append("By \(author)") }
        if let source = recipe.source { credits.append("Source: \(source)") }
        if !recipe.tags.isEmpty { credits.append("Tags: " + recipe.tags.joined(separator: ", ")) }
        if !credits.isEmpty { blocks.append(credits.joined(separator: "\n")) }
        text = blocks.joined(separator: "\n\n") + "\n"
    }
}
