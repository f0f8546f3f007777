import Pepin

/// How a page is rendered: where its assets are, whether the scaling script can run, and the
/// server-only features.
public struct PageOptions: Hashable, Sendable {
    /// The path from the page to the site's root, ending in `/` (`../` for recipe pages, `` for
    /// the index of a static site, `/` on the server).
    public var rootPath: String
    /// Whether the WebAssembly core is in the site, so the page can scale in the browser.
    public var hasScaling: Bool
    /// Whether the page listens for the server's reload events.
    public var liveReload: Bool
    /// Whether a plain `?scale=` form is offered for browsers without JavaScript (server only).
    public var serverScaling: Bool
    /// Link recipe pages as `recipes/slug.html` (static) or `recipes/slug` (server).
    public var pageExtension: String

    /// Options for a static site.
    public init(
        rootPath: String = "../", hasScaling: Bool = true, liveReload: Bool = false, serverScaling: Bool = false,
        pageExtension: String = ".html"
    ) {
        self.rootPath = rootPath
        self.hasScaling = hasScaling
        self.liveReload = liveReload
        self.serverScaling = serverScaling
        self.pageExtension = pageExtension
    }

    /// The static site's recipe pages.
    public static let staticRecipe = PageOptions()
    /// The static site's index.
    public static let staticIndex = PageOptions(rootPath: "")

    /// The link to a page at `address`: the file itself in a static site (`tortillas/index.html`,
    /// so links work from `file://`), the clean address on the server (`/tortillas/`, `/recipes/x`).
    public func href(_ address: SiteAddress) -> String {
        guard pageExtension.isEmpty else { return rootPath + address.file }
        return rootPath + (address.path.hasSuffix(".html") ? String(address.path.dropLast(5)) : address.path)
    }

    /// The same options for a page at `address` of a static site (its root path follows its depth).
    public func at(_ address: SiteAddress) -> PageOptions {
        var options = self
        if !pageExtension.isEmpty { options.rootPath = address.rootPath }
        return options
    }

    /// The scripts every page loads, in order; the core and the shopping list's script (which
    /// merges through the core) only when the core is present.
    var scripts: [String] {
        (hasScaling ? ["assets/pepin-core.js"] : []) + SiteFiles.kitchenScripts.map { "assets/" + $0 } + ["assets/pepin.js"]
            + (hasScaling ? ["assets/pepin-list.js"] : [])
    }
}

/// Writes a rational as text the core reads back: `3`, `3/2`.
struct RationalText {
    let text: String
    init(_ value: Rational) {
        text = value.denominator == 1 ? "\(value.numerator)" : "\(value.numerator)/\(value.denominator)"
    }
}

/// Writes a number with at most three decimals and no trailing zeros: `1`, `1.5`, `0.167`.
struct DecimalText {
    let text: String
    init(_ value: Double) {
        let thousandths = Int((value * 1000).rounded())
        var text = "\(thousandths / 1000)"
        var fraction = thousandths % 1000
        if fraction != 0 {
            var digits = ""
            var divisor = 100
            while fraction > 0 {
                digits += "\(fraction / divisor)"
                fraction %= divisor
                divisor /= 10
            }
            text += "." + digits
        }
        self.text = text
    }
}
