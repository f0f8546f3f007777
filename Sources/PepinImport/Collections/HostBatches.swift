/// The pages of a collection in lanes, each lane read one page after another, so that a host is
/// asked for at most `perHost` pages at a time however many lanes run at once. A host's pages are
/// dealt round-robin into `perHost` lanes (fewer when it has fewer pages). Lanes come host by host
/// in the order hosts first appear, a host's first lane before any host's second, so that running
/// the first lanes spreads the work over hosts; saved files (no host) form one host.
///
///     HostBatches(["https://a.test/1", "https://b.test/1", "https://A.test/2"]).batches
///     // [["https://a.test/1", "https://A.test/2"], ["https://b.test/1"]]
///     HostBatches(["https://a.test/1", "https://b.test/1", "https://A.test/2"], perHost: 2).batches
///     // [["https://a.test/1"], ["https://b.test/1"], ["https://A.test/2"]]
public struct HostBatches: Sendable {
    /// The lanes: lists of pages to read one after another.
    public let batches: [[String]]

    /// - Parameter perHost: how many pages of one host may be read at once (at least 1).
    public init(_ pages: [String], perHost: Int = 1) {
        let perHost = max(1, perHost)
        var order: [String] = []
        var byHost: [String: [String]] = [:]
        for page in pages {
            let host = Self.host(of: page)
            if byHost[host] == nil { order.append(host) }
            byHost[host, default: []].append(page)
        }
        var lanes: [[[String]]] = Array(repeating: [], count: perHost)
        for host in order {
            let hostPages = byHost[host]!
            for lane in 0..<min(perHost, hostPages.count) {
                lanes[lane].append(stride(from: lane, to: hostPages.count, by: perHost).map { hostPages[$0] })
            }
        }
        batches = lanes.flatMap { $0 }
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
