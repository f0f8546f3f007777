public import Foundation
public import Pepin

/// Renders one recipe page: the recipe at a scale and in a view (as written, US, metric, weight),
/// schema.org JSON-LD and microdata, the scale control and the view switch (revealed by the
/// script), everything from the recipe escaped.
///
/// At 1x as written the page is complete without JavaScript; the script only re-renders in place.
public struct RecipePageRenderer: Sendable {
    /// The recipe and its slug.
    public let entry: CookbookEntry
    /// The cookbook's name, for the title and the header link.
    public let cookbookTitle: String
    /// The scale the page shows.
    public let scale: Rational
    /// How the page shows amounts and oven temperatures.
    public let view: IngredientView
    /// Paths and features.
    public let options: PageOptions
    /// The cookbook folder, for local images; without it only web images show.
    public let cookbookFolder: URL?
    /// What does not change with the scale, made once per recipe and view (a server keeps it).
    public let parts: RecipePageParts

    /// Prepares the page of `entry` at `scale` in `view`.
    public init(
        entry: CookbookEntry, cookbookTitle: String, scale: Rational = .one, view: IngredientView = .asWritten,
        options: PageOptions = .staticRecipe, cookbookFolder: URL? = nil, parts: RecipePageParts? = nil
    ) {
        self.parts = parts ?? RecipePageParts(entry: entry, view: view, options: options)
        self.view = view
        self.entry = entry
        self.cookbookFolder = cookbookFolder
        self.cookbookTitle = cookbookTitle
        self.scale = scale
        self.options = options
    }

    /// The whole HTML document.
    public var html: String {
        let recipe = entry.recipe
        let scaled = ScaledRecipe(entry.prepared, scale: scale, view: view)
        let e = HTMLEscaper.escape
        let root = e(options.rootPath)
        var out = PageShell(title: recipe.title + " · " + cookbookTitle, description: recipe.description, options: options).head
        // One allocation for the page: the kept parts, and room for the lines, twice (list and JSON-LD).
        out.reserveCapacity(
            out.utf8.count + parts.description.utf8.count + parts.byline.utf8.count + parts.instructions.utf8.count
                + parts.notes.utf8.count + parts.tags.utf8.count + 4096 + entry.prepared.lines.count * 640)
        let image = ImageReference(entry: entry, folder: cookbookFolder).source(rootPath: options.rootPath)
        let jsonLD = RecipeJSONLD(
            recipe, ingredientLines: scaled.lineTexts, yieldText: scaled.yields?.text, servesText: scaled.serves?.text,
            imageURL: image)
        out += "<script type=\"application/ld+json\">\(jsonLD.text)</script>\n</head>\n"
        out += PageShell.bodyOpen(options: options)
        out += "<header class=\"site\"><a href=\"\(root)index.html\">\(e(cookbookTitle))</a></header>\n"
        out += "<main class=\"recipe\" itemscope itemtype=\"https://schema.org/Recipe\" data-scale=\"\(RationalText(scale).text)\" data-view=\"\(view.name)\">\n"
        out += "<h1 itemprop=\"name\">\(e(recipe.title))</h1>\n"
        out += parts.description
        out += parts.byline
        if let source = image {
            out += "<img class=\"photo\" itemprop=\"image\" src=\"\(e(source))\" alt=\"\(e(recipe.title))\">\n"
        }
        out += facts(recipe, scaled: scaled)
        out += scaler(recipe)
        out += ViewSwitchRenderer(view: view, options: options).html
        out += ingredients(scaled)
        out += parts.instructions
        out += parts.notes
        out += parts.tags
        out += "</main>\n"
        out += PageShell.scripts(options: options)
        out += "</body>\n</html>\n"
        return out
    }

    private func facts(_ recipe: Recipe, scaled: ScaledRecipe) -> String {
        let e = HTMLEscaper.escape
        var items: [String] = []
        if let yields = scaled.yields, let written = recipe.yields {
            items.append("<div><dt>Makes</dt><dd itemprop=\"recipeYield\" data-yield=\"\(e(written))\">\(yields.html)</dd></div>")
        }
        if let serves = scaled.serves, let written = recipe.serves {
            items.append("<div><dt>Serves</dt><dd data-yield=\"\(e(written))\">\(serves.html)</dd></div>")
        }
        for (label, property, time) in [("Prep", "prepTime", recipe.prepTime), ("Cook", "cookTime", recipe.cookTime), ("Total", "totalTime", recipe.totalTime)] {
            if let time {
                items.append("<div><dt>\(label)</dt><dd><time itemprop=\"\(property)\" datetime=\"\(time.iso8601)\">\(e(time.text))</time></dd></div>")
            }
        }
        return items.isEmpty ? "" : "<dl class=\"facts\">" + items.joined() + "</dl>\n"
    }

    /// The scale control; hidden until the script has loaded the core.
    private func scaler(_ recipe: Recipe) -> String {
        let factor = RationalText(scale).text
        var out = ""
        if options.hasScaling {
            out += "<div class=\"scaler\" data-scaler hidden>"
            out += "<button type=\"button\" data-step=\"-1\" aria-label=\"Smaller\">−</button>"
            out += "<span class=\"scaler-drag\" role=\"slider\" tabindex=\"0\" aria-label=\"Scale: drag sideways or use the arrow keys\" aria-valuemin=\"0.17\" aria-valuemax=\"10\" aria-valuenow=\"\(DecimalText(scale.doubleValue).text)\" aria-valuetext=\"\(factor)×\">\(factor)×</span>"
            out += "<button type=\"button\" data-step=\"1\" aria-label=\"Larger\">+</button>"
            out += "<label class=\"scaler-input\">Scale <input data-scale-input inputmode=\"decimal\" autocomplete=\"off\" size=\"5\" value=\"\(factor)\"></label>"
            out += target(recipe)
            out += "<output class=\"scaler-error\" data-scale-error></output>"
            out += "</div>\n"
        }
        if options.serverScaling {
            out += "<noscript><form class=\"scaler\" method=\"get\">\(ViewSwitchRenderer(view: view, options: options).select) "
            out += "<label>Scale <input name=\"scale\" size=\"5\" value=\"\(factor)\"></label> <button>Show</button></form></noscript>\n"
        }
        return out
    }

    /// "Make [12] tortillas" or "Serve [4]": sets the scale from a wanted yield.
    private func target(_ recipe: Recipe) -> String {
        let e = HTMLEscaper.escape
        let written = recipe.yields ?? recipe.serves
        guard let written, let yield = YieldParser(written).yield, !yield.quantity.low.isZero else { return "" }
        let base = RationalText(yield.quantity.low).text
        let current = (try? yield.quantity.low.multiplied(by: scale)).map { RationalText($0).text } ?? base
        let verb = recipe.yields == nil ? "Serve" : "Make"
        let noun = recipe.yields == nil ? "" : " " + e(yield.noun)
        return "<label class=\"scaler-target\">\(verb) <input data-target-input data-base=\"\(base)\" inputmode=\"decimal\" autocomplete=\"off\" size=\"4\" value=\"\(current)\">\(noun)</label>"
    }

    private func ingredients(_ scaled: ScaledRecipe) -> String {
        let e = HTMLEscaper.escape
        var out = "<section class=\"ingredients\">\n<h2>Ingredients</h2>\n"
        for section in scaled.sections {
            if let title = section.title { out += "<h3>\(e(title))</h3>\n" }
            out += "<ul>\n"
            for line in section.lines {
                // A line the view could not convert says why ("Kept as written: unknown ingredient").
                let kept = line.issue.map { " class=\"kept\" title=\"Kept as written: \(e($0.reason))\"" } ?? ""
                out += "<li itemprop=\"recipeIngredient\" data-line=\"\(e(line.original))\"\(kept)>\(line.html)</li>\n"
            }
            out += "</ul>\n"
        }
        return out + "</section>\n"
    }
}
