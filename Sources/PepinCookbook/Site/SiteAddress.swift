/// Where a page lives in a site, relative to its root: `recipes/tortillas.html` (Pepin's own
/// layout), or a Jekyll permalink such as `tortillas/` written as `tortillas/index.html`, so the
/// 2016 `/tortillas/` is still `/tortillas/` on a host and the site still works from `file://`.
///
/// ```swift
/// SiteAddress(permalink: "/:title/", name: "tortillas", collection: "recipes").path  // "tortillas/"
/// SiteAddress(path: "tortillas/").file      // "tortillas/index.html"
/// SiteAddress(path: "tortillas/").rootPath  // "../"
/// ```
public struct SiteAddress: Hashable, Sendable {
    /// The address from the root, without a leading `/`: a folder ends in `/`.
    public let path: String

    public init(path: String) {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." || $0 == ".." }
        let joined = parts.joined(separator: "/")
        let isFile = parts.last.map { $0.hasSuffix(".html") || $0.hasSuffix(".htm") } ?? false
        self.path = joined.isEmpty ? "" : (isFile ? joined : joined + "/")
    }

    /// Pepin's own address for a recipe: `recipes/<slug>.html`.
    public static func recipe(slug: String) -> SiteAddress { SiteAddress(path: "recipes/\(slug).html") }

    /// A Jekyll permalink pattern filled in: `:title`, `:slug` and `:name` are the file's name
    /// word (or its `slug` field), `:collection` the collection, `:path` the file's path in it,
    /// `:output_ext` is `.html`; `:categories`, `:year` and the like are dropped.
    public init(permalink pattern: String, name: String, collection: String? = nil, path: String? = nil) {
        var result = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            guard pattern[index] == ":" else {
                result.append(pattern[index])
                index = pattern.index(after: index)
                continue
            }
            var end = pattern.index(after: index)
            while end < pattern.endIndex, pattern[end].isLetter || pattern[end] == "_" { end = pattern.index(after: end) }
            switch pattern[pattern.index(after: index)..<end] {
            case "title", "slug", "name": result += name
            case "collection": result += collection ?? ""
            case "path": result += path ?? name
            case "output_ext": result += ".html"
            default: break
            }
            index = end
        }
        self.init(path: result)
    }

    /// The file written for the address.
    public var file: String { path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path }

    /// From the page back to the root: `../` per folder level.
    public var rootPath: String {
        String(repeating: "../", count: file.split(separator: "/").count - 1)
    }

    /// The address as a server answers it: `/tortillas/`.
    public var serverPath: String { "/" + path }
}
