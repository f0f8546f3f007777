/// The pages of a collection, handed out for reading as room frees up: at most `jobs` at once,
/// and at most `perHost` of one web host; saved files belong to no host and need only a job.
/// Each time, the first waiting page whose host has room, so that one slow host never holds back
/// the others, and each page is done (written, reported) as soon as it is read.
///
///     var queue = PageQueue(["https://a.test/1", "https://a.test/2", "https://b.test/1"], jobs: 4, perHost: 1)
///     queue.next()   // "https://a.test/1"
///     queue.next()   // "https://b.test/1": a.test is busy
///     queue.next()   // nil, until queue.finished("https://a.test/1")
public struct PageQueue: Sendable {
    /// At most this many pages are out at once.
    public let jobs: Int
    /// At most this many pages of one host are out at once.
    public let perHost: Int
    private var waiting: [String]
    private var outByHost: [String: Int] = [:]
    private var out = 0

    /// - Parameters: `jobs` and `perHost` are at least 1.
    public init(_ pages: [String], jobs: Int, perHost: Int) {
        waiting = pages
        self.jobs = max(1, jobs)
        self.perHost = max(1, perHost)
    }

    /// Whether every page has been handed out.
    public var isEmpty: Bool { waiting.isEmpty }

    /// The next page to read, or `nil` when none may start before another finishes (or none waits).
    public mutating func next() -> String? {
        guard out < jobs else { return nil }
        let index = waiting.firstIndex { page in
            let host = Self.host(of: page)
            return host.isEmpty || outByHost[host, default: 0] < perHost
        }
        guard let index else { return nil }
        let page = waiting.remove(at: index)
        out += 1
        let host = Self.host(of: page)
        if !host.isEmpty { outByHost[host, default: 0] += 1 }
        return page
    }

    /// Says that `page`, handed out by ``next()``, is done.
    public mutating func finished(_ page: String) {
        out -= 1
        let host = Self.host(of: page)
        if !host.isEmpty { outByHost[host, default: 1] -= 1 }
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
