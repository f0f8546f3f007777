import Foundation
import Pepin

/// The shopping list page (`list.html`) and the menu pages (`menus/<slug>.html`).
///
/// The list page is filled in the browser: the recipes the cook added (kept in localStorage,
/// shared by every page of the site, or read from a shared address) are merged by the
/// WebAssembly core through ``ShoppingList``. The page carries what the core needs: every
/// recipe's ingredient lines, title and address, and the cookbook's aisles and staples, as JSON
/// (its `<` written `\u003c`, so no recipe text can close the script). A menu page lists its days
/// and recipes and carries its combined list, merged here, so it reads without a script.
public struct ShoppingPageRenderer: Sendable {
    public let cookbook: Cookbook
    public let options: PageOptions

    public init(cookbook: Cookbook, options: PageOptions) {
        self.cookbook = cookbook
        self.options = options
    }

    /// The list page.
    public var listHTML: String {
        var out = PageShell(title: "Shopping list · " + cookbook.title, description: nil, options: options).head
        out += "</head>\n" + PageShell.bodyOpen(options: options)
        out += PageShell.header(title: cookbook.title, pages: cookbook.pages, options: options)
        out += "<main class=\"shopping\" data-shopping>\n<h1>Shopping list</h1>\n"
        out += "<p data-list-empty>Nothing on the list yet: open a recipe and press \u{201C}Add to shopping list\u{201D}.</p>\n"
        out += "<noscript><p>The shopping list needs JavaScript.</p></noscript>\n"
        out += "<ul class=\"list-recipes\" data-list-recipes></ul>\n"
        out += "<div class=\"list-tools\" data-list-tools hidden>"
        out += "<label>Units <select data-list-view>"
            + IngredientView.allCases.map { "<option value=\"\($0.name)\">\(Self.viewLabel($0))</option>" }.joined() + "</select></label> "
        out += "<button type=\"button\" data-list-print>Print</button> <button type=\"button\" data-list-share>Share as a link</button> "
        out += "<button type=\"button\" data-list-clear>Clear</button>"
        out += "<input class=\"list-link\" data-list-link readonly hidden aria-label=\"Link to this list\"></div>\n"
        out += "<div class=\"list-items\" data-list-items></div>\n"
        out += "<script type=\"application/json\" data-list-data>" + dataJSON + "</script>\n"
        out += "</main>\n" + scripts + "</body>\n</html>\n"
        return out
    }

    /// A menu's page: its days with their recipes (linked, with servings or scale) and the
    /// combined list.
    public func menuHTML(_ menu: Menu) -> String {
        let e = HTMLEscaper.escape
        var out = PageShell(title: menu.title + " · " + cookbook.title, description: nil, options: options).head
        out += "</head>\n" + PageShell.bodyOpen(options: options)
        out += PageShell.header(title: cookbook.title, pages: cookbook.pages, options: options)
        var adds: [String] = []
        out += "<main class=\"menu\">\n<h1>\(e(menu.title))</h1>\n"
        for day in menu.days {
            out += "<section class=\"menu-day\"><h2>\(e(day.title))</h2>\n<ul>\n"
            for course in day.courses {
                guard let entry = cookbook.entry(slug: course.slug) else { continue }
                let scale = RationalText(course.scale).text
                adds.append(entry.slug + ":" + scale)
                let href = options.href(entry.address) + (course.scale == .one ? "" : "?scale=" + scale)
                var amount = scale == "1" ? "" : " · \u{00D7}" + scale
                if let servings = course.servings { amount = " · serves " + RationalText(servings).text }
                out += "<li><a href=\"\(e(href))\">\(e(entry.recipe.title))</a>\(e(amount))</li>\n"
            }
            out += "</ul></section>\n"
        }
        let list = ShoppingList(menu.shoppingRecipes(in: cookbook), guide: cookbook.aisles, format: .html)
        out += "<section class=\"list-items\"><h2>Shopping list</h2>\n" + Self.itemsHTML(list)
        out += "<p><button type=\"button\" data-menu-add=\"\(e(adds.joined(separator: ",")))\" hidden>Add to my shopping list</button> "
        out += "<a href=\"\(e(options.rootPath))list.html\">Open the shopping list</a></p></section>\n"
        out += "</main>\n" + scripts + "</body>\n</html>\n"
        return out
    }

    /// The items aisle by aisle, then the staples ("You probably have"); item texts are HTML
    /// already escaped by the core.
    static func itemsHTML(_ list: ShoppingList) -> String {
        var out = ""
        var groups = list.aisles.map { (ShoppingListTextRenderer.heading($0.aisle), $0.items) }
        if !list.staples.isEmpty { groups.append(("You probably have", list.staples)) }
        for (heading, items) in groups {
            out += "<h3>\(HTMLEscaper.escape(heading))</h3>\n<ul>\n"
            for item in items { out += "<li>\(item.text)</li>\n" }
            out += "</ul>\n"
        }
        return out
    }

    /// The scripts every page loads (the list script among them).
    private var scripts: String { PageShell.scripts(options: options) }

    static func viewLabel(_ view: IngredientView) -> String {
        switch view {
        case .asWritten: "as written"
        case .usCustomary: "US cups and ounces"
        case .metricVolume: "metric"
        case .metricWeight: "weight (grams)"
        }
    }

    /// `{"recipes":{"slug":{"title":..,"href":..,"lines":[..]}},"aisles":[[aisle,food]],"staples":[..]}`.
    var dataJSON: String {
        var w = JSONWriter(capacity: 64 * 1024)
        w.raw("{\"recipes\":{")
        for (index, entry) in cookbook.entries.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(entry.slug)
            w.raw(":{\"title\":")
            w.string(entry.recipe.title)
            w.raw(",\"href\":")
            w.string(options.href(entry.address))
            w.raw(",\"lines\":[")
            for (number, line) in entry.recipe.allIngredientLines.enumerated() {
                if number > 0 { w.raw(",") }
                w.string(line)
            }
            w.raw("]}")
        }
        w.raw("},\"aisles\":[")
        for (index, pair) in cookbook.aisles.placements.enumerated() {
            w.raw(index > 0 ? ",[" : "[")
            w.string(pair[0])
            w.raw(",")
            w.string(pair[1])
            w.raw("]")
        }
        w.raw("],\"staples\":[")
        for (index, name) in cookbook.aisles.stapleNames.enumerated() {
            if index > 0 { w.raw(",") }
            w.string(name)
        }
        w.raw("]}")
        return w.text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
