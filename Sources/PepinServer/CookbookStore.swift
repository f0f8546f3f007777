public import Foundation
public import PepinCookbook

/// What the server shows at one moment: the cookbook as last read, and the problems of the files
/// that did not load, by the slug their page would have.
public struct CookbookSnapshot: Sendable {
    /// The recipes that loaded.
    public let cookbook: Cookbook
    /// Every reload increments it; pages reload when it changes.
    public let version: Int
    /// Problems by slug, for the pages of broken files.
    public let problemsBySlug: [String: [Diagnostic]]
    private let entriesBySlug: [String: CookbookEntry]

    /// The recipe with this slug.
    public func entry(slug: String) -> CookbookEntry? { entriesBySlug[slug] }

    /// The recipe or plain page at a site address (`tortillas/`, `about/`), for Jekyll permalinks.
    public func target(address path: String) -> AddressTarget? {
        let address = SiteAddress(path: path)
        if let entry = cookbook.entries.first(where: { $0.address == address }) { return .recipe(entry) }
        if let page = cookbook.pages.first(where: { $0.address == address }) { return .page(page) }
        return nil
    }

    init(cookbook: Cookbook, version: Int) {
        self.cookbook = cookbook
        self.version = version
        var problems: [String: [Diagnostic]] = [:]
        for diagnostic in cookbook.diagnostics where diagnostic.severity == .error {
            let name = (diagnostic.path as NSString).lastPathComponent
            problems[Slug(fileName: name).text, default: []].append(diagnostic)
        }
        problemsBySlug = problems
        entriesBySlug = Dictionary(cookbook.entries.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// What a site address leads to.
public enum AddressTarget: Sendable {
    case recipe(CookbookEntry)
    case page(SitePage)
}

/// Holds the current snapshot of a cookbook folder, reloads it when its files change, and tells
/// subscribers (open pages, through server-sent events) about each new version.
public actor CookbookStore {
    /// The folder.
    public let loader: CookbookLoader
    private let title: String?
    private(set) var snapshot: CookbookSnapshot {
        didSet { published.current = snapshot }
    }
    /// The same snapshot, for readers that must not wait.
    nonisolated let published: PublishedSnapshot
    private var fingerprint: FolderFingerprint
    private var subscribers: [UUID: AsyncStream<Int>.Continuation] = [:]
    private var isFinished = false

    /// Loads `folder` once; later changes are picked up by ``reloadIfChanged()``.
    public init(folder: URL, displayPrefix: String? = nil, title: String? = nil) {
        loader = CookbookLoader(folder: folder, displayPrefix: displayPrefix)
        self.title = title
        fingerprint = FolderFingerprint(folder: folder)
        let first = CookbookSnapshot(cookbook: Self.load(loader, title: title), version: 1)
        snapshot = first
        published = PublishedSnapshot(first)
    }

    /// The cookbook as last read.
    public var current: CookbookSnapshot { snapshot }

    /// Reads the folder again if any recipe file was added, removed or changed; tells subscribers.
    /// - Returns: whether it reloaded.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        let now = FolderFingerprint(folder: loader.folder)
        guard now != fingerprint else { return false }
        fingerprint = now
        snapshot = CookbookSnapshot(cookbook: Self.load(loader, title: title), version: snapshot.version + 1)
        for subscriber in subscribers.values { subscriber.yield(snapshot.version) }
        return true
    }

    /// At most this many pages listen at once; more are refused (the browser retries).
    public static let maximumSubscribers = 256
    /// How often open streams are written to, so that a page that went away is noticed and its
    /// connection released instead of waiting for the next edit.
    public static let heartbeatInterval = Duration.seconds(5)
    /// The value a heartbeat sends: not a version.
    public static let heartbeatValue = 0

    /// A stream of new versions, until the subscriber goes away; `nil` when
    /// ``maximumSubscribers`` pages already listen.
    public func subscribe() -> AsyncStream<Int>? {
        guard subscribers.count < Self.maximumSubscribers else { return nil }
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        if isFinished {
            continuation.finish()
            return stream
        }
        subscribers[id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        return stream
    }

    /// Sends ``heartbeatValue`` to every listening page.
    public func heartbeat() {
        for subscriber in subscribers.values { subscriber.yield(Self.heartbeatValue) }
    }

    /// How many pages are listening.
    public var subscriberCount: Int { subscribers.count }

    private func unsubscribe(_ id: UUID) {
        subscribers[id] = nil
    }

    /// Ends every subscription (the server is stopping).
    public func finishSubscriptions() {
        isFinished = true
        for subscriber in subscribers.values { subscriber.finish() }
        subscribers = [:]
    }

    private static func load(_ loader: CookbookLoader, title: String?) -> Cookbook {
        do {
            return try loader.load(title: title)
        } catch {
            let problem = Diagnostic(path: loader.displayPrefix, location: nil, message: error.description)
            return Cookbook(title: title ?? loader.folder.lastPathComponent, entries: [], diagnostics: [problem])
        }
    }
}

/// The names, sizes and modification times of a folder's recipe files: equal fingerprints mean
/// nothing a reload would see has changed.
struct FolderFingerprint: Equatable, Sendable {
    private let files: [String: [Double]]

    init(folder: URL) {
        var files: [String: [Double]] = [:]
        let manager = FileManager.default
        if let names = try? CookbookLoader(folder: folder).recipeFiles() {
            // The settings files too: a new title or permalink pattern reloads the pages.
            for name in names + ["_config.yml", "_config.yaml", "pepin.yaml", "pepin.yml"] {
                let attributes = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
                files[name] = [modified, size]
            }
        }
        self.files = files
    }
}
