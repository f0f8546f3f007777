public import Pepin

/// A recipe's amounts presented at one scale and in one view (as written, US customary, metric
/// volume, metric weight), through the core: each ingredient line as text and as HTML (escaped,
/// fractions in `<sup>`/`<sub>`), the yield and servings likewise. Lines the core cannot read or
/// convert stay as written, and say why.
public struct ScaledRecipe: Sendable {
    /// One ingredient line, as written and as presented.
    public struct Line: Hashable, Sendable {
        /// The line as the recipe file has it.
        public let original: String
        /// The line at the scale, plain text: "1 tablespoon kosher salt".
        public let text: String
        /// The line at the scale, HTML.
        public let html: String
        /// The parsed line (amount, unit, name), for the API.
        public let parsed: IngredientLine
        /// Why the line stays as written in the view ("unknown ingredient"), or `nil`.
        public let issue: ConversionIssue?
    }

    /// A section of presented lines.
    public struct Section: Hashable, Sendable {
        /// "For the dough", or `nil`.
        public let title: String?
        /// The lines.
        public let lines: [Line]
    }

    /// The scale.
    public let scale: Rational
    /// The view.
    public let view: IngredientView
    /// The ingredient sections.
    public let sections: [Section]
    /// The yield at the scale, text and HTML; `nil` when the recipe gives none.
    public let yields: (text: String, html: String)?
    /// The servings at the scale ("6-9"), text and HTML.
    public let serves: (text: String, html: String)?

    /// Presents `recipe` at `scale` in `view`, matching ingredient names in `catalog`.
    ///
    /// Every view, as written too, goes through ``IngredientViewPresenter``, as the page's script
    /// does through the WebAssembly core, so a page re-rendered in the browser reads the same.
    public init(_ recipe: Recipe, scale: Rational = .one, view: IngredientView = .asWritten, catalog: FoodCatalog = .standard) {
        self.scale = scale
        self.view = view
        sections = recipe.ingredientSections.map { section in
            Section(
                title: section.title,
                lines: section.lines.map { written in
                    let parsed = IngredientLineParser(written).line
                    // Matched once for both formats, as IngredientViewPresenter would match it.
                    let food = parsed.isParsed && !parsed.name.isEmpty ? IngredientMatcher(parsed.name, catalog: catalog).match?.food : nil
                    let text = IngredientViewPresenter(parsed, scale: scale, view: view, food: food, format: .text)
                    let html = IngredientViewPresenter(parsed, scale: scale, view: view, food: food, format: .html)
                    return Line(original: written, text: text.text, html: html.text, parsed: parsed, issue: text.issue)
                })
        }
        yields = recipe.yields.map { Self.present(yield: $0, scale: scale) }
        serves = recipe.serves.map { Self.present(yield: $0, scale: scale) }
    }

    /// All lines in order, as text.
    public var lineTexts: [String] { sections.flatMap { $0.lines.map(\.text) } }

    private static func present(yield written: String, scale: Rational) -> (text: String, html: String) {
        guard let yield = YieldParser(written).yield else { return (written, HTMLEscaper.escape(written)) }
        return (
            YieldPresenter(yield, scale: scale, format: .text).text,
            YieldPresenter(yield, scale: scale, format: .html).text
        )
    }
}
