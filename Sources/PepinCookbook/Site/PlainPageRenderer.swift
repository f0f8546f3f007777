import Pepin

/// Renders a plain page of the site (`about.md`): its title and its Markdown text, with the
/// site's header. Everything from the file is escaped but the safe marks of ``NotesRenderer``.
public struct PlainPageRenderer: Sendable {
    public let page: SitePage
    public let cookbook: Cookbook
    public let options: PageOptions

    public init(page: SitePage, cookbook: Cookbook, options: PageOptions) {
        self.page = page
        self.cookbook = cookbook
        self.options = options
    }

    /// The whole HTML document.
    public var html: String {
        let e = HTMLEscaper.escape
        var out = PageShell(title: page.title + " · " + cookbook.title, description: nil, options: options).head
        out += "</head>\n" + PageShell.bodyOpen(options: options)
        out += PageShell.header(title: cookbook.title, pages: cookbook.pages, options: options)
        out += "<main class=\"page\">\n"
        // A page often repeats its title as its first heading: show it once.
        let text = page.text.trimmingBlankLines
        let heading = "# " + page.title
        out += "<h1>\(e(page.title))</h1>\n"
        out += NotesRenderer(text.hasPrefix(heading) ? String(text.dropFirst(heading.count)) : text).html
        out += "\n</main>\n" + PageShell.scripts(options: options) + "</body>\n</html>\n"
        return out
    }
}
