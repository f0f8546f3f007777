import Pepin

// Stand-in for PepinCookbook's `RecipeJSONLD` (branch `cookbook`), deleted once that lands.
struct RecipeJSONLD {
    let text: String

    init(_ recipe: Recipe) {
        var members: [(String, String)] = [
            ("@context", quote("https://schema.org")), ("@type", quote("Recipe")), ("name", quote(recipe.title)),
        ]
        func add(_ key: String, _ value: String?) {
            if let value { members.append((key, quote(value))) }
        }
        add("description", recipe.description)
        add("url", recipe.source)
        if let author = recipe.author {
            members.append(("author", "{\"@type\": \"Person\", \"name\": \(quote(author))}"))
        }
        add("image", recipe.image)
        if !recipe.tags.isEmpty { add("keywords", recipe.tags.joined(separator: ", ")) }
        add("recipeYield", recipe.yields ?? recipe.serves)
        add("prepTime", recipe.prepTime?.iso8601)
        add("cookTime", recipe.cookTime?.iso8601)
        add("totalTime", recipe.totalTime?.iso8601)
        members.append(("recipeIngredient", "[" + recipe.allIngredientLines.map(quote).joined(separator: ", ") + "]"))
        let steps = recipe.instructionSections.map { section -> String in
            let list = section.steps.map { "{\"@type\": \"HowToStep\", \"text\": \(quote($0))}" }.joined(separator: ", ")
            guard let title = section.title else { return list }
            return "{\"@type\": \"HowToSection\", \"name\": \(quote(title)), \"itemListElement\": [\(list)]}"
        }
        members.append(("recipeInstructions", "[" + steps.filter { !$0.isEmpty }.joined(separator: ", ") + "]"))
        if !recipe.nutrition.isEmpty {
            let facts = recipe.nutrition.map { "\(quote($0.name)): \(quote($0.value))" }.joined(separator: ", ")
            members.append(("nutrition", "{\"@type\": \"NutritionInformation\", \(facts)}"))
        }
        text = "{\n" + members.map { "  \(quote($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}

private func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "<": out += "\\u003c"
        case ">": out += "\\u003e"
        case "&": out += "\\u0026"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
