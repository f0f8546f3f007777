public import Foundation
public import Pepin

/// Everything on a recipe page that does not change with the scale, as HTML with every recipe
/// text escaped: the head and the JSON-LD around its scaled members, the title block, the times,
/// the view switch, each ingredient line's opening tag, the instructions (their oven temperatures
/// follow the view), the notes, the tags and the scripts. Made once per recipe and view: the site
/// build makes it once per page, `pepin serve` keeps it per file version, so a page at a new scale
/// only presents its amounts and writes them between these parts.
public struct RecipePageParts: Sendable {
    /// `<!doctype html>` through `<script type="application/ld+json">`.
    let head: String
    /// The JSON-LD's members that do not change with the scale.
    let jsonLD: RecipeJSONLD.Frame
    /// `</script></head>`, the body's opening, the site header and the start of `<main>`.
    let body: String
    /// `" data-view="…">`, the title, description, byline and photo.
    let intro: String
    /// The facts list's items before the amounts of yield and servings, and the times after them.
    let makesOpening: String?
    let servesOpening: String?
    let times: String
    /// The view switch's radio group, and the `<select>` of the no-script form.
    let viewSwitch: String
    let viewSelect: String
    /// Per ingredient section: its heading and `<ul>`; per line, `<li …data-line="…"`.
    let sections: [(heading: String, lines: [String])]
    /// The instructions and notes, split at the steps' amounts (one more piece than amounts):
    /// the words, timers and temperatures do not change with the scale, the amounts do.
    let method: [String]
    let methodAmounts: [StepAmount]
    /// The nutrition label, filled in at the page's scale; `nil` when no line could be counted.
    let nutrition: NutritionLabelTemplate?
    /// The recipe's own nutrition facts, and where Pepin's differ from them by more than 15%.
    let nutritionNotes: String
    /// The tags, the end of `<main>`, the scripts and the document's end.
    let closing: String

    /// The parts of `entry`'s page in `view`, in a cookbook named `cookbookTitle` kept in
    /// `cookbookFolder` (for local images).
    public init(entry: CookbookEntry, cookbookTitle: String, view: IngredientView, options: PageOptions, cookbookFolder: URL?) {
        let recipe = entry.recipe
        let e = HTMLEscaper.escape
        let image = ImageReference(entry: entry, folder: cookbookFolder).source(rootPath: options.rootPath)
        head = PageShell(title: recipe.title + " · " + cookbookTitle, description: recipe.description, options: options).head
            + "<script type=\"application/ld+json\">"
        let facts = RecipeNutrition(
            prepared: entry.prepared.lines, servings: RecipeNutrition.servings(serves: recipe.serves, yields: recipe.yields))
        jsonLD = RecipeJSONLD(recipe, imageURL: image, computedNutrition: facts).frame
        body = "</script>\n</head>\n" + PageShell.bodyOpen(options: options)
            + "<header class=\"site\"><a href=\"\(e(options.rootPath))index.html\">\(e(cookbookTitle))</a></header>\n"
        var intro = "\" data-view=\"\(view.name)\" data-slug=\"\(e(entry.slug))\" data-list=\"\(e(options.rootPath))list.html\">\n<h1 itemprop=\"name\">\(e(recipe.title))</h1>\n"
        if let description = recipe.description {
            intro += "<p class=\"description\" itemprop=\"description\">\(InlineMarkup(description).html)</p>\n"
        }
        intro += Self.byline(recipe)
        if let image {
            intro += "<img class=\"photo\" itemprop=\"image\" src=\"\(e(image))\" alt=\"\(e(recipe.title))\">\n"
        }
        self.intro = intro
        makesOpening = recipe.yields.map { "<div><dt>Makes</dt><dd itemprop=\"recipeYield\" data-yield=\"\(e($0))\">" }
        servesOpening = recipe.serves.map { "<div><dt>Serves</dt><dd data-yield=\"\(e($0))\">" }
        var times = ""
        for (label, property, time) in [("Prep", "prepTime", recipe.prepTime), ("Cook", "cookTime", recipe.cookTime), ("Total", "totalTime", recipe.totalTime)] {
            if let time {
                times += "<div><dt>\(label)</dt><dd><time itemprop=\"\(property)\" datetime=\"\(time.iso8601)\">\(e(time.text))</time></dd></div>"
            }
        }
        self.times = times
        let views = ViewSwitchRenderer(view: view, options: options)
        viewSwitch = views.html
        viewSelect = views.select
        sections = entry.prepared.sections.map { section in
            (
                heading: (section.title.map { "<h3>\(e($0))</h3>\n" } ?? "") + "<ul>\n",
                lines: section.lines.map { "<li itemprop=\"recipeIngredient\" data-line=\"\(e($0.line.original))\"" }
            )
        }
        var (method, methodAmounts) = Self.instructions(entry.prepared, view: view)
        if let text = recipe.notes, !text.isEmpty {
            method[method.count - 1] += "<section class=\"notes\">\n<h2>Notes</h2>\n\(NotesRenderer(text).html)\n</section>\n"
        }
        self.method = method
        self.methodAmounts = methodAmounts
        nutrition = facts.counted.isEmpty ? nil : NutritionLabelTemplate(facts)
        nutritionNotes = Self.nutritionNotes(recipe.nutrition, facts: facts)
        var closing = ""
        if !recipe.tags.isEmpty {
            closing += "<meta itemprop=\"keywords\" content=\"\(e(recipe.tags.joined(separator: ", ")))\">\n<ul class=\"tags\">"
                + recipe.tags.map { "<li>\(e($0))</li>" }.joined() + "</ul>\n"
        }
        self.closing = closing + "</main>\n" + PageShell.scripts(options: options) + "</body>\n</html>\n"
    }

    /// The bytes of the parts together, to size a page's buffer.
    var byteCount: Int {
        head.utf8.count + jsonLD.byteCount + body.utf8.count + intro.utf8.count + times.utf8.count
            + viewSwitch.utf8.count + viewSelect.utf8.count + closing.utf8.count + 4096 + methodAmounts.count * 200
            + method.reduce(0) { $0 + $1.utf8.count }
            + sections.reduce(0) { $0 + $1.heading.utf8.count + $1.lines.reduce(0) { $0 + $1.utf8.count } }
    }

    /// "The recipe gives, per serving: calories 210 kcal, fat 11 g." and, where Pepin's figure
    /// per serving differs by more than 15%, by how much.
    private static func nutritionNotes(_ given: [NutritionFact], facts: RecipeNutrition) -> String {
        guard !given.isEmpty else { return "" }
        let e = HTMLEscaper.escape
        var out = "<p class=\"nutrition-author\">The recipe gives, per serving: "
            + given.map { e($0.name) + " " + e($0.value) }.joined(separator: ", ") + ".</p>\n"
        guard let perServing = facts.perServing, !facts.counted.isEmpty else { return out }
        let differences = NutritionComparison(author: given, perServing: perServing).differences
        guard !differences.isEmpty else { return out }
        let presenter = NutritionLabelPresenter(facts)
        out += "<p class=\"nutrition-differs\">Pepin counts differently: "
        out += differences.map { difference in
            let counted = presenter.value(difference.nutrient, in: perServing)
            let unit = difference.nutrient == .calories ? " kcal" : ""
            return e(difference.nutrient.label.lowercased()) + " " + e(counted) + unit + " per serving (the recipe says "
                + e(difference.written) + ", " + String(abs(difference.percent)) + (difference.percent > 0 ? "% more)" : "% less)")
        }.joined(separator: "; ")
        return out + ".</p>\n"
    }

    private static func byline(_ recipe: Recipe) -> String {
        let e = HTMLEscaper.escape
        var parts: [String] = []
        if let author = recipe.author {
            parts.append("By <span itemprop=\"author\" itemscope itemtype=\"https://schema.org/Person\"><span itemprop=\"name\">\(e(author))</span></span>")
        }
        if let source = recipe.source {
            let lowered = source.lowercased()
            if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
                parts.append("<a href=\"\(e(source))\" itemprop=\"isBasedOn\" rel=\"nofollow noopener\">Source</a>")
            } else {
                parts.append("From <span itemprop=\"isBasedOn\">\(e(source))</span>")
            }
        }
        return parts.isEmpty ? "" : "<p class=\"byline\">" + parts.joined(separator: " · ") + "</p>\n"
    }

    /// The instructions, split at their amounts: each step's words escaped, its durations timer
    /// buttons, its temperatures in the view (``StepHTML``).
    private static func instructions(_ prepared: PreparedRecipe, view: IngredientView) -> ([String], [StepAmount]) {
        let e = HTMLEscaper.escape
        var pieces: [String] = []
        var amounts: [StepAmount] = []
        var out = "<section class=\"instructions\">\n<h2>Instructions</h2>\n"
        var number = 0
        func add(_ step: PreparedStep, property: String) {
            number += 1
            let html = StepHTML(step, view: view)
            out += "<li itemprop=\"\(property)\" itemscope itemtype=\"https://schema.org/HowToStep\" data-step-number=\"\(number)\""
            if !step.ingredients.isEmpty { out += " data-ingredients=\"" + step.ingredients.map(String.init).joined(separator: " ") + "\"" }
            out += "><span itemprop=\"text\">"
            out += html.pieces[0]
            for (amount, piece) in zip(html.amounts, html.pieces.dropFirst()) {
                pieces.append(out)
                amounts.append(amount)
                out = piece
            }
            out += "</span></li>\n"
        }
        for section in prepared.stepSections {
            if let title = section.title {
                out += "<div itemprop=\"recipeInstructions\" itemscope itemtype=\"https://schema.org/HowToSection\">"
                out += "<h3 itemprop=\"name\">\(e(title))</h3>\n<ol>\n"
                for step in section.steps { add(step, property: "itemListElement") }
                out += "</ol></div>\n"
            } else {
                out += "<ol>\n"
                for step in section.steps { add(step, property: "recipeInstructions") }
                out += "</ol>\n"
            }
        }
        pieces.append(out + "</section>\n")
        return (pieces, amounts)
    }
}
