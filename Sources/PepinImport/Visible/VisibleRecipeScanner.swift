/// Reads the recipe lists a page shows, for pages whose schema.org data lacks them or is thinner
/// than the page: the markup of recipe plugins (WP Recipe Maker, Tasty Recipes, Mediavine Create,
/// Zip Recipes, EasyRecipe) and the hRecipe microformat, else the lists after a heading such as
/// "Ingredients" or "Zubereitung".
///
/// Plugin and heading lists are never mixed: ``ingredients`` and ``steps`` are the marked lists
/// when the page has them, else the headed ones.
struct VisibleRecipeScanner {
    /// The ingredient lines the page shows, in page order; empty when none were found.
    let ingredients: [String]
    /// The steps the page shows, in page order; empty when none were found.
    let steps: [String]

    init(_ bytes: [UInt8]) {
        var state = VisibleListState(bytes: bytes)
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag(let selfClosing):
                state.open(token, selfClosing: selfClosing)
            case .endTag:
                state.close(token.name, at: token.range.upperBound)
            case .text:
                state.appendText(bytes[token.range])
            case .rawText, .comment:
                break
            }
        }
        state.closeAll()
        func list(_ kind: VisibleListKind) -> [String] {
            let marked = state.marked[kind, default: []]
            return marked.isEmpty ? state.headed[kind, default: []] : marked
        }
        ingredients = list(.ingredients)
        steps = list(.instructions)
    }
}
