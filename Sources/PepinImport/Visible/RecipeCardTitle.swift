/// The title a recipe card shows, for pages without a schema.org name: hRecipe's `fn`, WP Recipe
/// Maker's `wprm-recipe-name`, Tasty Recipes' `tasty-recipes-title`, Mediavine Create's
/// `mv-create-title`, Zip Recipes' `zrdn-recipe-title` (or `zlrecipe-title`) and EasyRecipe's
/// `ERName` / `ERSName`; better than the page's `<title>`, which adds the site's name ("Lemon Cake | Pinch Blog").
///
///     RecipeCardTitle(Array(#"<h2 class="wprm-recipe-name">Lemon Cake</h2>"#.utf8)).title  // "Lemon Cake"
struct RecipeCardTitle {
    /// The first card title's text, nil when the page shows none.
    let title: String?

    /// Classes (and Zip Recipes' id) that mark a card's title.
    private static let marks: Set<Substring> = [
        "wprm-recipe-name", "tasty-recipes-title", "mv-create-title", "zrdn-recipe-title",
        "zrdn-element_recipe_title", "zlrecipe-title", "ername", "ersname",
    ]

    init(_ bytes: [UInt8]) {
        var tokenizer = HTMLTokenizer(bytes)
        var open: (name: String, isHRecipeName: Bool)?
        var text: [UInt8] = []
        var inHRecipe = false
        var hRecipeName: String?
        var found: String?
        while found == nil, let token = tokenizer.next() {
            switch token.kind {
            case .startTag where open == nil:
                switch Self.mark(token, in: bytes) {
                case .card: open = (token.name, false)
                case .hRecipe: inHRecipe = true
                case .fn where inHRecipe && hRecipeName == nil: open = (token.name, true)
                default: break
                }
            case .text where open != nil:
                text += bytes[token.range]
                text.append(UInt8(ascii: " "))
            case .endTag where open?.name == token.name:
                let line = TextCleaner(String(decoding: text, as: UTF8.self)).line
                if !line.isEmpty, line.utf8.count <= 200 {
                    if open?.isHRecipeName == true { hRecipeName = line } else { found = line }
                }
                open = nil
                text.removeAll()
            default:
                break
            }
        }
        title = found ?? hRecipeName
    }

    private enum Mark { case card, hRecipe, fn, none }

    /// A plugin's title class marks the card's title; hRecipe's generic `fn` counts only inside an
    /// `hrecipe` element, and after every plugin's title, since an author's hCard uses it too.
    private static func mark(_ token: HTMLToken, in bytes: [UInt8]) -> Mark {
        guard !token.attributesRange.isEmpty else { return .none }
        let attributes = HTMLAttributeParser(bytes, token.attributesRange)
        let names = (attributes["class"] ?? "").lowercased().split(separator: " ") + [Substring(attributes["id"] ?? "")]
        if names.contains(where: marks.contains) { return .card }
        if names.contains("hrecipe") || names.contains("h-recipe") { return .hRecipe }
        return names.contains("fn") ? .fn : .none
    }
}
