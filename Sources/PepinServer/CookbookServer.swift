import Dispatch
import Foundation
public import Hummingbird
public import PepinCookbook

/// `pepin serve`: the cookbook as a website rendered from the files on each request, with
/// server-side `?scale=`, a JSON API, and pages that reload when a recipe file changes.
///
/// Routes: `/` (index), `/recipes/{slug}` (also `.html`), `/assets/{file}`, `/events` (server-sent
/// events), `/api/recipes`, `/api/recipes/{slug}?scale=2`. Nothing is served from disk by path,
/// so no request can reach a file outside the cookbook.
public struct CookbookServer: Sendable {
    /// The cookbook.
    public let store: CookbookStore
    /// Stylesheet, script and the optional WebAssembly core.
    public let assets: SiteAssets
    /// Where to listen: 127.0.0.1 by default.
    public let host: String
    /// The port: 8080 by default; 0 picks a free one.
    public let port: Int
    /// How often the folder is checked for changes.
    public let pollInterval: Duration
    /// How long a connection may stay without a complete request before it is closed.
    public let idleTimeout: Duration
    /// Called with the problems that appear when files change (`pepin serve` prints them).
    public let onNewProblems: @Sendable ([Diagnostic]) -> Void

    /// Prepares a server for the cookbook in `store`.
    public init(
        store: CookbookStore, assets: SiteAssets, host: String = "127.0.0.1", port: Int = 8080,
        pollInterval: Duration = .milliseconds(500), idleTimeout: Duration = .seconds(10),
        onNewProblems: @escaping @Sendable ([Diagnostic]) -> Void = { _ in }
    ) {
        self.idleTimeout = idleTimeout
        self.onNewProblems = onNewProblems
        self.store = store
        self.assets = assets
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
    }

    /// The routes.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router()
        let cache = RenderedPageCache()
        PageRoutes(store: store, assets: assets, cache: cache).add(to: router)
        APIRoutes(store: store, cache: cache).add(to: router)
        EventRoutes(store: store).add(to: router)
        return router
    }

    /// The application, for running or for testing in process.
    public func makeApplication(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        // The idle timeout also bounds how long a client may take to send its headers: a
        // connection that never completes a request is closed, so slow clients cannot hold every
        // handle. Open event streams are answers in progress and are not cut.
        Application(
            responder: HardenedResponder(inner: makeRouter().buildResponder()),
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(idleTimeout.components.seconds)))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "pepin"),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) }
        )
    }

    /// Runs until interrupted, checking the folder for changes in the background.
    public func run(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let store = store
        let interval = pollInterval
        let report = onNewProblems
        let watcher = Task {
            var known = Set(await store.current.cookbook.diagnostics.map(\.rendered))
            var sinceHeartbeat = Duration.zero
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                if await store.reloadIfChanged() {
                    let now = await store.current.cookbook.diagnostics
                    let new = now.filter { !known.contains($0.rendered) }
                    if !new.isEmpty { report(new) }
                    known = Set(now.map(\.rendered))
                }
                sinceHeartbeat += interval
                if sinceHeartbeat >= CookbookStore.heartbeatInterval {
                    sinceHeartbeat = .zero
                    await store.heartbeat()
                }
            }
        }
        // Open pages hold their event streams forever; end them when asked to stop, or the
        // graceful shutdown would wait for them.
        let signals = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { Task { await store.finishSubscriptions() } }
            source.resume()
            return source
        }
        defer {
            watcher.cancel()
            signals.forEach { $0.cancel() }
        }
        try await makeApplication(onServerRunning: onServerRunning).runService()
        await store.finishSubscriptions()
    }
}
