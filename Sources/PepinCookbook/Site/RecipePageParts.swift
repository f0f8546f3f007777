public import Pepin

/// The parts of a recipe page that do not change with the scale: the description, the byline,
/// the instructions (their oven temperatures follow the view), the notes and the tags, as HTML,
/// every recipe text escaped. Made once per recipe and view: `pepin serve` keeps them per file
/// version, so a page at a new scale only presents its amounts.
public struct RecipePageParts: Sendable {
    /// `<p class="description">`, or empty.
    public let description: String
    /// `<p class="byline">` (author, source), or empty.
    public let byline: String
    /// The instructions section.
    public let instructions: String
    /// The notes section, or empty.
    public let notes: String
    /// The keywords and the tag list, or empty.
    public let tags: String

    /// The parts of `entry`'s page in `view`.
    public init(entry: CookbookEntry, view: IngredientView, options: PageOptions) {
        let recipe = entry.recipe
        let e = HTMLEscaper.escape
        description = recipe.description.map { "<p class=\"description\" itemprop=\"description\">\(InlineMarkup($0).html)</p>\n" } ?? ""
        byline = Self.byline(recipe)
        instructions = Self.instructions(recipe, view: view, options: options)
        if let text = recipe.notes, !text.isEmpty {
            notes = "<section class=\"notes\">\n<h2>Notes</h2>\n\(NotesRenderer(text).html)\n</section>\n"
        } else {
            notes = ""
        }
        if recipe.tags.isEmpty {
            tags = ""
        } else {
            tags = "<meta itemprop=\"keywords\" content=\"\(e(recipe.tags.joined(separator: ", ")))\">\n<ul class=\"tags\">"
                + recipe.tags.map { "<li>\(e($0))</li>" }.joined() + "</ul>\n"
        }
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

    private static func instructions(_ recipe: Recipe, view: IngredientView, options: PageOptions) -> String {
        let e = HTMLEscaper.escape
        var out = "<section class=\"instructions\">\n<h2>Instructions</h2>\n"
        for section in recipe.instructionSections {
            if let title = section.title {
                out += "<div itemprop=\"recipeInstructions\" itemscope itemtype=\"https://schema.org/HowToSection\">"
                out += "<h3 itemprop=\"name\">\(e(title))</h3>\n<ol>\n"
                for step in section.steps {
                    out += "<li itemprop=\"itemListElement\" itemscope itemtype=\"https://schema.org/HowToStep\">\(stepText(step, view: view, options: options))</li>\n"
                }
                out += "</ol></div>\n"
            } else {
                out += "<ol>\n"
                for step in section.steps {
                    out += "<li itemprop=\"recipeInstructions\" itemscope itemtype=\"https://schema.org/HowToStep\">\(stepText(step, view: view, options: options))</li>\n"
                }
                out += "</ol>\n"
            }
        }
        return out + "</section>\n"
    }

    /// A step with its temperatures in the view; the step as written rides along for the script.
    private static func stepText(_ step: String, view: IngredientView, options: PageOptions) -> String {
        let e = HTMLEscaper.escape
        // A step with links or emphasis keeps the page's rendering: the script rewrites plain text only.
        let written = options.hasScaling && !InlineMarkup.hasMarks(step) ? " data-instruction=\"\(e(step))\"" : ""
        return "<span itemprop=\"text\"\(written)>\(InlineMarkup(OvenTemperaturePresenter(step, view: view).text).html)</span>"
    }
}
