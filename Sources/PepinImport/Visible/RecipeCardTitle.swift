/// The title a recipe card shows, for pages without a schema.org name: hRecipe's `fn`, WP Recipe
/// Maker's `wprm-recipe-name`, Tasty Recipes' `tasty-recipes-title`, Mediavine Create's
/// `mv-create-title`, Zip Recipes' `zrdn-recipe-title` (or `zlrecipe-title`) and EasyRecipe's
/// `ERName`; better than the page's `<title>`, which adds the site's name ("Lemon Cake | Pinch Blog").
///
///     RecipeCardTitle(Array(#"<h2 class="wprm-recipe-name">Lemon Cake</h2>"#.utf8)).title  // "Lemon Cake"
struct RecipeCardTitle {
    /// The first card title's text, nil when the page shows none.
    let title: String?

    /// Classes (and Zip Recipes' id) that mark a card's title.
    private static let marks: Set<Substring> = [
        "fn", "wprm-recipe-name", "tasty-recipes-title", "mv-create-title", "zrdn-recipe-title",
        "zlrecipe-title", "ername",
    ]

    init(_ bytes: [UInt8]) {
        var tokenizer = HTMLTokenizer(bytes)
        var open: (name: String, start: Int)?
        var text: [UInt8] = []
        var found: String?
        while found == nil, let token = tokenizer.next() {
            switch token.kind {
            case .startTag where open == nil:
                if Self.marksTitle(token, in: bytes) { open = (token.name, token.range.upperBound) }
            case .text where open != nil:
                text += bytes[token.range]
                text.append(UInt8(ascii: " "))
            case .endTag where open?.name == token.name:
                let line = TextCleaner(String(decoding: text, as: UTF8.self)).line
                if !line.isEmpty, line.utf8.count <= 200 { found = line }
                open = nil
                text.removeAll()
            default:
                break
            }
        }
        title = found
    }

    private static func marksTitle(_ token: HTMLToken, in bytes: [UInt8]) -> Bool {
        guard !token.attributesRange.isEmpty else { return false }
        let attributes = HTMLAttributeParser(bytes, token.attributesRange)
        let names = (attributes["class"] ?? "").lowercased().split(separator: " ") + [Substring(attributes["id"] ?? "")]
        return names.contains(where: marks.contains)
    }
}
