/// A page's address as a collection compares it: a web address without its `#fragment` and its
/// `utm_*` tracking parameters (other query parameters kept, in order), so that one page
/// bookmarked twice is imported once. Anything else (a saved file's path) is kept as it is.
///
///     PageAddress("https://a.test/soup?id=7&utm_source=feed#comments").text   // "https://a.test/soup?id=7"
public struct PageAddress: Sendable, Hashable {
    /// The address, normalised.
    public let text: String

    public init(_ page: String) {
        guard BookmarkFileReader.isWebAddress(page) else {
            text = page
            return
        }
        let withoutFragment = page.prefix { $0 != "#" }
        guard let question = withoutFragment.firstIndex(of: "?") else {
            text = String(withoutFragment)
            return
        }
        let kept = withoutFragment[withoutFragment.index(after: question)...]
            .split(separator: "&", omittingEmptySubsequences: true)
            .filter { !$0.lowercased().hasPrefix("utm_") }
        text = String(withoutFragment[..<question]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }
}
