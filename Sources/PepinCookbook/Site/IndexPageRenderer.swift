import Pepin

/// Renders the cookbook's index: every recipe with its description and tags, and a search box
/// (revealed by the script) that filters by title, ingredient and tag as you type.
public struct IndexPageRenderer: Sendable {
    /// The cookbook.
    public let cookbook: Cookbook
    /// Paths and features.
    public let options: PageOptions

    /// Prepares the index of `cookbook`.
    public init(cookbook: Cookbook, options: PageOptions = .staticIndex) {
        self.cookbook = cookbook
        self.options = options
    }

    /// The whole HTML document.
    public var html: String {
        let e = HTMLEscaper.escape
        let count = cookbook.entries.count
        let description = cookbook.settings.description
        var out = PageShell(title: cookbook.title, description: description ?? "\(count) recipes", options: options).head
        out += "</head>\n" + PageShell.bodyOpen(options: options)
        out += PageShell.header(title: cookbook.title, pages: cookbook.pages, options: options)
        out += "<main class=\"index\">\n<h1>\(e(cookbook.title))</h1>\n"
        if let description { out += "<p class=\"description\">\(InlineMarkup(description).html)</p>\n" }
        out += "<p class=\"count\">\(count) \(count == 1 ? "recipe" : "recipes")</p>\n"
        out += shoppingLinks
        out += "<div class=\"search\" data-search hidden><input type=\"search\" data-search-input placeholder=\"Search by title, ingredient or tag\" aria-label=\"Search recipes\" autocomplete=\"off\"><output data-search-count></output></div>\n"
        out += "<ul class=\"cards\">\n"
        for entry in cookbook.entries {
            out += card(entry)
        }
        out += "</ul>\n<p class=\"empty\" data-search-empty hidden>No recipe matches.</p>\n</main>\n"
        out += PageShell.scripts(options: options)
        out += "</body>\n</html>\n"
        return out
    }

    /// The shopping list (where the core can merge it) and the menus; nothing when neither.
    private var shoppingLinks: String {
        let e = HTMLEscaper.escape
        var links: [String] = []
        if options.hasScaling { links.append("<a href=\"\(e(options.rootPath))list.html\">Shopping list</a>") }
        for menu in cookbook.menus {
            let href = options.rootPath + "menus/" + menu.slug + options.pageExtension
            links.append("<a href=\"\(e(href))\">\(e(menu.title))</a>")
        }
        return links.isEmpty ? "" : "<p class=\"shopping-links\">" + links.joined(separator: " · ") + "</p>\n"
    }

    private func card(_ entry: CookbookEntry) -> String {
        let e = HTMLEscaper.escape
        let recipe = entry.recipe
        let searchable = ([recipe.title] + recipe.tags + recipe.allIngredientLines).joined(separator: " \u{1F} ").lowercased()
        var out = "<li data-search-text=\"\(e(searchable))\">"
        out += "<a href=\"\(e(options.href(entry.address)))\">\(e(recipe.title))</a>"
        if let description = recipe.description { out += "<p>\(e(description))</p>" }
        if !recipe.tags.isEmpty {
            out += "<ul class=\"tags\">" + recipe.tags.map { "<li>\(e($0))</li>" }.joined() + "</ul>"
        }
        return out + "</li>\n"
    }
}
