import Foundation

/// The site's own files, kept as real files in `Site/Assets` and embedded at build time by the
/// EmbedSiteFiles plugin: `pepin.js`, the page script (the index search, live reload, and the
/// recipe page's scale controls and view switch bound to the WebAssembly core; it parses, scales
/// and converts nothing itself), and `pepin.css`, the stylesheet (readable on a phone, large
/// from across the kitchen, plain in print).
enum SiteFiles {
    /// The text of the embedded file `name`; empty if it is missing.
    static func text(_ name: String) -> String {
        guard let encoded = base64[name], let data = Data(base64Encoded: encoded) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    static let javaScript = text("pepin.js")
    static let css = text("pepin.css")
    /// The scripts beside `pepin.js`: the steps' amounts and temperatures, the timers' tray and
    /// the cooking mode, each its own file.
    static let kitchenScripts = ["pepin-steps.js", "pepin-timers.js", "pepin-cook.js"]
    /// The shopping list's script: "Add to shopping list" on recipe pages, the list and menu pages.
    static let listScript = text("pepin-list.js")
}
