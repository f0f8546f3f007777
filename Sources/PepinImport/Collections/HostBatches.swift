/// The pages of a collection grouped by host, so that a host is asked for one page at a time
/// while several hosts are fetched at once. Hosts keep the order in which they first appear,
/// pages their order within a host; saved files (no host) form one group.
///
///     HostBatches(["https://a.test/1", "https://b.test/1", "https://A.test/2"]).batches
///     // [["https://a.test/1", "https://A.test/2"], ["https://b.test/1"]]
public struct HostBatches: Sendable {
    /// One list of pages per host.
    public let batches: [[String]]

    public init(_ pages: [String]) {
        var order: [String] = []
        var byHost: [String: [String]] = [:]
        for page in pages {
            let host = Self.host(of: page)
            if byHost[host] == nil { order.append(host) }
            byHost[host, default: []].append(page)
        }
        batches = order.map { byHost[$0]! }
    }

    /// The lower-cased host of a web address (without user, port or path); empty for a file.
    public static func host(of page: String) -> String {
        guard BookmarkFileReader.isWebAddress(page), let schemeEnd = page.range(of: "://") else { return "" }
        var authority = page[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") { authority = authority[..<colon] }
        return authority.lowercased()
    }
}
