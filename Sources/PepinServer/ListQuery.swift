import Pepin
import PepinCookbook

/// The `recipes` of `GET /api/list?recipes=slug:2,other-slug`: recipe slugs, each with an
/// optional scale, read against a cookbook. Anything wrong is a message for a 400, never a crash:
/// a bad slug, a scale ``ScalePolicy`` refuses, an unknown recipe, or more than ``limit`` recipes.
struct ListQuery {
    /// The most recipes one list merges (a week of three meals a day, with room to spare).
    static let limit = 100

    let recipes: Result<[ShoppingRecipe], Problem>

    struct Problem: Error {
        let message: String
        /// True when the request was well formed but names a recipe that is not there.
        var isNotFound = false
    }

    init(_ text: String?, snapshot: CookbookSnapshot) {
        guard let text, !text.isEmpty else {
            recipes = .failure(Problem(message: "give the recipes: ?recipes=slug or ?recipes=slug:2,other-slug"))
            return
        }
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= Self.limit, text.utf8.count <= Self.limit * 240 else {
            recipes = .failure(Problem(message: "too many recipes; a list merges at most \(Self.limit)"))
            return
        }
        var found: [ShoppingRecipe] = []
        for item in items {
            let parts = item.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let slug = parts[0]
            guard Responses.isValidSlug(slug) else {
                recipes = .failure(Problem(message: "\"\(Self.shortened(slug))\" is not a recipe slug"))
                return
            }
            var scale = Rational.one
            if parts.count == 2 {
                switch ScalePolicy.read(String(parts[1])) {
                case .success(let factor): scale = factor
                case .failure(let problem):
                    recipes = .failure(Problem(message: "\(slug): " + problem.message))
                    return
                }
            }
            guard let entry = snapshot.entry(slug: String(slug)) else {
                recipes = .failure(Problem(message: "no recipe \"\(slug)\"", isNotFound: true))
                return
            }
            found.append(ShoppingRecipe(entry.prepared, scale: scale))
        }
        recipes = .success(found)
    }

    private static func shortened(_ text: Substring) -> String {
        text.utf8.count <= 40 ? String(text) : String(text.prefix(40)) + "…"
    }
}
