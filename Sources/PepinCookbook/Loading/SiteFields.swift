import Yams

/// The Jekyll fields of a file's front matter: they say how the site shows the file, not what
/// the recipe is. `layout: page` makes a plain page; `published: false` keeps the file out.
public struct SiteFields: Hashable, Sendable {
    /// The fields Jekyll sites put in front matter, known and harmless.
    static let keys: Set<String> = ["layout", "permalink", "date", "categories", "published", "slug"]

    /// `recipe`, `page`, `post`, ... as written.
    public var layout: String?
    /// The file's own address (`about/`, `/about/`), overriding its collection's pattern.
    public var permalink: String?
    /// False when the file says `published: false`.
    public var published = true
    /// The date, as written.
    public var date: String?
    /// The `slug` field: the address word for `:slug` and `:title`.
    public var slug: String?

    /// True for a plain page of the site (`layout: page`), not a recipe.
    public var isPage: Bool { layout == "page" || layout == "default" }
}

extension RecipeNodeReader {
    mutating func readSiteFields(_ fields: [String: Node]) -> SiteFields {
        var site = SiteFields()
        site.layout = text(fields["layout"], key: "layout")
        site.permalink = text(fields["permalink"], key: "permalink")
        site.date = text(fields["date"], key: "date")
        site.slug = text(fields["slug"], key: "slug")
        if let node = fields["published"] {
            if let value = NodeKind.boolean(node) {
                site.published = value
            } else {
                report("expected true or false, found \(NodeKind(node).phrase)", at: node.mark, keyPath: "published")
            }
        }
        return site
    }
}
