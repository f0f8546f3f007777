import Foundation

/// Resolves a link found in a page against the page's address: `/img/a.jpg` on
/// `https://x.test/r/1` is `https://x.test/img/a.jpg`. Absolute links, and anything that does not
/// parse, stay as written.
struct URLResolver {
    let base: String

    func resolve(_ link: String) -> String {
        let lower = link.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("data:") { return link }
        guard let baseURL = URL(string: base), baseURL.scheme != nil,
            let resolved = URL(string: link, relativeTo: baseURL)?.absoluteString
        else { return link }
        return resolved
    }
}
