import PepinCookbook
/// Reads schema.org microdata (`itemscope`, `itemtype`, `itemprop`) from a page into JSON-LD
/// shaped values, so one reader serves both: each item becomes an object with `@type` and its
/// properties (repeated properties become lists, nested items nested objects).
///
/// Property values follow the microdata rules: `content` on any element, `src` on media, `href`
/// on links, `datetime` on `<time>`, `value` on `<data>`/`<meter>`, else the element's text, with
/// line breaks where block elements (`<br>`, `<p>`, `<li>`) were.
struct MicrodataReader {
    /// The top-level items, in page order.
    let items: [JSONValue]

    init(_ bytes: [UInt8]) {
        var state = MicrodataState(bytes: bytes)
        var tokenizer = HTMLTokenizer(bytes)
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag(let selfClosing):
                state.open(token, selfClosing: selfClosing)
            case .endTag:
                state.close(token.name)
            case .text:
                state.appendText(bytes[token.range])
            case .rawText:
                // `<title>` and `<textarea>` hold text (an SVG icon's title counts, as in the
                // DOM's textContent); scripts and styles do not.
                if tokenizer.lastRawTextElement == "title" || tokenizer.lastRawTextElement == "textarea" {
                    state.appendText(bytes[token.range])
                }
            case .comment:
                break
            }
        }
        state.closeAll()
        items = state.topLevel
    }
}
