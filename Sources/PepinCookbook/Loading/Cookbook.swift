public import Pepin

/// One recipe of a cookbook, with where it came from and where it goes.
public struct CookbookEntry: Hashable, Sendable {
    /// The file, relative to the cookbook folder: `breads/tortillas.md`.
    public var path: String
    /// The URL slug: `tortillas`.
    public var slug: String
    /// The recipe, prepared once (lines parsed, foods matched) for every page and answer.
    public let prepared: PreparedRecipe
    /// The recipe as written.
    public var recipe: Recipe { prepared.recipe }
    /// Where its page lives: `recipes/<slug>.html`, or the address its collection's permalink gives.
    public var address: SiteAddress

    /// Creates an entry; by default its page is `recipes/<slug>.html`.
    public init(path: String, slug: String, recipe: Recipe, address: SiteAddress? = nil) {
        self.init(path: path, slug: slug, prepared: PreparedRecipe(recipe), address: address)
    }

    /// Creates an entry from a recipe already prepared (the loader prepares on every core).
    public init(path: String, slug: String, prepared: PreparedRecipe, address: SiteAddress? = nil) {
        self.path = path
        self.slug = slug
        self.prepared = prepared
        self.address = address ?? .recipe(slug: slug)
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
    /// Plain pages of the site (`about.md` with `layout: page`), in title order.
    public var pages: [SitePage]
    /// The settings from `_config.yml` or `pepin.yaml`.
    public var settings: SiteSettings
    /// The menus of `menus/*.yaml`, by path.
    public var menus: [Menu] = []
    /// The aisles and staples of `aisles.yaml` and `pantry.yaml`, for shopping lists.
    public var aisles: AisleGuide = .standard

    /// Creates a cookbook; entries are sorted by title.
    public init(
        title: String, entries: [CookbookEntry], diagnostics: [Diagnostic] = [], pages: [SitePage] = [],
        settings: SiteSettings = SiteSettings()
    ) {
        self.title = title
        self.pages = pages.sorted { $0.title.lowercased() < $1.title.lowercased() }
        self.settings = settings
        self.entries = entries.sorted {
            ($0.recipe.title.lowercased(), $0.slug) < ($1.recipe.title.lowercased(), $1.slug)
        }
        self.diagnostics = diagnostics
    }

    /// The menu with this slug.
    public func menu(slug: String) -> Menu? {
        menus.first { $0.slug == slug }
    }

    /// The entry with this slug.
    public func entry(slug: String) -> CookbookEntry? {
        entries.first { $0.slug == slug }
    }
}

/// A plain page of the site: a title and Markdown text, at its address (`about/`).
public struct SitePage: Hashable, Sendable {
    /// The file, relative to the cookbook folder.
    public var path: String
    public var title: String
    /// The page's text, in Markdown.
    public var text: String
    public var address: SiteAddress

    public init(path: String, title: String, text: String, address: SiteAddress) {
        self.path = path
        self.title = title
        self.text = text
        self.address = address
    }
}
