public import Foundation
public import Pepin

/// Renders one recipe page: the recipe at a scale and in a view (as written, US, metric, weight),
/// schema.org JSON-LD and microdata, the scale control and the view switch (revealed by the
/// script), everything from the recipe escaped.
///
/// The page is written as bytes into one buffer: the parts that do not change with the scale
/// (``RecipePageParts``, kept by a server) and, between them, what does: the amounts, the yield,
/// the scale control's values. At 1x as written the page is complete without JavaScript; the
/// script only re-renders in place.
public struct RecipePageRenderer: Sendable {
    /// The recipe and its slug.
    public let entry: CookbookEntry
    /// The scale the page shows.
    public let scale: Rational
    /// How the page shows amounts and oven temperatures.
    public let view: IngredientView
    /// Paths and features.
    public let options: PageOptions
    /// What does not change with the scale, made once per recipe and view (a server keeps it).
    public let parts: RecipePageParts
    /// Why the page shows the recipe at 1x when an address asked for a scale ``ScalePolicy``
    /// refuses ("scale “0” is not above zero; ..."), shown above the scale control; or `nil`.
    public let scaleProblem: String?

    /// Prepares the page of `entry` at `scale` in `view`, in the cookbook `cookbookTitle` kept in
    /// `cookbookFolder` (for local images; without it only web images show).
    public init(
        entry: CookbookEntry, cookbookTitle: String, scale: Rational = .one, view: IngredientView = .asWritten,
        options: PageOptions = .staticRecipe, cookbookFolder: URL? = nil, parts: RecipePageParts? = nil,
        scaleProblem: String? = nil
    ) {
        self.scaleProblem = scaleProblem
        self.parts = parts ?? RecipePageParts(entry: entry, cookbookTitle: cookbookTitle, view: view, options: options, cookbookFolder: cookbookFolder)
        self.view = view
        self.entry = entry
        self.scale = scale
        self.options = options
    }

    /// The whole HTML document.
    public var html: String { String(decoding: bytes, as: UTF8.self) }

    /// The whole HTML document, UTF-8.
    public var bytes: [UInt8] {
        let recipe = entry.recipe
        let scaled = ScaledRecipe(entry.prepared, scale: scale, view: view)
        let factor = RationalText(scale).text
        let e = HTMLEscaper.escape
        var out: [UInt8] = []
        // One allocation for the page: the kept parts, and room for the lines, twice (list and JSON-LD).
        out.reserveCapacity(parts.byteCount + 2048 + scaled.sections.reduce(0) { $0 + $1.lines.count } * 400)
        out += parts.head.utf8
        var jsonLD = JSONWriter(capacity: parts.jsonLD.byteCount + 1024)
        let yields = RecipeJSONLD.yields(scaled.yields?.text ?? recipe.yields, serves: scaled.serves?.text ?? recipe.serves)
        parts.jsonLD.write(yields: yields, ingredientLines: scaled.lineTexts, into: &jsonLD)
        out += jsonLD.bytes
        out += parts.body.utf8
        out += "<main class=\"recipe\" itemscope itemtype=\"https://schema.org/Recipe\" data-scale=\"".utf8
        out += factor.utf8
        out += parts.intro.utf8
        // The facts: what it makes and serves at the scale, and the times.
        if scaled.yields != nil || scaled.serves != nil || !parts.times.isEmpty {
            out += "<dl class=\"facts\">".utf8
            if let yields = scaled.yields, let opening = parts.makesOpening {
                out += opening.utf8
                out += yields.html.utf8
                out += "</dd></div>".utf8
            }
            if let serves = scaled.serves, let opening = parts.servesOpening {
                out += opening.utf8
                out += serves.html.utf8
                out += "</dd></div>".utf8
            }
            out += parts.times.utf8
            out += "</dl>\n".utf8
        }
        if let scaleProblem {
            out += "<p class=\"scale-problem\" role=\"alert\" data-scale-problem>\(e(scaleProblem)); showing the recipe as written.</p>\n".utf8
        }
        writeScaler(factor: factor, into: &out)
        out += parts.viewSwitch.utf8
        out += "<section class=\"ingredients\">\n<h2>Ingredients</h2>\n".utf8
        for (section, kept) in zip(scaled.sections, parts.sections) {
            out += kept.heading.utf8
            for (line, opening) in zip(section.lines, kept.lines) {
                out += opening.utf8
                // A line the view could not convert says why ("Kept as written: unknown ingredient").
                if let issue = line.issue { out += " class=\"kept\" title=\"Kept as written: \(e(issue.reason))\"".utf8 }
                out.append(UInt8(ascii: ">"))
                out += line.html.utf8
                out += "</li>\n".utf8
            }
            out += "</ul>\n".utf8
        }
        out += "</section>\n".utf8
        out += parts.method[0].utf8
        for (amount, piece) in zip(parts.methodAmounts, parts.method.dropFirst()) {
            out += StepHTML.amountHTML(amount, scale: scale, view: view).utf8
            out += piece.utf8
        }
        if parts.nutrition != nil || !parts.nutritionNotes.isEmpty {
            out += "<section class=\"nutrition\" data-nutrition>\n<h2>Nutrition</h2>\n".utf8
            if let label = parts.nutrition {
                out += label.html(scale: scale).utf8
                out += "\n".utf8
            }
            out += parts.nutritionNotes.utf8
            out += "</section>\n".utf8
        }
        out += parts.closing.utf8
        return out
    }

    /// The scale control; hidden until the script has loaded the core.
    private func writeScaler(factor: String, into out: inout [UInt8]) {
        if options.hasScaling {
            out += "<div class=\"scaler\" data-scaler hidden><button type=\"button\" data-step=\"-1\" aria-label=\"Smaller\">−</button>".utf8
            out += "<span class=\"scaler-drag\" role=\"slider\" tabindex=\"0\" aria-label=\"Scale: drag sideways or use the arrow keys\" aria-valuemin=\"0.17\" aria-valuemax=\"10\" aria-valuenow=\"".utf8
            out += DecimalText(scale.doubleValue).text.utf8
            out += "\" aria-valuetext=\"".utf8
            out += factor.utf8
            out += "×\">".utf8
            out += factor.utf8
            out += "×</span><button type=\"button\" data-step=\"1\" aria-label=\"Larger\">+</button>".utf8
            out += "<label class=\"scaler-input\">Scale <input data-scale-input inputmode=\"decimal\" autocomplete=\"off\" size=\"5\" value=\"".utf8
            out += factor.utf8
            out += "\"></label>".utf8
            out += target().utf8
            out += "<output class=\"scaler-error\" data-scale-error></output></div>\n".utf8
        }
        if options.serverScaling {
            out += "<noscript><form class=\"scaler\" method=\"get\">".utf8
            out += parts.viewSelect.utf8
            out += " <label>Scale <input name=\"scale\" size=\"5\" value=\"".utf8
            out += factor.utf8
            out += "\"></label> <button>Show</button></form></noscript>\n".utf8
        }
    }

    /// "Make [12] tortillas" or "Serve [4]": sets the scale from a wanted yield.
    private func target() -> String {
        let recipe = entry.recipe
        let read = recipe.yields != nil ? entry.prepared.yield : entry.prepared.servings
        guard let yield = read, !yield.quantity.low.isZero else { return "" }
        let base = RationalText(yield.quantity.low).text
        // What the scale makes, as a cook reads it ("3 1/3"), the same as the script writes.
        let current = (try? yield.quantity.low.multiplied(by: scale)).map { QuantityPresenter(.exact($0)).text } ?? base
        let verb = recipe.yields == nil ? "Serve" : "Make"
        let noun = recipe.yields == nil ? "" : " " + HTMLEscaper.escape(yield.noun)
        return "<label class=\"scaler-target\">\(verb) <input data-target-input data-base=\"\(base)\" inputmode=\"decimal\" autocomplete=\"off\" size=\"4\" value=\"\(current)\">\(noun)</label>"
    }
}
