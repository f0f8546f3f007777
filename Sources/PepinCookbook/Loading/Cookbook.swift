public import Pepin

/// One recipe of a cookbook, with where it came from and where it goes.
public struct CookbookEntry: Hashable, Sendable {
    /// The file, relative to the cookbook folder: `breads/tortillas.md`.
    public var path: String
    /// The URL slug: `tortillas`.
    public var slug: String
    /// The recipe.
    public var recipe: Recipe

    /// Creates an entry.
    public init(path: String, slug: String, recipe: Recipe) {
        self.path = path
        self.slug = slug
        self.recipe = recipe
    }
}

/// A loaded cookbook: the recipes that loaded, in title order, and every problem found.
public struct Cookbook: Hashable, Sendable {
    /// The cookbook's name (the folder's name unless told otherwise).
    public var title: String
    /// The recipes without errors, ordered by title then slug.
    public var entries: [CookbookEntry]
    /// All problems of all files, ordered by path then position.
    public var diagnostics: [Diagnostic]

    /// Creates a cookbook; entries are sorted by title.
    public init(title: String, entries: [CookbookEntry], diagnostics: [Diagnostic] = []) {
        self.title = title
        self.entries = entries.sorted {
            ($0.recipe.title.lowercased(), $0.slug) < ($1.recipe.title.lowercased(), $1.slug)
        }
        self.diagnostics = diagnostics
    }

    /// The entry with this slug.
    public func entry(slug: String) -> CookbookEntry? {
        entries.first { $0.slug == slug }
    }
}
