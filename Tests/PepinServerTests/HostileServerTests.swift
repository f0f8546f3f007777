import Foundation
import Hummingbird
import HummingbirdTesting
import PepinCookbook
import PepinServer
import Testing

/// `pepin serve` against a real socket on 127.0.0.1, as a stranger would use it (issue 8, B1, B2, B8).
@Suite struct HostileServerTests {
    static let huge = """
        ---
        title: Huge
        ingredients:
          - 9223372036854775807/16 ounce flour
          - 3074457345618258603 cups flour
        ---
        """

    func withLiveServer(
        idleTimeout: Duration = .seconds(10),
        _ body: @escaping @Sendable (any TestClientProtocol, Int, CookbookStore) async throws -> Void
    ) async throws {
        let cookbook = try TemporaryCookbook(["huge.md": Self.huge, "tortillas.md": TemporaryCookbook.tortillas])
        defer { cookbook.remove() }
        let store = CookbookStore(folder: cookbook.folder, displayPrefix: "cookbook")
        let server = CookbookServer(store: store, assets: SiteAssets(coreScript: nil, wasm: nil), port: 0, idleTimeout: idleTimeout)
        try await server.makeApplication().test(.live) { client in
            try await body(client, try #require(client.port), store)
        }
    }

    @Test("an amount too large to scale answers with a note, page and API, and the server lives on")
    func hugeAmounts() async throws {
        try await withLiveServer { client, _, _ in
            for uri in ["/recipes/huge?scale=3", "/recipes/huge?scale=10&view=metric", "/recipes/huge?scale=1000&view=weight"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body).contains("3074457345618258603 cups flour <span class=\"unscaled\">(not scaled: amount too large)</span>"))
                }
            }
            try await client.execute(uri: "/api/recipes/huge?scale=3", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("\"text\":\"3074457345618258603 cups flour (not scaled: amount too large)\""))
            }
            try await client.execute(uri: "/recipes/tortillas", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }

    @Test("HEAD answers like GET without a body; every answer says nosniff and carries a policy")
    func headAndHeaders() async throws {
        try await withLiveServer { client, _, _ in
            var length = ""
            try await client.execute(uri: "/recipes/tortillas", method: .get) { response in
                length = response.headers[.contentLength] ?? ""
                #expect(response.headers[.init("X-Content-Type-Options")!] == "nosniff")
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self' 'wasm-unsafe-eval'") == true)
            }
            try await client.execute(uri: "/recipes/tortillas", method: .head) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == 0)
                #expect(response.headers[.contentLength] == length && !length.isEmpty)
            }
            try await client.execute(uri: "/nowhere", method: .head) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.init("X-Content-Type-Options")!] == "nosniff")
            }
        }
    }

    @Test("pages that hang up release their event streams at the next heartbeat")
    func eventStreamsReleased() async throws {
        try await withLiveServer { _, port, store in
            var connections: [RawConnection] = []
            for _ in 0..<40 {
                let connection = try #require(RawConnection(port: port))
                connection.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                #expect(await connection.receive().contains("text/event-stream"))
                connections.append(connection)
            }
            #expect(await store.subscriberCount == 40)
            connections.forEach { $0.hangUp() }
            for _ in 0..<50 where await store.subscriberCount > 0 {
                await store.heartbeat()
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(await store.subscriberCount == 0)
        }
    }

    @Test("event streams are capped: one more page is asked to retry later")
    func eventStreamCap() async throws {
        try await withLiveServer { client, _, store in
            var held: [AsyncStream<Int>] = []
            while let stream = await store.subscribe() { held.append(stream) }
            #expect(held.count == CookbookStore.maximumSubscribers)
            try await client.execute(uri: "/events", method: .get) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(response.headers[.retryAfter] == "10")
            }
            held.removeAll()
        }
    }

    @Test("a client that never finishes its headers is cut off after the idle timeout")
    func slowHeaders() async throws {
        try await withLiveServer(idleTimeout: .seconds(1)) { _, port, _ in
            let slow = try #require(RawConnection(port: port))
            slow.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            let started = ContinuousClock.now
            #expect(await slow.receive() == "")
            #expect(ContinuousClock.now - started < .seconds(8))
            slow.hangUp()
            let next = try #require(RawConnection(port: port))
            next.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            #expect(await next.receive().hasPrefix("HTTP/1.1 200 OK"))
            next.hangUp()
        }
    }
}
