public import Pepin

/// A recipe's amounts presented at one scale and in one view (as written, US customary, metric
/// volume, metric weight), through the core: each ingredient line as text and as HTML (escaped,
/// fractions in `<sup>`/`<sub>`), the yield and servings likewise. Lines the core cannot read or
/// convert stay as written, and say why.
public struct ScaledRecipe: Sendable {
    /// One ingredient line as presented, for a page (its list and its JSON-LD).
    public struct Line: Hashable, Sendable {
        /// The line at the scale, plain text: "1 tablespoon kosher salt".
        public let text: String
        /// The line at the scale, HTML.
        public let html: String
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

    /// Presents a prepared recipe at `scale` in `view`, every line through
    /// ``PreparedLine/presented(_:)``: the one path the CLI, the API and the page's WebAssembly
    /// core take too, so every surface reads the same.
    public init(_ prepared: PreparedRecipe, scale: Rational = .one, view: IngredientView = .asWritten) {
        self.scale = scale
        self.view = view
        sections = prepared.sections.map { section in
            Section(
                title: section.title,
                lines: section.lines.map { line in
                    let (text, html) = line.presentedAsTextAndHTML(scale: scale, view: view)
                    return Line(text: text.text, html: html.text, issue: text.issue)
                })
        }
        yields = Self.present(prepared.recipe.yields, read: prepared.yield, measured: prepared.measuredYield, scale: scale, view: view)
        serves = Self.present(prepared.recipe.serves, read: prepared.servings, measured: nil, scale: scale, view: view)
    }

    /// All lines in order, as text.
    public var lineTexts: [String] { sections.flatMap { $0.lines.map(\.text) } }

    private static func present(
        _ written: String?, read: RecipeYield?, measured: PreparedLine?, scale: Rational, view: IngredientView
    ) -> (text: String, html: String)? {
        guard let written else { return nil }
        if let measured {
            let (text, html) = measured.presentedAsTextAndHTML(scale: scale, view: view)
            return (text.text, html.text)
        }
        return (
            YieldPresenter.text(written, read: read, measured: nil, scale: scale, view: view, format: .text),
            YieldPresenter.text(written, read: read, measured: nil, scale: scale, view: view, format: .html)
        )
    }

    /// A yield or servings as `written`, at `scale` in `view` and `format`
    /// (``YieldPresenter/text(_:read:measured:scale:view:format:)``); `nil` when the recipe gives none.
    public static func yield(
        _ written: String?, read: RecipeYield?, measured: PreparedLine?, scale: Rational, view: IngredientView, format: TextFormat
    ) -> String? {
        written.map { YieldPresenter.text($0, read: read, measured: measured, scale: scale, view: view, format: format) }
    }
}
