/// The kinds of HTML elements ``VisibleListState`` treats apart while it walks a page.
enum VisibleListElements {
    /// Elements that have no end tag.
    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    /// Elements that end a line of text.
    static let blockElements: Set<String> = [
        "br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "ul", "ol", "section",
    ]
    static let headingElements: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// Elements that a start tag of the same kind closes (`<li>` after an open `<li>`).
    static let implicitlyClosed: [String: Set<String>] = ["li": ["li"], "p": ["p"]]
    /// Elements whose texts name other pages and tabs: links, buttons, the page's navigation.
    static let navigationElements = ["a", "nav", "button", "header", "footer", "select", "label"]
}
