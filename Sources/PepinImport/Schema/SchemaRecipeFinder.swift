import PepinCookbook
/// Finds the schema.org Recipe in the structured data of a page, whatever its shape: a top-level
/// object, a list, `@graph`, `mainEntity`, an `ItemList`, several blocks on one page, `@type` as a
/// string or a list (`"Recipe"`, `"schema:Recipe"`, `"http://schema.org/Recipe"`).
///
/// Also indexes every node with an `@id`, so references such as `"author": {"@id": "#person"}`
/// can be followed.
struct SchemaRecipeFinder {
    /// The recipes found, in page order; nodes describing the same recipe (same `@id` or name)
    /// are merged into the first.
    let recipes: [JSONObject]
    /// Every node with an `@id` and more than that id.
    let nodesByID: [String: JSONObject]

    init(_ values: [JSONValue]) {
        var recipes: [JSONObject] = []
        var recipeIndexes: [String: Int] = [:]  // identity to position, for merging
        var nodesByID: [String: JSONObject] = [:]
        // Depth-first with an explicit stack: values are already depth-bounded by the parser,
        // but the walk needs no recursion at all.
        var stack: [JSONValue] = values.reversed()
        while let value = stack.popLast() {
            switch value {
            case .array(let elements):
                stack.append(contentsOf: elements.reversed())
            case .object(let object):
                if case .string(let id)? = object["@id"], object.members.count > 1, nodesByID[id] == nil {
                    nodesByID[id] = object
                }
                if Self.isRecipe(object) {
                    Self.add(object, to: &recipes, indexes: &recipeIndexes)
                }
                stack.append(contentsOf: object.members.reversed().map(\.value))
            default:
                break
            }
        }
        self.recipes = recipes
        self.nodesByID = nodesByID
    }

    /// Whether the node's `@type` names Recipe.
    static func isRecipe(_ object: JSONObject) -> Bool {
        types(of: object).contains { $0.lowercased() == "recipe" }
    }

    /// The node's types without prefixes: `"http://schema.org/HowToStep"` is `HowToStep`.
    static func types(of object: JSONObject) -> [String] {
        (object["@type"] ?? object["type"])?.elements.compactMap { value in
            guard case .string(let type) = value else { return nil }
            let name = type.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last
            return name.map { String($0).trimmingSpaces }
        } ?? []
    }

    private static func add(_ recipe: JSONObject, to recipes: inout [JSONObject], indexes: inout [String: Int]) {
        let key = identity(recipe)
        if let key, let index = indexes[key] {
            var names = Set(recipes[index].members.map(\.name))
            for member in recipe.members where names.insert(member.name).inserted {
                recipes[index].members.append(member)
            }
        } else {
            if let key { indexes[key] = recipes.count }
            recipes.append(recipe)
        }
    }

    private static func identity(_ recipe: JSONObject) -> String? {
        if case .string(let id)? = recipe["@id"] { return "id:" + id }
        if case .string(let name)? = recipe["name"] { return "name:" + name }
        return nil
    }
}
