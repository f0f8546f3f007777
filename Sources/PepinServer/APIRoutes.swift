import Hummingbird
import Pepin
import PepinCookbook

/// `GET /api/recipes`, `GET /api/recipes/{slug}?scale=2&view=weight` and
/// `GET /api/list?recipes=slug:2,other-slug&view=weight` (one shopping list, see ``ListQuery``).
struct APIRoutes: Sendable {
    let store: CookbookStore
    let cache: RenderedPageCache

    func add(to router: Router<BasicRequestContext>) {
        let store = store
        let cache = cache
        router.get("/api/recipes") { _, _ in
            let snapshot = await store.current
            let problems = snapshot.cookbook.diagnostics.errors.map { JSONValue.string($0.description) }
            return Responses.json(
                .object([
                    ("title", .string(snapshot.cookbook.title)),
                    ("recipes", .array(snapshot.cookbook.entries.map(RecipeAPIEncoder.summary))),
                    ("problems", .array(problems)),
                ]))
        }
        router.get("/api/list") { request, _ in
            let snapshot = store.published.current
            let query = ListQuery(request.uri.queryParameters["recipes"].map(String.init), snapshot: snapshot)
            switch (query.recipes, Responses.view(of: request)) {
            case (.failure(let problem), _):
                return Responses.jsonError(problem.message, status: problem.isNotFound ? .notFound : .badRequest)
            case (_, .failure(let problem)):
                return Responses.jsonError(problem.message, status: .badRequest)
            case (.success(let recipes), .success(let view)):
                let list = ShoppingList(recipes, guide: snapshot.cookbook.aisles, view: view)
                var w = JSONWriter(capacity: 256 * (list.items.count + 1))
                ShoppingListJSON.write(list, into: &w)
                w.raw("\n")
                return Responses.json(bytes: w.bytes)
            }
        }
        router.get("/api/recipes/:slug") { request, context in
            let slug = context.parameters.get("slug") ?? ""
            guard Responses.isValidSlug(Substring(slug)) else {
                return Responses.jsonError("\"\(slug)\" is not a recipe slug", status: .badRequest)
            }
            let snapshot = store.published.current
            guard let entry = snapshot.entry(slug: slug) else {
                if let problems = snapshot.problemsBySlug[slug] {
                    return Responses.json(
                        .object([
                            ("error", .string("the recipe file has problems")),
                            ("problems", .array(problems.map { .string($0.description) })), ("status", .integer(422)),
                        ]), status: .unprocessableContent)
                }
                return Responses.jsonError("no recipe \"\(slug)\"", status: .notFound)
            }
            let scale: Rational
            switch Responses.scale(of: request) {
            case .failure(let problem): return Responses.jsonError(problem.message, status: .badRequest)
            case .success(let value): scale = value
            }
            switch Responses.view(of: request) {
            case .failure(let problem): return Responses.jsonError(problem.message, status: .badRequest)
            case .success(let view):
                let parts = cache.api.value(for: .init(version: snapshot.version, slug: slug, view: view)) {
                    RecipeAPIEncoder.Parts(entry, view: view)
                }
                return Responses.json(bytes: RecipeAPIEncoder.recipe(entry, scale: scale, view: view, parts: parts))
            }
        }
    }
}
